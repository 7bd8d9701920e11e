// PUT /api/users/profile with the profile editor fields of part 2 §7 and their limits
// (part 2 §5/§9); GET /api/users/profile and GET /api/users/profile/{username}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, get, put, refusal } from './helpers';

const PROFILE = '/api/users/profile';

let test: TestApp;
let creative: Awaited<ReturnType<typeof createAccount>>;
let company: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  creative = await createAccount(test);
  company = await createAccount(test);
  await put(test.app, PROFILE, { role: 'Creativo', creativeType: 1, fullName: 'Lucía Ortega' }, creative.token);
  await put(test.app, PROFILE, { role: 'Profesional', professionalType: 2, companyName: 'Telares' }, company.token);
});
afterAll(() => test.close());

const update = (body: unknown, token = creative.token) => put(test.app, PROFILE, body, token);
const profile = async (token = creative.token) => (await get(test.app, PROFILE, token)).body;

/** A refused update must leave the stored profile exactly as it was. */
async function expectRefusedUnchanged(body: unknown, expected: { error: string; field?: string }, token?: string) {
  const before = await profile(token);
  const answer = await update(body, token);
  expect(refusal(answer)).toEqual({ status: 400, error: expected.error, field: expected.field });
  expect(await profile(token)).toEqual(before);
}

const EDITOR_FIELDS = {
  fullName: 'Lucía Martín Ortega',
  city: 'Toledo',
  country: 'España',
  bio: 'Patronaje experimental y tejidos recuperados.',
  biography: 'Crecí entre las máquinas de coser del taller de mi abuela.',
  professionalSummary: 'Estudiante de último curso, busco prácticas.',
  professionalTitle: 'Estudiante de Diseño de Moda',
  education: [
    {
      institution: 'Escuela Superior de Diseño de Madrid',
      formationName: 'Grado en Diseño de Moda',
      location: 'Madrid',
      formationStartMonth: '9',
      formationStartYear: '2021',
      formationEndMonth: 6,
      formationEndYear: 2025,
      currentlyEnrolled: true,
    },
  ],
  professionalFormation: [
    {
      title: 'Ayudante de taller',
      institution: 'Atelier Brisa',
      location: 'Sevilla',
      startMonth: '07',
      startYear: '2023',
      endMonth: '09',
      endYear: '2023',
      currentlyWorking: false,
      description: 'Acabados a mano de vestidos de ceremonia.',
    },
  ],
  skills: [' Patronaje ', 'Upcycling', 'patronaje', '', 'Costura a mano'],
  software: ['Adobe Illustrator', 'CLO 3D'],
  languages: ['Español', 'Inglés'],
  professionalTags: ['Patronaje', 'Moda sostenible'],
  companyTags: [],
  contract: { practicas: true, parcial: true },
  locationType: { presencial: true, hibrido: true },
  social: {
    instagram: '@lucia.ortega',
    linkedin: 'lucia-ortega',
    behance: 'https://behance.net/lucia',
    emailContacto: 'hola@lucia.es',
    sitioWeb: 'lucia.es',
  },
  offersPractices: false,
};

describe('PUT /api/users/profile (profile editor, part 2 §7)', () => {
  it('saves every editor field and answers the user with them normalised', async () => {
    const answer = await update(EDITOR_FIELDS);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Perfil actualizado correctamente.');
    const user = answer.body.user as Record<string, unknown>;
    expect(user).toMatchObject({
      fullName: 'Lucía Martín Ortega',
      bio: EDITOR_FIELDS.bio,
      biography: EDITOR_FIELDS.biography,
      professionalSummary: EDITOR_FIELDS.professionalSummary,
      professionalTitle: 'Estudiante de Diseño de Moda',
      // Trimmed, blanks and repeats (ignoring case) dropped.
      skills: ['Patronaje', 'Upcycling', 'Costura a mano'],
      software: ['Adobe Illustrator', 'CLO 3D'],
      languages: ['Español', 'Inglés'],
      professionalTags: ['Patronaje', 'Moda sostenible'],
      companyTags: [],
      contract: { practicas: true, tiempoCompleto: false, parcial: true },
      locationType: { presencial: true, remoto: false, hibrido: true },
      offersPractices: false,
      social: {
        instagram: 'https://www.instagram.com/lucia.ortega',
        linkedin: 'https://www.linkedin.com/in/lucia-ortega',
        behance: 'https://behance.net/lucia',
        emailContacto: 'hola@lucia.es',
        sitioWeb: 'https://lucia.es/',
      },
    });
    expect(user.education).toEqual([
      {
        institution: 'Escuela Superior de Diseño de Madrid',
        formationName: 'Grado en Diseño de Moda',
        location: 'Madrid',
        formationStartMonth: '09',
        formationStartYear: '2021',
        formationEndMonth: '06',
        formationEndYear: '2025',
        currentlyEnrolled: true,
      },
    ]);
    expect((user.professionalFormation as unknown[])[0]).toMatchObject({
      title: 'Ayudante de taller',
      startMonth: '07',
    });
    expect(await profile()).toMatchObject({ skills: user.skills, social: user.social, education: user.education });
  });

  it('merges social, contract and locationType: only what is sent changes', async () => {
    const answer = await update({ social: { instagram: '', youtube: 'canal' }, contract: { tiempoCompleto: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      social: {
        instagram: '',
        youtube: 'https://www.youtube.com/@canal',
        linkedin: 'https://www.linkedin.com/in/lucia-ortega',
      },
      contract: { practicas: true, tiempoCompleto: true, parcial: true },
    });
  });

  it('refuses lists over the limits of part 2 §9 and leaves the profile unchanged', async () => {
    const education = { institution: 'Escuela', formationName: 'Curso' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ education: [education, education, education, education] }, 'education', 3],
      [{ skills: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'skills', 5],
      [{ software: Array.from({ length: 11 }, (_, i) => `s${i}`) }, 'software', 10],
      [{ languages: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'languages', 5],
      [{ companyTags: ['a', 'b', 'c', 'd'] }, 'companyTags', 3],
      [{ professionalTags: ['a', 'b', 'c', 'd'] }, 'professionalTags', 3],
    ].map(([body, field, max]) => [
      body as Record<string, unknown>,
      `El campo "${String(field)}" admite como máximo ${String(max)} elementos.`,
      field as string,
    ]);
    for (const [body, error, field] of cases) await expectRefusedUnchanged(body, { error, field });
  });

  it('refuses texts over their limits (skill 50, bio 150, summary 500)', async () => {
    await expectRefusedUnchanged(
      { skills: ['x'.repeat(51)] },
      { error: 'El campo "skills.0" debe tener como máximo 50 caracteres.', field: 'skills.0' },
    );
    await expectRefusedUnchanged(
      { bio: 'x'.repeat(151) },
      { error: 'El campo "bio" debe tener como máximo 150 caracteres.', field: 'bio' },
    );
    await expectRefusedUnchanged(
      { professionalSummary: 'x'.repeat(501) },
      { error: 'El campo "professionalSummary" debe tener como máximo 500 caracteres.', field: 'professionalSummary' },
    );
    expect((await update({ bio: 'x'.repeat(150) })).status).toBe(200);
  });

  it('refuses months outside 1–12, years that are not four digits and periods that end before they start', async () => {
    await expectRefusedUnchanged(
      { education: [{ institution: 'Escuela', formationStartMonth: '13' }] },
      { error: 'El mes debe ser un número entre 1 y 12.', field: 'education.0.formationStartMonth' },
    );
    await expectRefusedUnchanged(
      { professionalFormation: [{ title: 'Prácticas', endMonth: 0 }] },
      { error: 'El mes debe ser un número entre 1 y 12.', field: 'professionalFormation.0.endMonth' },
    );
    await expectRefusedUnchanged(
      { education: [{ institution: 'Escuela', formationStartYear: '21' }] },
      { error: 'El año debe tener cuatro cifras.', field: 'education.0.formationStartYear' },
    );
    await expectRefusedUnchanged(
      { professionalFormation: [{ title: 'Taller', startYear: '2024', endYear: '2022' }] },
      {
        error: 'La fecha de finalización no puede ser anterior a la de inicio.',
        field: 'professionalFormation.0.endYear',
      },
    );
  });

  it('refuses a logo that is neither an uploaded file nor an http(s) URL', async () => {
    await expectRefusedUnchanged(
      { education: [{ institution: 'Escuela', institutionLogo: 'javascript:alert(1)' }] },
      {
        error: 'El campo "education.0.institutionLogo" no tiene un formato válido.',
        field: 'education.0.institutionLogo',
      },
    );
  });

  it('refuses social links of another network, bad handles, bad emails and bad websites', async () => {
    await expectRefusedUnchanged(
      { social: { instagram: 'https://evil.example.com/x' } },
      { error: 'El enlace no es de Instagram.', field: 'social.instagram' },
    );
    await expectRefusedUnchanged(
      { social: { linkedin: 'ana maría' } },
      { error: 'El usuario de LinkedIn no es válido.', field: 'social.linkedin' },
    );
    await expectRefusedUnchanged(
      { social: { emailContacto: 'no-es-un-email' } },
      { error: 'Introduce un email válido.', field: 'social.emailContacto' },
    );
    await expectRefusedUnchanged(
      { social: { sitioWeb: 'javascript:alert(1)' } },
      { error: 'Por favor, introduce una URL válida', field: 'social.sitioWeb' },
    );
  });

  it('refuses wrong types', async () => {
    await expectRefusedUnchanged(
      { contract: { practicas: 'sí' } },
      { error: 'El campo "contract.practicas" debe ser verdadero o falso.', field: 'contract.practicas' },
    );
    await expectRefusedUnchanged(
      { skills: 'Patronaje' },
      { error: 'El campo "skills" debe ser una lista.', field: 'skills' },
    );
  });
});

describe('PUT /api/users/profile: professional milestones (company types only)', () => {
  const milestone = {
    date: '3/2015',
    name: 'Premio a la innovación textil',
    entity: 'Cámara de Comercio',
    description: 'Por un hilo de lana reciclada.',
  };

  it('saves milestones of a company, the date as "mm / yyyy"', async () => {
    const answer = await update(
      { professionalMilestones: [milestone], companyTags: ['Punto', 'Prácticas'] },
      company.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.user).toMatchObject({
      professionalMilestones: [{ ...milestone, date: '03 / 2015' }],
      companyTags: ['Punto', 'Prácticas'],
    });
  });

  it('requires every milestone field, with the spec messages', async () => {
    const messages: [keyof typeof milestone, string][] = [
      ['date', 'La fecha es obligatoria'],
      ['name', 'El nombre es obligatorio'],
      ['entity', 'La entidad es obligatoria'],
      ['description', 'La descripción es obligatoria'],
    ];
    for (const [key, error] of messages) {
      await expectRefusedUnchanged(
        { professionalMilestones: [{ ...milestone, [key]: '  ' }] },
        { error, field: `professionalMilestones.0.${key}` },
        company.token,
      );
    }
    await expectRefusedUnchanged(
      { professionalMilestones: [{ ...milestone, description: 'x'.repeat(121) }] },
      {
        error: 'El campo "professionalMilestones.0.description" debe tener como máximo 120 caracteres.',
        field: 'professionalMilestones.0.description',
      },
      company.token,
    );
    await expectRefusedUnchanged(
      { professionalMilestones: [{ ...milestone, date: '2015' }] },
      { error: 'La fecha debe tener el formato mm / aaaa.', field: 'professionalMilestones.0.date' },
      company.token,
    );
  });

  it('refuses milestones from a creative, and from a company turning into type 5 in the same save', async () => {
    const refusedText = 'Solo las empresas e instituciones pueden añadir hitos profesionales.';
    await expectRefusedUnchanged(
      { professionalMilestones: [milestone], bio: 'Nueva bio' },
      { error: refusedText, field: 'professionalMilestones' },
    );
    await expectRefusedUnchanged(
      { professionalMilestones: [milestone], professionalType: 5 },
      { error: refusedText, field: 'professionalMilestones' },
      company.token,
    );
    // An empty list clears them for anyone.
    expect((await update({ professionalMilestones: [] })).status).toBe(200);
  });
});

describe('GET /api/users/profile/{username}', () => {
  it('answers the public profile with follow counts and whether the caller follows', async () => {
    await call(test.app, 'POST', `/api/users/follow/${company.user._id as string}`, undefined, creative.token);
    const username = (company.form.username as string).toUpperCase();
    const answer = await get(test.app, `/api/users/profile/${username}`, creative.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: company.user._id,
      username: company.form.username,
      companyName: 'Telares',
      followersCount: 1,
      followingCount: 0,
      isFollowing: true,
      professionalMilestones: expect.any(Array),
    });
    for (const key of ['email', 'dateOfBirth', 'referralSource', 'hasGoogle', 'following', 'notifications']) {
      expect(answer.body).not.toHaveProperty(key);
    }
    const reverse = await get(test.app, `/api/users/profile/${creative.form.username as string}`, company.token);
    expect(reverse.body).toMatchObject({ followersCount: 0, followingCount: 1, isFollowing: false });
  });

  it("answers the caller's own profile with its private facts", async () => {
    const answer = await get(test.app, `/api/users/profile/${creative.form.username as string}`, creative.token);
    expect(answer.body).toMatchObject({ email: creative.form.email, following: [company.user._id] });
  });

  it('answers 404 for an unknown username and 401 without a token', async () => {
    expect(refusal(await get(test.app, '/api/users/profile/nadie_con_este_nombre', creative.token))).toEqual({
      status: 404,
      error: 'Usuario no encontrado.',
      field: undefined,
    });
    expect((await get(test.app, `/api/users/profile/${company.form.username as string}`)).status).toBe(401);
  });
});

describe('GET /api/users/profile', () => {
  it('adds the follow counts, the followed ids and the notification flags', async () => {
    const own = await profile();
    expect(own).toMatchObject({
      followersCount: 0,
      followingCount: 1,
      following: [company.user._id],
      notifications: [{ userId: company.user._id, active: true }],
    });
  });
});
