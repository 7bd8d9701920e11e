import { describe, expect, it } from 'vitest';
import { contractOf, educationEntry, experienceEntry, socialOf, workplaceOf } from '../src/domains/profiles/cv';
import { graphField, profileChanges, withGraphFields } from '../src/domains/profiles/profile-changes';

/** The profile editor's names ↔ the api's (part 2 §3, CONTRACT.md § PUT /api/users/profile fields). */
describe('updateProfile: the editor fields to REST', () => {
  it('renames the sections and their keys, leaving same-named fields as sent', () => {
    expect(
      profileChanges({
        bio: 'Hola',
        skills: ['Patronaje'],
        summary: 'Resumen',
        website: 'moda.example.com',
        offersInternships: true,
        education: [{ institution: 'ESDM', startMonth: 9, startYear: 2021, endMonth: null, currentlyEnrolled: true }],
        experience: [{ title: 'Patronista', company: 'Atelier', endYear: null }],
        contract: { internship: true, partTime: false },
        workplace: { remote: true },
        social: { contactEmail: 'a@b.es', website: 'https://b.es', instagram: null },
        milestones: [{ date: '01 / 2020', name: 'Premio', entity: 'Jurado', description: 'Algo.' }],
      }),
    ).toEqual({
      bio: 'Hola',
      skills: ['Patronaje'],
      biography: 'Resumen',
      sitioWeb: 'moda.example.com',
      offersPractices: true,
      education: [
        {
          institution: 'ESDM',
          formationStartMonth: 9,
          formationStartYear: 2021,
          formationEndMonth: '',
          currentlyEnrolled: true,
        },
      ],
      professionalFormation: [{ title: 'Patronista', institution: 'Atelier', endYear: '' }],
      contract: { practicas: true, parcial: false },
      locationType: { remoto: true },
      social: { emailContacto: 'a@b.es', sitioWeb: 'https://b.es', instagram: '' },
      professionalMilestones: [{ date: '01 / 2020', name: 'Premio', entity: 'Jurado', description: 'Algo.' }],
    });
  });

  it('sends nothing for absent sections, and an explicit null as null for the api to judge', () => {
    expect(profileChanges({ bio: 'x' })).toEqual({ bio: 'x' });
    expect(profileChanges({ education: null, summary: null })).toEqual({ education: null, biography: null });
  });
});

describe('REST refusals to the graph’s field names', () => {
  it.each([
    ['biography', 'summary'],
    ['sitioWeb', 'website'],
    ['education.2.formationEndYear', 'education.2.endYear'],
    ['professionalFormation.1.institution', 'experience.1.company'],
    ['professionalMilestones.0.entity', 'milestones.0.entity'],
    ['social.emailContacto', 'social.contactEmail'],
    ['social.instagram', 'social.instagram'],
    ['locationType.remoto', 'workplace.remote'],
    ['bio', 'bio'],
  ])('%s → %s', (rest, graph) => {
    expect(graphField(rest)).toBe(graph);
  });

  it('renames the field quoted in the message too', () => {
    expect(
      withGraphFields([{ field: 'biography', message: 'El campo "biography" debe tener como máximo 500 caracteres.' }]),
    ).toEqual([{ field: 'summary', message: 'El campo "summary" debe tener como máximo 500 caracteres.' }]);
  });
});

describe('the CV from REST', () => {
  it('reads months and years as numbers, "" as null, unset flags as false', () => {
    expect(
      educationEntry({
        institution: 'ESDM',
        formationStartMonth: '09',
        formationStartYear: '2021',
        formationEndMonth: '',
      }),
    ).toMatchObject({ institution: 'ESDM', startMonth: 9, startYear: 2021, endMonth: null, currentlyEnrolled: false });
    expect(experienceEntry({ institution: 'Atelier', startMonth: '01' })).toMatchObject({
      company: 'Atelier',
      startMonth: 1,
    });
    expect(contractOf(null)).toEqual({ internship: false, fullTime: false, partTime: false });
    expect(workplaceOf({ presencial: true, remoto: false, hibrido: true })).toEqual({
      onSite: true,
      remote: false,
      hybrid: true,
    });
    expect(socialOf({ emailContacto: 'a@b.es', sitioWeb: '', instagram: 'https://www.instagram.com/a' })).toMatchObject(
      {
        contactEmail: 'a@b.es',
        website: null,
        instagram: 'https://www.instagram.com/a',
        linkedin: null,
      },
    );
  });
});
