import { describe, expect, it } from 'vitest';
import {
  applicationStatusLabel,
  companyParams,
  educationalStatusLabel,
  institutionTabParams,
  isPublicEducationalStatus,
  offerStatusLabel,
  personalTabParams,
  personalTabsFor,
  readCompanyFilters,
  readInstitutionTab,
  readPersonalTab,
  viewOf,
} from './myOffersView';
import { STATUSES_OF_FILTER } from '../../lib/relay/myOffersLists';

const params = (query: string) => new URLSearchParams(query);

describe('who sees which My Offers', () => {
  it('gives companies (types 1, 2 and 3 as company) their offers, institutions theirs, everyone else their saved ones', () => {
    for (const type of ['BRAND', 'COMPANY', 'AGENCY']) expect(viewOf('PROFESSIONAL', type)).toBe('company');
    expect(viewOf('PROFESSIONAL', 'INSTITUTION')).toBe('institution');
    expect(viewOf('CREATIVE', 'INSTITUTION')).toBe('personal');
    expect(viewOf('PROFESSIONAL', 'OTHER')).toBe('personal');
    expect(viewOf('PROFESSIONAL', null)).toBe('personal');
    expect(viewOf('CREATIVE', null)).toBe('personal');
    expect(viewOf(null, null)).toBe('personal');
  });

  it("shows 'Aplicaciones enviadas' to role Creativo only, which starts there; others start on 'Guardadas'", () => {
    expect(personalTabsFor('CREATIVE')).toEqual(['applications', 'saved', 'expired']);
    expect(personalTabsFor('PROFESSIONAL')).toEqual(['saved', 'expired']);
    expect(readPersonalTab(params(''), 'CREATIVE')).toBe('applications');
    expect(readPersonalTab(params(''), 'PROFESSIONAL')).toBe('saved');
  });

  it('keeps the tab in the address, ignoring one the user does not have', () => {
    expect(readPersonalTab(personalTabParams('expired'), 'CREATIVE')).toBe('expired');
    expect(personalTabParams('saved').toString()).toBe('vista=guardadas');
    expect(readPersonalTab(params('vista=aplicaciones'), 'PROFESSIONAL')).toBe('saved');
    expect(readPersonalTab(params('vista=nada'), 'CREATIVE')).toBe('applications');
  });
});

describe("an institution's My Offers", () => {
  it("starts on 'Ofertas educativas'; 'Ofertas de empleo' is kept in the address", () => {
    expect(readInstitutionTab(params(''))).toBe('educational');
    expect(readInstitutionTab(params('ofertas=nada'))).toBe('educational');
    expect(institutionTabParams('jobs').toString()).toBe('ofertas=empleo');
    expect(readInstitutionTab(institutionTabParams('jobs'))).toBe('jobs');
    expect(readInstitutionTab(institutionTabParams('educational'))).toBe('educational');
  });

  it("keeps its tab when the job offers' filters change", () => {
    const next = companyParams(
      { status: 'CANCELLED', internshipsOnly: false },
      params('ofertas=empleo&tipo=practicas'),
    );
    expect(next.toString()).toBe('ofertas=empleo&estado=inactivas');
    expect(readInstitutionTab(next)).toBe('jobs');
  });

  it("labels educational offers: 'Activa' for accepted, active and by default (part 2 §4), Rechazada for rejected", () => {
    expect(['ACCEPTED', 'ACTIVE', null, 'SOMETHING'].map(educationalStatusLabel)).toEqual([
      'Activa',
      'Activa',
      'Activa',
      'Activa',
    ]);
    expect(educationalStatusLabel('PENDING')).toBe('Pendiente de aprobación');
    expect(educationalStatusLabel('CANCELLED')).toBe('Inactiva');
    expect(educationalStatusLabel('REJECTED')).toBe('Rechazada');
    expect(['ACCEPTED', 'ACTIVE', 'PENDING', 'CANCELLED', 'REJECTED'].filter(isPublicEducationalStatus)).toEqual([
      'ACCEPTED',
      'ACTIVE',
    ]);
  });
});

describe("a company's filters", () => {
  it("start on 'Activas' and 'Todas'", () => {
    expect(readCompanyFilters(params(''))).toEqual({ status: 'ACCEPTED', internshipsOnly: false });
  });

  it("read 'Inactivas' as the offers deactivated and those an operator rejected", () => {
    expect(STATUSES_OF_FILTER).toEqual({
      ACCEPTED: ['ACCEPTED'],
      PENDING: ['PENDING'],
      CANCELLED: ['CANCELLED', 'REJECTED'],
    });
  });

  it('round-trip through the address', () => {
    for (const status of ['ACCEPTED', 'PENDING', 'CANCELLED'] as const) {
      for (const internshipsOnly of [false, true]) {
        expect(readCompanyFilters(companyParams({ status, internshipsOnly }))).toEqual({ status, internshipsOnly });
      }
    }
    expect(companyParams({ status: 'PENDING', internshipsOnly: true }).toString()).toBe(
      'estado=pendientes&tipo=practicas',
    );
  });

  it('name statuses as part 2 §4 does', () => {
    expect(offerStatusLabel('PENDING')).toBe('Pendiente de aprobación');
    expect(offerStatusLabel('ACCEPTED')).toBe('Activa');
    expect(offerStatusLabel('CANCELLED')).toBe('Inactiva');
    expect(offerStatusLabel('REJECTED')).toBe('Rechazada');
    expect(offerStatusLabel('SOMETHING')).toBe('Desconocido');
    expect(applicationStatusLabel('ACCEPTED')).toBe('Seleccionado');
    expect(applicationStatusLabel('REJECTED')).toBe('Descartado');
    expect(applicationStatusLabel('PENDING')).toBe('Pendiente');
  });
});
