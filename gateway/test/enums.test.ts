import { describe, expect, it } from 'vitest';
import { categoryFromRest, categoryToRest } from '../src/domains/blog/enums';
import { displayNameOf } from '../src/domains/users/display-name';
import {
  creativeTypeFromRest,
  creativeTypeToRest,
  professionalTypeFromRest,
  professionalTypeToRest,
  roleFromRest,
  roleToRest,
} from '../src/domains/users/enums';
import { profileChanges } from '../src/domains/profiles/profile-changes';

describe('domain enums ↔ REST values', () => {
  it('maps roles both ways', () => {
    expect(roleFromRest('Creativo')).toBe('CREATIVE');
    expect(roleFromRest('Profesional')).toBe('PROFESSIONAL');
    expect(roleFromRest(null)).toBeNull();
    expect(roleFromRest('Admin')).toBeNull();
    expect(roleToRest('CREATIVE')).toBe('Creativo');
    expect(roleToRest('PROFESSIONAL')).toBe('Profesional');
  });

  it('reads sub-types as numbers or as the strings older records keep', () => {
    expect(creativeTypeFromRest(1)).toBe('STUDENT');
    expect(creativeTypeFromRest('4')).toBe('DESIGNER');
    expect(professionalTypeFromRest('3')).toBe('AGENCY');
    expect(professionalTypeFromRest(4)).toBe('INSTITUTION');
    expect(professionalTypeFromRest(6)).toBeNull();
    expect(professionalTypeFromRest('x')).toBeNull();
    expect(creativeTypeToRest('OTHER')).toBe(5);
    expect(professionalTypeToRest('BRAND')).toBe(1);
  });

  it('maps blog categories, unknown ones to OTHER', () => {
    expect(categoryFromRest('designers')).toBe('DESIGNERS');
    expect(categoryFromRest('Eventos')).toBe('OTHER');
    expect(categoryToRest('EDUCATION')).toBe('education');
  });
});

describe('User.displayName', () => {
  const user = { username: 'atelier', fullName: 'Ana Ruiz', companyName: 'Atelier Ruiz' };
  it.each([
    [1, 'Atelier Ruiz'],
    [2, 'Atelier Ruiz'],
    ['4', 'Atelier Ruiz'],
    [3, 'Ana Ruiz'],
    [5, 'Ana Ruiz'],
    [null, 'Ana Ruiz'],
  ])('professionalType %s shows %s', (professionalType, name) => {
    expect(displayNameOf({ ...user, professionalType })).toBe(name);
  });

  it('shows the person, as the api does, when a company chose not to show its name', () => {
    expect(displayNameOf({ ...user, professionalType: 2, showNameCompany: false })).toBe('Ana Ruiz');
    expect(displayNameOf({ ...user, professionalType: 2, showNameCompany: true })).toBe('Atelier Ruiz');
  });

  it('falls back to the full name, then the username', () => {
    expect(displayNameOf({ ...user, companyName: ' ', professionalType: 2 })).toBe('Ana Ruiz');
    expect(displayNameOf({ username: 'atelier', fullName: null, companyName: null, professionalType: null })).toBe(
      'atelier',
    );
  });
});

describe('updateProfile input → PUT /api/users/profile payload', () => {
  it('sends only the fields given, enums as REST values', () => {
    expect(profileChanges({ role: 'PROFESSIONAL' })).toEqual({ role: 'Profesional' });
    expect(profileChanges({ creativeType: 'STYLIST', city: 'Madrid' })).toEqual({ creativeType: 3, city: 'Madrid' });
    expect(
      profileChanges({
        professionalType: 'AGENCY',
        companyName: 'Scout',
        showNameCompany: false,
        profileCompleted: true,
      }),
    ).toEqual({ professionalType: 3, companyName: 'Scout', showNameCompany: false, profileCompleted: true });
  });

  it('passes an explicit null through (clears the field)', () => {
    expect(profileChanges({ role: null, city: null })).toEqual({ role: null, city: null });
  });
});
