import { describe, expect, it } from 'vitest';
import { draftFromOffer } from './EditJobOfferForm';
import {
  cleanSkills,
  draftProblems,
  emptyDraft,
  filledQuestions,
  missingFields,
  missingMessage,
  offerInput,
  refusedField,
  salaryErrors,
  skillLists,
  submitLabel,
  type OfferDraft,
} from './offerRules';

/** A draft with every required field filled. */
const filled = (overrides: Partial<OfferDraft> = {}): OfferDraft => ({
  ...emptyDraft(),
  position: 'Patronista',
  city: 'Madrid',
  country: 'España',
  descriptionEmployer: 'Taller.',
  description: 'Patrones.',
  requiredProfile: 'Curiosa.',
  ...overrides,
});

// Part 2 §4 (tags loaded for edit, button labels) and §5 "Job offer".
describe('job offer form rules', () => {
  it('lists the blank required fields in the server order, as the form names them', () => {
    const draft = { ...emptyDraft(), position: '  ', city: 'Madrid', description: 'Diseñar.' };
    expect(missingFields(draft)).toEqual(['position', 'country', 'descriptionEmployer', 'requiredProfile']);
    expect(missingMessage(missingFields(draft))).toBe(
      'Faltan campos: Título del puesto, País, Descripción del empleador, Perfil ideal',
    );
  });

  it('has jobType and locationType filled by default (Tiempo completo, Presencial)', () => {
    expect(missingFields(emptyDraft())).not.toContain('jobType');
    expect(missingFields(emptyDraft())).not.toContain('locationType');
  });

  it('trims skills, drops blanks and repeats (case and accents ignored)', () => {
    expect(cleanSkills(['  Patronaje ', '', '   ', 'patronaje', 'Diseño', 'diseno'])).toEqual(['Patronaje', 'Diseño']);
  });

  // Issue 17: the lists stay as the company entered them, whatever a skill's length.
  it('keeps both lists, cleaned: a skill in both is a hard skill', () => {
    expect(skillLists([' Photoshop ', 'Costura'], ['Trabajo en equipo', 'photoshop', 'Ética', ''])).toEqual({
      hardSkills: ['Photoshop', 'Costura'],
      softSkills: ['Trabajo en equipo', 'Ética'],
    });
  });

  it('sends at most 3 questions, blank ones left out, texts trimmed', () => {
    const questions = [
      { question: ' ¿Portfolio? ', responseType: 'URL' as const },
      { question: '  ', responseType: 'TEXT' as const },
      { question: '¿Años?', responseType: 'NUMBER' as const },
      { question: '¿Carnet?', responseType: 'BOOLEAN' as const },
      { question: '¿Otra?', responseType: 'TEXT' as const },
    ];
    expect(filledQuestions(questions)).toEqual([
      { question: '¿Portfolio?', responseType: 'URL' },
      { question: '¿Años?', responseType: 'NUMBER' },
      { question: '¿Carnet?', responseType: 'BOOLEAN' },
    ]);
  });

  it('builds the input with trimmed texts, both skill lists and the years as a number', () => {
    const input = offerInput({
      ...emptyDraft(),
      position: ' Patronista ',
      experienceYears: '3',
      hardSkills: ['Costura'],
      softSkills: ['Trabajo en equipo'],
    });
    expect(input).toMatchObject({
      position: 'Patronista',
      experienceYears: 3,
      hardSkills: ['Costura'],
      softSkills: ['Trabajo en equipo'],
    });
    expect(input).not.toHaveProperty('tags');
    expect(offerInput(emptyDraft()).experienceYears).toBeNull();
  });

  it('fills every field from a loaded offer, its skills as they were entered', () => {
    const draft = draftFromOffer({
      position: 'Patronista',
      companyName: 'Atelier Sur',
      companyLogo: null,
      isUrgent: true,
      jobType: 'INTERNSHIP',
      locationType: 'HYBRID',
      city: 'Madrid',
      country: 'España',
      duration: '6 meses',
      experienceYears: 2,
      salary: { min: 1800, max: null, currency: 'GBP', period: 'MONTH' },
      experience: null,
      expirationDate: '2030-01-31',
      website: 'https://atelier.es',
      contactName: 'Ana',
      isExternal: false,
      externalLink: null,
      descriptionEmployer: 'Taller.',
      description: 'Patrones.',
      functions: 'Cortar.',
      offered: 'Formación.',
      requiredProfile: 'Curiosa.',
      hardSkills: ['Costura', 'Patronaje de alta costura'],
      softSkills: ['Ética'],
      extraQuestions: [{ question: '¿Portfolio?', responseType: 'URL' }],
    });
    expect(draft).toMatchObject({
      jobType: 'INTERNSHIP',
      locationType: 'HYBRID',
      experienceYears: '2',
      salaryMin: '1800',
      salaryMax: '',
      salaryCurrency: 'GBP',
      salaryPeriod: 'MONTH',
      experience: '',
      // A long hard skill and a short soft one keep their kind (the spec split them by length).
      hardSkills: ['Costura', 'Patronaje de alta costura'],
      softSkills: ['Ética'],
      extraQuestions: [{ question: '¿Portfolio?', responseType: 'URL' }],
    });
  });

  // Issue 24 (EU pay transparency): the salary range, as the server checks it.
  it('sends the salary range with its currency and period, amounts as numbers', () => {
    const draft = filled({ salaryMin: ' 30.000 ', salaryMax: '36000', salaryCurrency: 'USD', salaryPeriod: 'MONTH' });
    expect(offerInput(draft).salary).toEqual({ min: 30000, max: 36000, currency: 'USD', period: 'MONTH' });
    expect(offerInput(filled({ salaryMax: '18', salaryPeriod: 'HOUR' })).salary).toEqual({
      min: null,
      max: 18,
      currency: 'EUR',
      period: 'HOUR',
    });
  });

  it('sends salary null when both ends are empty: the offer states none', () => {
    expect(offerInput(filled({ salaryMin: '  ', salaryCurrency: 'GBP' })).salary).toBeNull();
  });

  it('takes whole amounts from 1 to 10.000.000, in the server words', () => {
    const amount = (field: 'salaryMin' | 'salaryMax') =>
      `El salario ${field === 'salaryMin' ? 'mínimo' : 'máximo'} debe ser una cantidad entera entre 1 y 10.000.000, sin decimales.`;
    expect(salaryErrors(filled({ salaryMin: '1', salaryMax: '10.000.000' }))).toEqual({});
    expect(salaryErrors(filled({ salaryMin: '0', salaryMax: '10000001' }))).toEqual({
      salaryMin: amount('salaryMin'),
      salaryMax: amount('salaryMax'),
    });
    expect(salaryErrors(filled({ salaryMin: '1500,50' }))).toEqual({ salaryMin: amount('salaryMin') });
    expect(salaryErrors(filled({ salaryMax: 'mucho' }))).toEqual({ salaryMax: amount('salaryMax') });
  });

  it('refuses a minimum above the maximum, on the minimum, and says so when nothing is missing', () => {
    const problems = draftProblems(filled({ salaryMin: '40000', salaryMax: '30000' }));
    expect(problems).toEqual({
      errors: { salaryMin: 'El salario mínimo no puede ser mayor que el máximo.' },
      message: 'El salario mínimo no puede ser mayor que el máximo.',
    });
    expect(draftProblems(filled({ salaryMin: '30000', salaryMax: '30000' }))).toBeNull();
  });

  it("keeps 'Faltan campos: …' with a salary error, each error in the order of the form", () => {
    const problems = draftProblems(filled({ position: '', requiredProfile: '', salaryMin: '9', salaryMax: '8' }));
    expect(Object.keys(problems?.errors ?? {})).toEqual(['position', 'salaryMin', 'requiredProfile']);
    expect(problems?.message).toBe('Faltan campos: Título del puesto, Perfil ideal');
  });

  it('reads the field of a server refusal without its input path', () => {
    expect(refusedField('offer.position')).toBe('position');
    expect(refusedField('input.offer.extraQuestions.1')).toBe('extraQuestions');
    expect(refusedField(null)).toBeNull();
  });

  it("labels the button 'Crear oferta' / 'Publicando…', 'Actualizar oferta' / 'Actualizando…'", () => {
    expect([submitLabel(false, false), submitLabel(false, true)]).toEqual(['Crear oferta', 'Publicando…']);
    expect([submitLabel(true, false), submitLabel(true, true)]).toEqual(['Actualizar oferta', 'Actualizando…']);
  });
});
