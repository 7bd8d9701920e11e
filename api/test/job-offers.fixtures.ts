// Shared by the job offer, application and admin tests: accounts of each kind, the
// multipart offer form, and reading offers back from the database.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { approveOffer, verifyProfessional } from '../src/admin/commands';
import type { TestApp } from '../src/testing';
import { call, createAccount, put, type Answer } from './helpers';

export type Account = Awaited<ReturnType<typeof createAccount>>;

/** A Profesional company account, verified by the operator unless told otherwise. */
export async function createCompany(test: TestApp, options: { verified?: boolean } = {}): Promise<Account> {
  const account = await createAccount(test);
  const companyName = `Marca ${randomBytes(3).toString('hex')}`;
  const answer = await put(
    test.app,
    '/api/users/profile',
    { role: 'Profesional', professionalType: 2, companyName },
    account.token,
  );
  if (answer.status !== 200) throw new Error(`profile refused: ${JSON.stringify(answer.body)}`);
  if (options.verified ?? true) {
    const result = await verifyProfessional(test.db, account.form.email);
    if (!result.ok) throw new Error(result.lines.join('\n'));
  }
  return { ...account, user: { ...account.user, companyName } };
}

export async function createCreative(test: TestApp): Promise<Account> {
  const account = await createAccount(test);
  await put(
    test.app,
    '/api/users/profile',
    { role: 'Creativo', creativeType: 1, fullName: 'Ana Candidata' },
    account.token,
  );
  return account;
}

/** Every required field of the offer form, filled in. */
export function offerFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    position: 'Diseñador/a de punto junior',
    jobType: 'Tiempo completo',
    locationType: 'Híbrido',
    city: 'Bilbao',
    country: 'España',
    descriptionEmployer: 'Taller de punto con treinta años de oficio.',
    description: 'Desarrollo de colecciones de punto para marcas independientes.',
    requiredProfile: 'Formación en diseño de moda y manejo de tricotosas.',
    ...overrides,
  };
}

export interface FilePart {
  field: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(fields: Record<string, string>, files?: FilePart | FilePart[]) {
  const boundary = `----moda${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of [files ?? []].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends the offer form (multipart) to create (POST) or edit (PUT) an offer. */
export async function sendOfferForm(
  test: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  file?: FilePart,
): Promise<Answer> {
  const form = multipart(fields, file);
  const response = await test.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = response.body;
  return { status: response.statusCode, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

export type Offer = Record<string, unknown> & { _id: string };

/** Creates an offer through the api (pending); `approve` publishes it as the operator would. */
export async function createOffer(
  test: TestApp,
  token: string,
  overrides: Record<string, string> = {},
  options: { approve?: boolean } = {},
): Promise<Offer> {
  const answer = await sendOfferForm(test, 'POST', '/api/offers/create', token, offerFields(overrides));
  if (answer.status !== 201) throw new Error(`offer refused: ${JSON.stringify(answer.body)}`);
  const offer = answer.body.offer as Offer;
  if (options.approve ?? true) {
    const result = await approveOffer(test.db, offer._id);
    if (!result.ok) throw new Error(result.lines.join('\n'));
  }
  return offer;
}

export const QUESTIONS = [
  { question: '¿Cuántos años de experiencia tienes?', responseType: 'number' },
  { question: '¿Tienes disponibilidad inmediata?', responseType: 'boolean' },
  { question: 'Enlace a tu portfolio', responseType: 'url' },
];

export function offerRow(test: TestApp, id: string) {
  return test.db.selectFrom('job_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function applicationRows(test: TestApp, offerId: string) {
  return test.db.selectFrom('job_applications').selectAll().where('offer_id', '=', offerId).execute();
}

export const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .png()
    .toBuffer();

export const json = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  test: TestApp,
  url: string,
  body?: unknown,
  token?: string,
) => call(test.app, method, url, body, token);

/** Every field the spec names for a job offer answer. */
export const OFFER_FIELDS = [
  '_id',
  'position',
  'description',
  'companyName',
  'companyLogo',
  'companyDescription',
  'publisher',
  'publisherName',
  'country',
  'city',
  'jobType',
  'locationType',
  'publicationDate',
  'expirationDate',
  'status',
  'duration',
  'experienceYears',
  'experience',
  'website',
  'contactName',
  'descriptionEmployer',
  'functions',
  'offered',
  'requiredProfile',
  'tags',
  'isUrgent',
  'isExternal',
  'externalLink',
  'externalUrl',
  'extraQuestions',
];

export const NOT_FOUND = 'Oferta no encontrada.';
