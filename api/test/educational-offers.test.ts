// Educational offers (part 2 §3, §5, §7): publishing with every form rule, visibility,
// the lists, the owner's edit / deactivate / delete (extensions), search and files.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationalOfferFilesOf, searchEducationalOffers } from '../src/models/educational-offers';
import { EDUCATIONAL_OFFER_STATUSES, type EducationalOfferStatus } from '../src/schemas/educational-offer';
import { createTestApp, type TestApp } from '../src/testing';
import { requiredEducationalFields } from './educational-offers.fixtures';
import { call, createAccount, get, type Answer } from './helpers';

const PUBLISH = '/api/offers/educational';
const MESSAGES = {
  notFound: 'No se encontró la oferta educativa.',
  notInstitution: 'Solo las instituciones educativas pueden publicar ofertas educativas.',
  notVerified:
    'Tu institución aún no está verificada. Escríbenos con los datos del centro para verificarla y poder publicar ofertas educativas.',
  notOwner: 'Solo la institución que publicó esta oferta puede modificarla.',
  imageType: 'Tipo de archivo no permitido. Solo se aceptan JPG, PNG y GIF.',
  imageTooLarge: 'El archivo es demasiado grande. Máximo 5MB permitido.',
};

/** Every field the spec shows in an educational offer (part 2 §3). */
const SPEC_FIELDS = [
  '_id',
  'programName',
  'title',
  'studyType',
  'knowledgeArea',
  'modality',
  'duration',
  'location',
  'publicationDate',
  'description',
  'requirements',
  'syllabus',
  'gallery',
  'banner',
  'price',
  'startDate',
  'endDate',
  'brochureUrl',
  'applicationLink',
  'contactInfo',
  'status',
  'schedule',
  'practices',
  'tags',
  'categories',
];

type Fields = Record<string, string> | [string, string][];
interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  content: Buffer;
}

function multipart(fields: Fields, file?: FilePart) {
  const boundary = `----modaedu${randomBytes(8).toString('hex')}`;
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const chunks: Buffer[] = entries.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'headerImage'}"; ` +
          `filename="${file.filename ?? 'cabecera.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let test: TestApp;

async function send(method: 'POST' | 'PUT', url: string, token: string | undefined, fields: Fields, file?: FilePart) {
  const body = multipart(fields, file);
  const response = await test.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const publish = (token: string | undefined, fields: Fields, file?: FilePart) =>
  send('POST', PUBLISH, token, fields, file);

const required = requiredEducationalFields;

/** Every field of the form (part 2 §3) plus the extensions. */
const fullForm = (overrides: Record<string, string> = {}) => ({
  programName: 'Máster en Fotografía de Moda',
  studyType: 'Título propio',
  city: 'Málaga',
  country: 'España',
  educationType: 'Máster',
  modality: 'Híbrida',
  morningSchedule: 'true',
  duration: '2',
  credits: '90',
  internships: 'true',
  erasmus: 'false',
  bilingualEducation: 'true',
  enrollmentStartDate: '1',
  enrollmentStartMonth: 'Marzo',
  enrollmentEndDate: '30',
  enrollmentEndMonth: 'Junio',
  schoolYearStartMonth: 'Septiembre',
  schoolYearEndMonth: 'Junio',
  websiteUrl: 'https://escuela.example.com/master-fotografia',
  description: 'Editoriales y campañas: luz de estudio, dirección de modelos y retoque.',
  requirements: JSON.stringify(['  Portfolio de fotografía ', '', 'Entrevista personal', '   ']),
  extraQuestions: JSON.stringify([
    { question: '¿Por qué quieres estudiar este máster?', responseType: 'text' },
    { question: 'Enlace a tu portfolio', responseType: 'url' },
    { question: '', responseType: 'text' },
  ]),
  institutionName: 'Nombre que el servidor no usa',
  category: 'Fotografía',
  knowledgeArea: 'Fotografía de moda',
  syllabus: JSON.stringify(['Luz de estudio', 'Retoque <script>alert(1)</script>']),
  price: '4500,50',
  brochureUrl: 'escuela.example.com/folleto.pdf',
  ...overrides,
});

const png = (width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#264653' } })
    .png()
    .toBuffer();

interface Account {
  token: string;
  id: string;
  username: string;
}

async function account(profile: Record<string, unknown>): Promise<Account> {
  const created = await createAccount(test);
  const id = created.user._id as string;
  await test.db.updateTable('users').set(profile).where('id', '=', id).execute();
  return { token: created.token, id, username: created.form.username };
}

const institutionProfile = (companyName: string) => ({
  role: 'Profesional' as const,
  professional_type: 4,
  is_verificated_profesional: true,
  company_name: companyName,
  city: 'Málaga',
  country: 'España',
  sitio_web: 'https://escuela.example.com',
  social: JSON.stringify({ emailContacto: 'info@escuela.example.com' }),
});

let school: Account;
let rival: Account;
let unverified: Account;
let company: Account;
let creative: Account;

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  school = await account(institutionProfile('Escuela de Moda del Sur'));
  rival = await account(institutionProfile('Academia Rival'));
  unverified = await account({ ...institutionProfile('Escuela Pendiente'), is_verificated_profesional: false });
  company = await account({ role: 'Profesional', professional_type: 2, is_verificated_profesional: true });
  creative = await account({ role: 'Creativo', creative_type: 1 });
});
afterAll(() => test.close());

/** Every offer of the account, read back from the database. */
const offersOf = (userId: string) =>
  test.db.selectFrom('educational_offers').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

async function created(answer: Answer | { status: number; body: Record<string, unknown> }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.offer as Record<string, unknown>;
}

async function setStatus(offerId: string, status: EducationalOfferStatus) {
  await test.db.updateTable('educational_offers').set({ status }).where('id', '=', offerId).execute();
}

describe('POST /api/offers/educational', () => {
  it('publishes the whole form as a pending offer with the answer fields of part 2 §3', async () => {
    const answer = await publish(school.token, fullForm(), { content: await png() });
    const offer = await created(answer);
    expect(answer.body.message).toBe('Oferta educativa creada. La revisaremos antes de publicarla.');
    for (const field of SPEC_FIELDS) expect(offer, field).toHaveProperty(field);
    expect(offer).toMatchObject({
      programName: 'Máster en Fotografía de Moda',
      title: 'Máster en Fotografía de Moda',
      studyType: 'Título propio',
      knowledgeArea: 'Fotografía de moda',
      modality: 'Híbrida',
      duration: { value: 2, unit: 'años' },
      location: { city: 'Málaga', country: 'España' },
      publicationDate: test.clock.now().toISOString(),
      description: 'Editoriales y campañas: luz de estudio, dirección de modelos y retoque.',
      requirements: ['Portfolio de fotografía', 'Entrevista personal'],
      syllabus: '<ul><li>Luz de estudio</li><li>Retoque &lt;script&gt;alert(1)&lt;/script&gt;</li></ul>',
      gallery: [],
      price: { amount: 4500.5, currency: 'EUR' },
      brochureUrl: 'https://escuela.example.com/folleto.pdf',
      applicationLink: 'https://escuela.example.com/master-fotografia',
      status: 'pending',
      schedule: 'Horario de mañana',
      practices: true,
      tags: ['Máster', 'Híbrida', 'Fotografía', 'Prácticas', 'Bilingüe', 'Horario de mañana'],
      categories: ['Fotografía'],
      educationType: 'Máster',
      category: 'Fotografía',
      credits: 90,
      morningSchedule: true,
      internships: true,
      erasmus: false,
      bilingualEducation: true,
      enrollmentStartDate: 1,
      enrollmentStartMonth: 'Marzo',
      enrollmentEndDate: 30,
      enrollmentEndMonth: 'Junio',
      schoolYearStartMonth: 'Septiembre',
      schoolYearEndMonth: 'Junio',
      websiteUrl: 'https://escuela.example.com/master-fotografia',
      extraQuestions: [
        { question: '¿Por qué quieres estudiar este máster?', responseType: 'text' },
        { question: 'Enlace a tu portfolio', responseType: 'url' },
      ],
      institutionName: 'Escuela de Moda del Sur',
      institution: { _id: school.id, username: school.username, name: 'Escuela de Moda del Sur', logo: null },
    });
    // The course runs from the next September for two school years.
    const now = test.clock.now();
    const startYear = now.getUTCFullYear() + (now.getUTCMonth() + 1 > 9 ? 1 : 0);
    expect(offer.startDate).toBe(`${startYear}-09-01`);
    expect(offer.endDate).toBe(`${startYear + 2}-06-30`);
    expect(offer.contactInfo).toBe(
      '<p><strong>Escuela de Moda del Sur</strong></p><p>Málaga, España</p>' +
        '<p>Email: <a href="mailto:info@escuela.example.com">info@escuela.example.com</a></p>' +
        '<p>Web: <a href="https://escuela.example.com/master-fotografia" target="_blank" rel="noopener noreferrer">' +
        'https://escuela.example.com/master-fotografia</a></p>',
    );
    // The header image is re-encoded under a content-hash name, with resized copies.
    expect(offer.banner).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(offer.bannerDetails).toMatchObject({ url: offer.banner, width: 1200, height: 600 });
    const served = await test.app.inject({ method: 'GET', url: offer.banner as string });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // Stored as answered.
    const detail = await get(test.app, `${PUBLISH}/${offer._id as string}`, school.token);
    expect(detail.body.offer).toEqual(offer);
  });

  it('fills in what the form leaves out: no image, no extras, flags off, category Moda', async () => {
    const offer = await created(await publish(school.token, required({ institutionName: 'Otro nombre' })));
    expect(offer).toMatchObject({
      programName: 'Curso de Patronaje',
      studyType: null,
      knowledgeArea: 'Moda',
      duration: { value: 1, unit: 'año' },
      durationUnit: 'años',
      description: null,
      requirements: [],
      syllabus: null,
      gallery: [],
      banner: null,
      bannerDetails: null,
      price: null,
      startDate: null,
      endDate: null,
      brochureUrl: null,
      applicationLink: null,
      status: 'pending',
      schedule: null,
      practices: false,
      tags: ['Curso', 'Presencial', 'Moda'],
      categories: ['Moda'],
      credits: null,
      enrollmentStartDate: null,
      enrollmentStartMonth: null,
      websiteUrl: null,
      extraQuestions: [],
      // The account's companyName wins over the form's institutionName.
      institutionName: 'Escuela de Moda del Sur',
    });
  });

  it("takes the form's institutionName when the account has no companyName", async () => {
    const nameless = await account({ ...institutionProfile('x'), company_name: null });
    const offer = await created(await publish(nameless.token, required({ institutionName: 'Escuela Sin Nombre' })));
    expect(offer.institutionName).toBe('Escuela Sin Nombre');
  });

  it('reads the usual spellings of a browser form: Híbrido, lower-case months, on, a URL without scheme', async () => {
    const offer = await created(
      await publish(
        school.token,
        required({
          modality: 'híbrido',
          educationType: 'certificacion',
          enrollmentStartDate: '29',
          enrollmentStartMonth: 'febrero',
          enrollmentEndDate: '3',
          enrollmentEndMonth: 'MARZO',
          erasmus: 'on',
          websiteUrl: 'www.escuela.example.com/curso',
          extraQuestions: JSON.stringify(['¿Tienes experiencia?']),
        }),
      ),
    );
    expect(offer).toMatchObject({
      modality: 'Híbrida',
      educationType: 'Certificación',
      enrollmentStartDate: 29,
      enrollmentStartMonth: 'Febrero',
      enrollmentEndMonth: 'Marzo',
      erasmus: true,
      websiteUrl: 'https://www.escuela.example.com/curso',
      extraQuestions: [{ question: '¿Tienes experiencia?', responseType: 'text' }],
    });
  });

  // Issue 17: a duration in months (an extension), and an enrollment period across the new year.
  it('takes a duration in months and an enrollment period that runs across the new year', async () => {
    const offer = await created(
      await publish(
        school.token,
        required({
          duration: '18',
          durationUnit: 'meses',
          enrollmentStartDate: '20',
          enrollmentStartMonth: 'Septiembre',
          enrollmentEndDate: '10',
          enrollmentEndMonth: 'Julio',
          schoolYearStartMonth: 'Octubre',
          schoolYearEndMonth: 'Junio',
        }),
      ),
    );
    expect(offer).toMatchObject({
      duration: { value: 18, unit: 'meses' },
      durationUnit: 'meses',
      enrollmentStartDate: 20,
      enrollmentStartMonth: 'Septiembre',
      enrollmentEndDate: 10,
      enrollmentEndMonth: 'Julio',
    });
    // 18 months from the next October: to the end of March two years on.
    const now = test.clock.now();
    const startYear = now.getUTCFullYear() + (now.getUTCMonth() + 1 > 10 ? 1 : 0);
    expect([offer.startDate, offer.endDate]).toEqual([`${startYear}-10-01`, `${startYear + 2}-03-31`]);
    const single = await created(await publish(school.token, required({ duration: '1', durationUnit: 'Mes' })));
    expect(single).toMatchObject({ duration: { value: 1, unit: 'mes' }, durationUnit: 'meses' });
    const years = await created(await publish(school.token, required({ duration: '10', durationUnit: 'años' })));
    expect(years).toMatchObject({ duration: { value: 10, unit: 'años' }, durationUnit: 'años' });
    const sameDay = required({ enrollmentStartDate: '20', enrollmentStartMonth: 'Junio' });
    const almostAYear = await publish(school.token, {
      ...sameDay,
      enrollmentEndDate: '10',
      enrollmentEndMonth: 'Junio',
    });
    expect(almostAYear.status).toBe(201);
  });

  it('keeps 10 requirements and 3 extra questions once blanks are dropped', async () => {
    const requirements = [...Array.from({ length: 10 }, (_, i) => `Requisito ${i + 1}`), ' ', ''];
    const questions = [
      { question: 'Una', responseType: 'text' },
      { question: 'Dos', responseType: 'number' },
      { question: '   ', responseType: 'text' },
      { question: 'Tres', responseType: 'boolean' },
    ];
    const offer = await created(
      await publish(
        school.token,
        required({ requirements: JSON.stringify(requirements), extraQuestions: JSON.stringify(questions) }),
      ),
    );
    expect((offer.requirements as string[]).length).toBe(10);
    expect((offer.extraQuestions as unknown[]).length).toBe(3);
  });

  it('refuses anyone but a verified institution, and stores nothing', async () => {
    const cases: [Account | undefined, number, string][] = [
      [undefined, 401, 'No autorizado. Inicia sesión para continuar.'],
      [creative, 403, MESSAGES.notInstitution],
      [company, 403, MESSAGES.notInstitution],
      [unverified, 403, MESSAGES.notVerified],
    ];
    for (const [who, status, error] of cases) {
      const answer = await publish(who?.token, fullForm(), { content: await png() });
      expect({ status: answer.status, error: answer.body.error }).toEqual({ status, error });
      if (who) expect(await offersOf(who.id)).toEqual([]);
    }
    const forged = await publish('no-es-un-token', required());
    expect(forged).toEqual({ status: 401, body: { error: 'Sesión no válida. Inicia sesión de nuevo.' } });
  });

  it('refuses each broken rule of part 2 §5 with its message and field, storing nothing', async () => {
    const before = (await offersOf(school.id)).length;
    const cases: [Record<string, string>, string, string][] = [
      [{ programName: 'x'.repeat(101) }, 'El título no puede exceder los 100 caracteres', 'programName'],
      [{ programName: '   ' }, 'El título es obligatorio.', 'programName'],
      [{ city: '' }, 'La ciudad es obligatoria.', 'city'],
      [{ country: '' }, 'El país es obligatorio.', 'country'],
      [{ educationType: '' }, 'El tipo de formación es obligatorio.', 'educationType'],
      [
        { educationType: 'Doctorado' },
        'El tipo de formación no es válido. Elige uno de: Grado, Máster, FP, Curso, Taller, Certificación, Otro.',
        'educationType',
      ],
      [{ modality: '' }, 'La modalidad es obligatoria.', 'modality'],
      [
        { modality: 'A distancia' },
        'La modalidad no es válida. Elige una de: Presencial, Online, Híbrida.',
        'modality',
      ],
      [{ duration: '' }, 'La duración es obligatoria.', 'duration'],
      [{ duration: '0' }, 'La duración debe ser un número positivo', 'duration'],
      [{ duration: '-2' }, 'La duración debe ser un número positivo', 'duration'],
      [{ duration: 'dos' }, 'La duración debe ser un número positivo', 'duration'],
      [{ duration: '1.5' }, 'La duración debe ser un número entero.', 'duration'],
      [{ duration: '11' }, 'La duración no puede superar los 10 años.', 'duration'],
      [{ duration: '121', durationUnit: 'meses' }, 'La duración no puede superar los 10 años.', 'duration'],
      [
        { durationUnit: 'semanas' },
        'La unidad de la duración no es válida. Elige una de: meses, años.',
        'durationUnit',
      ],
      [{ credits: '0' }, 'Los créditos deben ser un número positivo', 'credits'],
      [{ credits: '-60' }, 'Los créditos deben ser un número positivo', 'credits'],
      [{ credits: '7,5' }, 'Los créditos deben ser un número entero.', 'credits'],
      [{ credits: '601' }, 'Los créditos no pueden superar los 600.', 'credits'],
      [{ websiteUrl: 'no es una url' }, 'Por favor, introduce una URL válida', 'websiteUrl'],
      [{ websiteUrl: 'javascript:alert(1)' }, 'Por favor, introduce una URL válida', 'websiteUrl'],
      [{ websiteUrl: 'ftp://escuela.example.com' }, 'Por favor, introduce una URL válida', 'websiteUrl'],
      [{ websiteUrl: 'http://localhost' }, 'Por favor, introduce una URL válida', 'websiteUrl'],
      [{ brochureUrl: 'folleto' }, 'Por favor, introduce una URL válida', 'brochureUrl'],
      [
        { enrollmentStartDate: '32', enrollmentStartMonth: 'Enero' },
        'El día debe estar entre 1 y 31.',
        'enrollmentStartDate',
      ],
      [{ enrollmentEndDate: '0', enrollmentEndMonth: 'Enero' }, 'El día debe estar entre 1 y 31.', 'enrollmentEndDate'],
      [
        { enrollmentStartDate: '31', enrollmentStartMonth: 'Abril' },
        'Ese día no existe en el mes elegido.',
        'enrollmentStartDate',
      ],
      [
        { enrollmentStartDate: '3', enrollmentStartMonth: '' },
        'Indica el día y el mes de inicio de la inscripción.',
        'enrollmentStartMonth',
      ],
      [
        { enrollmentEndDate: '', enrollmentEndMonth: 'Mayo' },
        'Indica el día y el mes de fin de la inscripción.',
        'enrollmentEndDate',
      ],
      [
        { schoolYearStartMonth: 'Septiembr' },
        'El mes no es válido. Usa un mes de Enero a Diciembre.',
        'schoolYearStartMonth',
      ],
      [
        { requirements: JSON.stringify(Array.from({ length: 11 }, (_, i) => `Requisito ${i}`)) },
        'Máximo 10 requisitos permitidos',
        'requirements',
      ],
      [
        { requirements: 'Portfolio, entrevista' },
        'Los requisitos deben enviarse como una lista JSON de textos.',
        'requirements',
      ],
      [
        { requirements: JSON.stringify([1, 2]) },
        'Los requisitos deben enviarse como una lista JSON de textos.',
        'requirements',
      ],
      [
        { requirements: JSON.stringify(['x'.repeat(301)]) },
        'Cada requisito puede tener como máximo 300 caracteres.',
        'requirements',
      ],
      [
        { extraQuestions: JSON.stringify(['Una', 'Dos', 'Tres', 'Cuatro']) },
        'Máximo 3 preguntas adicionales permitidas.',
        'extraQuestions',
      ],
      [
        { extraQuestions: JSON.stringify([{ question: '¿Edad?', responseType: 'date' }]) },
        'El tipo de respuesta no es válido. Usa uno de: text, number, boolean, url.',
        'extraQuestions',
      ],
      [
        { extraQuestions: '{"question": "suelta"}' },
        'Las preguntas adicionales deben enviarse como una lista JSON de {question, responseType}.',
        'extraQuestions',
      ],
      [{ morningSchedule: 'quizás' }, 'El campo "morningSchedule" debe ser verdadero o falso.', 'morningSchedule'],
      [{ studyType: 'x'.repeat(101) }, 'El campo "studyType" debe tener como máximo 100 caracteres.', 'studyType'],
      [
        { description: 'x'.repeat(5001) },
        'El campo "description" debe tener como máximo 5000 caracteres.',
        'description',
      ],
      [
        { category: 'Joyería' },
        'La categoría no es válida. Elige una de: Moda, Diseño gráfico, Fotografía.',
        'category',
      ],
      [{ price: '-5' }, 'El precio debe ser un número positivo con hasta dos decimales.', 'price'],
      [{ price: '10.999' }, 'El precio debe ser un número positivo con hasta dos decimales.', 'price'],
      [{ currency: 'euros' }, 'La moneda debe ser un código de tres letras, como EUR.', 'currency'],
    ];
    for (const [overrides, error, field] of cases) {
      const answer = await publish(school.token, fullForm(overrides), { content: await png(40, 20) });
      expect({ status: answer.status, ...answer.body }, JSON.stringify(overrides).slice(0, 80)).toEqual({
        status: 400,
        error,
        field,
      });
    }
    expect((await offersOf(school.id)).length).toBe(before);
  });

  it('takes JPG and GIF header images; refuses other types by content and files over 5 MB', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c4653a' } })
      .jpeg()
      .toBuffer();
    const gif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#606c38' } })
      .gif()
      .toBuffer();
    for (const content of [jpeg, gif]) {
      const offer = await created(await publish(school.token, required(), { content, filename: 'x.bin' }));
      expect(offer.banner).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    }

    const before = (await offersOf(school.id)).length;
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const refusedTypes: FilePart[] = [
      { content: webp, filename: 'foto.png', type: 'image/png' },
      { content: Buffer.from('<?php echo "hola"; ?>'), filename: 'foto.jpg', type: 'image/jpeg' },
      { content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), filename: 'a.gif' },
      { content: Buffer.from('%PDF-1.7 folleto'), filename: 'folleto.png' },
    ];
    for (const file of refusedTypes) {
      expect(await publish(school.token, required(), file)).toEqual({
        status: 400,
        body: { error: MESSAGES.imageType, field: 'headerImage' },
      });
    }
    // Over 5 MB: refused while streaming, whatever the bytes are.
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await publish(school.token, required(), { content: huge })).toEqual({
      status: 413,
      body: { error: MESSAGES.imageTooLarge, field: 'headerImage' },
    });
    expect(await publish(school.token, required(), { content: await png(), field: 'logo' })).toEqual({
      status: 400,
      body: { error: 'Solo se admite un archivo, en el campo "headerImage".', field: 'logo' },
    });
    expect((await offersOf(school.id)).length).toBe(before);
  });

  it('treats an empty file part (an untouched file input) as no image', async () => {
    const offer = await created(await publish(school.token, required(), { content: Buffer.alloc(0), filename: '' }));
    expect(offer.banner).toBeNull();
  });

  it('refuses a body that is not multipart, and a repeated field', async () => {
    const before = (await offersOf(school.id)).length;
    const json = await call(test.app, 'POST', PUBLISH, required(), school.token);
    expect(json.status).toBe(406);
    expect(json.body).toEqual({ error: 'La solicitud debe enviarse como multipart/form-data.' });
    const twice = await publish(school.token, [...Object.entries(required()), ['city', 'Sevilla']]);
    expect(twice).toEqual({ status: 400, body: { error: 'El campo "city" está repetido.', field: 'city' } });
    expect((await offersOf(school.id)).length).toBe(before);
  });
});

describe('GET /api/offers/educational/{offerId}', () => {
  let offerId: string;
  beforeAll(async () => {
    offerId = (await created(await publish(school.token, required({ programName: 'Grado visible' }))))._id as string;
  });

  it('hides a pending offer from everyone but its owner', async () => {
    expect((await get(test.app, `${PUBLISH}/${offerId}`, school.token)).body.offer).toMatchObject({
      _id: offerId,
      status: 'pending',
    });
    for (const token of [undefined, rival.token, creative.token]) {
      expect(await get(test.app, `${PUBLISH}/${offerId}`, token)).toMatchObject({
        status: 404,
        body: { error: MESSAGES.notFound },
      });
    }
  });

  it('shows accepted and active offers to anyone, anonymous or with a stale token', async () => {
    for (const status of ['accepted', 'active'] as const) {
      await setStatus(offerId, status);
      for (const token of [undefined, rival.token, 'caducado']) {
        const answer = await get(test.app, `${PUBLISH}/${offerId}`, token);
        expect(answer.status).toBe(200);
        expect(answer.body.offer).toMatchObject({ _id: offerId, programName: 'Grado visible', status });
      }
    }
  });

  it('hides cancelled and rejected offers again', async () => {
    for (const status of ['cancelled', 'rejected'] as const) {
      await setStatus(offerId, status);
      expect((await get(test.app, `${PUBLISH}/${offerId}`)).status).toBe(404);
      expect((await get(test.app, `${PUBLISH}/${offerId}`, school.token)).body.offer).toMatchObject({ status });
    }
  });

  it('answers 404 in Spanish for unknown and malformed ids', async () => {
    for (const id of ['0b5f8a8e-4f5e-4c1e-9a57-3f0c9d1e2b7a', 'no-es-un-id', '1']) {
      expect(await get(test.app, `${PUBLISH}/${id}`)).toMatchObject({
        status: 404,
        body: { error: MESSAGES.notFound },
      });
    }
  });
});

describe('GET /api/offers/educational/by-ids (extension)', () => {
  it('answers the public offers as GET /api/offers/educational/{offerId} does, for anyone', async () => {
    const ids = {} as Record<EducationalOfferStatus, string>;
    for (const status of EDUCATIONAL_OFFER_STATUSES) {
      const offer = await created(await publish(school.token, required({ programName: `Por ids ${status}` })));
      ids[status] = offer._id as string;
      await setStatus(ids[status], status);
    }
    const asked = [
      ...Object.values(ids),
      ids.active.toUpperCase(),
      '0b5f8a8e-4f5e-4c1e-9a57-3f0c9d1e2b7a',
      'no-es-un-id',
    ];
    for (const token of [undefined, school.token]) {
      const answer = await get(test.app, `${PUBLISH}/by-ids?ids=${asked.join(',')}`, token);
      expect(answer.status).toBe(200);
      const offers = answer.body.offers as Record<string, unknown>[];
      expect(offers.map((offer) => offer._id).sort()).toEqual([ids.accepted, ids.active].sort());
      for (const offer of offers) {
        expect(offer).toEqual((await get(test.app, `${PUBLISH}/${String(offer._id)}`)).body.offer);
      }
    }
  });
});

describe('the lists of an institution', () => {
  let lister: Account;
  const ids: Record<EducationalOfferStatus, string> = {} as Record<EducationalOfferStatus, string>;
  beforeAll(async () => {
    lister = await account(institutionProfile('Escuela Lista'));
    for (const status of ['pending', 'accepted', 'active', 'cancelled', 'rejected'] as const) {
      const offer = await created(await publish(lister.token, required({ programName: `Programa ${status}` })));
      ids[status] = offer._id as string;
      await setStatus(ids[status], status);
      test.clock.advance(60_000);
    }
  });
  const names = (answer: Answer) => (answer.body.offers as { programName: string }[]).map((o) => o.programName);

  it('GET /api/offers/educational/user/{username}: every status of my own, newest first', async () => {
    const own = await get(test.app, `${PUBLISH}/user/${lister.username.toUpperCase()}`, lister.token);
    expect(own.status).toBe(200);
    expect(names(own)).toEqual(['rejected', 'cancelled', 'active', 'accepted', 'pending'].map((s) => `Programa ${s}`));
    expect(own.body).toMatchObject({ total: 5, totalPages: 1 });
    for (const field of SPEC_FIELDS) expect((own.body.offers as object[])[0]).toHaveProperty(field);
    const pending = await get(test.app, `${PUBLISH}/user/${lister.username}?status=pending`, lister.token);
    expect(names(pending)).toEqual(['Programa pending']);
  });

  it('GET /api/offers/educational/user/{username}: several statuses, comma-separated (extension)', async () => {
    const inactive = await get(test.app, `${PUBLISH}/user/${lister.username}?status=cancelled,rejected`, lister.token);
    expect(names(inactive)).toEqual(['Programa rejected', 'Programa cancelled']);
    expect(inactive.body).toMatchObject({ total: 2, totalPages: 1 });
    // Someone else's list keeps only the public statuses asked for.
    const other = await get(test.app, `${PUBLISH}/user/${lister.username}?status=pending,active`, rival.token);
    expect(names(other)).toEqual(['Programa active']);
    const hidden = await get(test.app, `${PUBLISH}/user/${lister.username}?status=pending,rejected`, rival.token);
    expect(hidden.body).toMatchObject({ offers: [], total: 0 });
    expect((await get(test.app, `${PUBLISH}/user/${lister.username}?status=pending,`, lister.token)).status).toBe(400);
  });

  it("GET /api/offers/educational/user/{username}: someone else's public ones only", async () => {
    const other = await get(test.app, `${PUBLISH}/user/${lister.username}`, rival.token);
    expect(names(other)).toEqual(['Programa active', 'Programa accepted']);
    expect(other.body).toMatchObject({ total: 2, totalPages: 1 });
    const asked = await get(test.app, `${PUBLISH}/user/${lister.username}?status=pending`, rival.token);
    expect(asked.body).toEqual({ offers: [], page: 1, limit: 100, total: 0, totalPages: 0, hasMore: false });
  });

  it('GET /api/offers/educational/user/{username}: token required, unknown user 404, paging checked', async () => {
    expect((await get(test.app, `${PUBLISH}/user/${lister.username}`)).status).toBe(401);
    expect(await get(test.app, `${PUBLISH}/user/nadie_aqui`, rival.token)).toMatchObject({
      status: 404,
      body: { error: 'Usuario no encontrado.' },
    });
    expect(await get(test.app, `${PUBLISH}/user/${lister.username}?limit=0`, lister.token)).toMatchObject({
      status: 400,
      body: { error: 'El campo "limit" debe ser como mínimo 1.', field: 'limit' },
    });
    expect((await get(test.app, `${PUBLISH}/user/${lister.username}?status=borrador`, lister.token)).status).toBe(400);
    const second = await get(test.app, `${PUBLISH}/user/${lister.username}?page=2&limit=2`, lister.token);
    expect(names(second)).toEqual(['Programa active', 'Programa accepted']);
    expect(second.body).toMatchObject({ total: 5, totalPages: 3 });
  });

  it('GET /api/offers/educational/user-external/{username}: the public ones, no token needed', async () => {
    const answer = await get(test.app, `${PUBLISH}/user-external/${lister.username}`);
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['Programa active', 'Programa accepted']);
    // Even the owner sees only the public ones here (it is the public profile's list).
    expect(names(await get(test.app, `${PUBLISH}/user-external/${lister.username}`, lister.token))).toHaveLength(2);
    expect((await get(test.app, `${PUBLISH}/user-external/nadie_aqui`)).status).toBe(404);
  });

  it('GET /api/educational-offers/institution/{userId}: the public ones', async () => {
    const answer = await get(test.app, `/api/educational-offers/institution/${lister.id}`);
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['Programa active', 'Programa accepted']);
    expect(answer.body).toMatchObject({ total: 2, totalPages: 1 });
    for (const id of ['0b5f8a8e-4f5e-4c1e-9a57-3f0c9d1e2b7a', 'abc']) {
      expect(await get(test.app, `/api/educational-offers/institution/${id}`)).toMatchObject({
        status: 404,
        body: { error: 'Usuario no encontrado.' },
      });
    }
    // A user without offers has an empty list.
    expect((await get(test.app, `/api/educational-offers/institution/${creative.id}`)).body).toEqual({
      offers: [],
      page: 1,
      limit: 100,
      total: 0,
      totalPages: 0,
      hasMore: false,
    });
  });
});

describe('the owner changes an offer (extensions)', () => {
  let offer: Record<string, unknown>;
  const url = () => `${PUBLISH}/${offer._id as string}`;
  beforeAll(async () => {
    offer = await created(
      await publish(school.token, fullForm({ programName: 'Curso editable' }), { content: await png() }),
    );
    await setStatus(offer._id as string, 'accepted');
  });
  const stored = async () =>
    test.db
      .selectFrom('educational_offers')
      .selectAll()
      .where('id', '=', offer._id as string)
      .executeTakeFirst();

  it('PUT /api/offers/educational/{offerId}: someone else cannot, and nothing changes', async () => {
    const before = await stored();
    const answer = await send('PUT', url(), rival.token, required({ programName: 'Robado' }));
    expect(answer).toEqual({ status: 403, body: { error: MESSAGES.notOwner } });
    expect(await send('PUT', url(), undefined, required())).toMatchObject({ status: 401 });
    expect(await stored()).toEqual(before);
  });

  it('PUT /api/offers/educational/{offerId}: a broken rule changes nothing', async () => {
    const before = await stored();
    const answer = await send('PUT', url(), school.token, required({ duration: '0' }));
    expect(answer).toEqual({
      status: 400,
      body: { error: 'La duración debe ser un número positivo', field: 'duration' },
    });
    expect(await stored()).toEqual(before);
  });

  it('PUT /api/offers/educational/{offerId}: replaces the form of an offer under review, keeps the image', async () => {
    // A public offer's edit waits beside it instead (test/educational-offer-revisions.test.ts).
    await setStatus(offer._id as string, 'pending');
    const answer = await send('PUT', url(), school.token, required({ programName: 'Curso editado', duration: '3' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Oferta educativa actualizada. La revisaremos antes de volver a publicarla.');
    expect(answer.body.offer).toMatchObject({
      _id: offer._id,
      programName: 'Curso editado',
      duration: { value: 3, unit: 'años' },
      status: 'pending',
      banner: offer.banner,
      publicationDate: offer.publicationDate,
      requirements: [],
      price: null,
    });
    const replaced = await send('PUT', url(), school.token, required(), { content: await png(500, 500) });
    expect((replaced.body.offer as { banner: string }).banner).not.toBe(offer.banner);
  });

  it('PUT /api/offers/educational/{offerId}/status: the owner deactivates; others cannot', async () => {
    await setStatus(offer._id as string, 'accepted');
    const statusUrl = `${url()}/status`;
    expect(await call(test.app, 'PUT', statusUrl, { status: 'cancelled' }, rival.token)).toMatchObject({
      status: 403,
      body: { error: MESSAGES.notOwner },
    });
    expect(await call(test.app, 'PUT', statusUrl, { status: 'accepted' }, school.token)).toMatchObject({
      status: 400,
      body: { error: 'El valor del campo "status" no es válido.', field: 'status' },
    });
    expect((await stored())?.status).toBe('accepted');
    const answer = await call(test.app, 'PUT', statusUrl, { status: 'cancelled' }, school.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Oferta educativa desactivada.', offer: { status: 'cancelled' } });
    expect((await get(test.app, url())).status).toBe(404);
    // Editing a cancelled offer does not bring it back.
    await send('PUT', url(), school.token, required());
    expect((await stored())?.status).toBe('cancelled');
    // A non-public offer of someone else is not even found.
    expect((await call(test.app, 'PUT', statusUrl, { status: 'cancelled' }, rival.token)).status).toBe(404);
  });

  it('DELETE /api/offers/educational/{offerId}: only the owner', async () => {
    await setStatus(offer._id as string, 'active');
    expect(await call(test.app, 'DELETE', url(), undefined, rival.token)).toMatchObject({
      status: 403,
      body: { error: MESSAGES.notOwner },
    });
    expect((await call(test.app, 'DELETE', url())).status).toBe(401);
    expect(await stored()).toBeDefined();
    expect(await call(test.app, 'DELETE', url(), undefined, school.token)).toEqual({
      status: 200,
      body: { message: 'Oferta educativa eliminada.' },
      headers: expect.anything(),
    });
    expect(await stored()).toBeUndefined();
    expect((await call(test.app, 'DELETE', url(), undefined, school.token)).status).toBe(404);
  });
});

describe('image files of deleted and edited offers', () => {
  const onDisk = (url: string) => existsSync(join(test.mediaDir, url.replace('/media/', '')));
  const uniquePng = () =>
    sharp({ create: { width: 800, height: 400, channels: 3, background: `#${randomBytes(3).toString('hex')}` } })
      .png()
      .toBuffer();

  it('are removed once no other row uses them (files are shared by content hash)', async () => {
    const image = await uniquePng();
    const first = await created(await publish(school.token, required(), { content: image }));
    const second = await created(await publish(school.token, required(), { content: image }));
    const details = first.bannerDetails as { url: string; variants: { url: string }[] };
    expect(second.banner).toBe(details.url);
    expect(onDisk(details.url)).toBe(true);

    await call(test.app, 'DELETE', `${PUBLISH}/${first._id as string}`, undefined, school.token);
    expect(onDisk(details.url)).toBe(true);

    const edited = await send('PUT', `${PUBLISH}/${second._id as string}`, school.token, required(), {
      content: await uniquePng(),
    });
    const replacement = (edited.body.offer as { banner: string }).banner;
    expect(onDisk(details.url)).toBe(false);
    expect(details.variants.some((variant) => onDisk(variant.url))).toBe(false);
    expect(onDisk(replacement)).toBe(true);

    await call(test.app, 'DELETE', `${PUBLISH}/${second._id as string}`, undefined, school.token);
    expect(onDisk(replacement)).toBe(false);
  });
});

describe('searchEducationalOffers and educationalOfferFilesOf (used by search and account deletion)', () => {
  let searcher: Account;
  let publicId: string;
  beforeAll(async () => {
    searcher = await account({ ...institutionProfile('Instituto Ñandú de Diseño'), city: 'Córdoba' });
    const make = async (fields: Record<string, string>, status: EducationalOfferStatus, image?: Buffer) => {
      const offer = await created(await publish(searcher.token, required(fields), image && { content: image }));
      await setStatus(offer._id as string, status);
      return offer._id as string;
    };
    publicId = await make(
      { programName: 'Máster en Diseño Textil', city: 'Córdoba', description: 'Tintes naturales y telares.' },
      'accepted',
      await png(),
    );
    await make({ programName: 'Máster oculto en Diseño', city: 'Córdoba' }, 'pending');
  });
  const found = async (query: string) => (await searchEducationalOffers(test.db, query, 10)).items.map((o) => o._id);

  it('finds public offers whatever the accents and case, by name, description, city or institution', async () => {
    for (const query of ['master en diseno', 'MÁSTER', 'telares', 'cordoba', 'instituto ñandu', 'ÑANDÚ']) {
      expect(await found(query), query).toEqual([publicId]);
    }
    // Spanish stems: "diseños" finds "Diseño".
    expect(await found('diseños textiles')).toEqual([publicId]);
  });

  it('never finds pending offers, nothing for blank queries, and LIKE wildcards are literal', async () => {
    expect(await found('oculto')).toEqual([]);
    expect(await found('   ')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    const { items, total } = await searchEducationalOffers(test.db, 'textil', 0);
    expect(items.map((o) => o._id)).toEqual([publicId]);
    expect(total).toBe(1);
  });

  it('educationalOfferFilesOf lists the images of every offer of the user, variants included', async () => {
    const offer = (await get(test.app, `${PUBLISH}/${publicId}`)).body.offer as {
      bannerDetails: { url: string; variants: { url: string }[] };
    };
    const files = await educationalOfferFilesOf(test.db, searcher.id);
    expect(files.sort()).toEqual(
      [offer.bannerDetails.url, ...offer.bannerDetails.variants.map((variant) => variant.url)].sort(),
    );
    expect(await educationalOfferFilesOf(test.db, creative.id)).toEqual([]);
  });

  it('deleting an account removes its offers and institution facts (ON DELETE CASCADE)', async () => {
    await call(test.app, 'PUT', '/api/educational-offers/institution', { type: 'public' }, searcher.token);
    await test.db.deleteFrom('users').where('id', '=', searcher.id).execute();
    expect(await offersOf(searcher.id)).toEqual([]);
    const facts = await test.db
      .selectFrom('institution_details')
      .selectAll()
      .where('user_id', '=', searcher.id)
      .execute();
    expect(facts).toEqual([]);
    expect(await found('textil')).toEqual([]);
  });
});
