// Every route that takes a file, with a form it would accept apart from the file, the
// account allowed to send it, its size limit and its 413 message: shared by the upload
// limit tests, the cut-off body tests and the fuzz test.
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import type { TestApp } from '../src/testing';
import { requiredEducationalFields } from './educational-offers.fixtures';
import { login, post } from './helpers';
import { multipart, offerFields } from './job-offers.fixtures';

const MB = 1024 * 1024;

export type UploadAccount = 'creative' | 'company' | 'institution';

export interface UploadRoute {
  method: 'POST' | 'PUT';
  /** With `{jobOfferId}` or `{educationalOfferId}` where the route edits an offer. */
  path: string;
  account: UploadAccount;
  fileField: string;
  /** Text fields that make the form acceptable apart from the file. */
  fields: Record<string, string>;
  kind: 'image' | 'pdf';
  maxBytes: number;
  tooLarge: string;
}

/** A route's entry: most take one `file` image of at most 10 MB from the creative account. */
const route = (method: UploadRoute['method'], path: string, overrides: Partial<UploadRoute> = {}): UploadRoute => ({
  method,
  path,
  account: 'creative',
  fileField: 'file',
  fields: {},
  kind: 'image',
  maxBytes: 10 * MB,
  tooLarge: 'El archivo es demasiado grande.',
  ...overrides,
});

const pdf = { kind: 'pdf', tooLarge: 'El archivo es demasiado grande. Máximo 10MB permitido.' } as const;
const fiveMb = { maxBytes: 5 * MB, tooLarge: 'El archivo es demasiado grande. Máximo 5MB permitido.' };
const jobOffer = { ...fiveMb, account: 'company', fileField: 'logo', fields: offerFields() } as const;
const educational = {
  ...fiveMb,
  account: 'institution',
  fileField: 'headerImage',
  fields: requiredEducationalFields(),
} as const;

export const UPLOAD_ROUTES: UploadRoute[] = [
  route('PUT', '/api/users/profile-picture'),
  route('POST', '/api/users/institution-logo'),
  route('POST', '/api/users/company-logo'),
  route('PUT', '/api/users/cv', pdf),
  route('PUT', '/api/users/portfolio', pdf),
  route('POST', '/api/posts', {
    fileField: 'images',
    fields: { title: 'Editorial de invierno', description: 'Lana y lino.' },
    tooLarge: 'La imagen es demasiado grande. El máximo es 10 MB por imagen.',
  }),
  route('POST', '/api/offers/create', jobOffer),
  route('PUT', '/api/offers/{jobOfferId}', jobOffer),
  route('POST', '/api/offers/educational', educational),
  route('PUT', '/api/offers/educational/{educationalOfferId}', educational),
];

export interface UploadFixtures {
  tokens: Record<UploadAccount, string>;
  jobOfferId: string;
  educationalOfferId: string;
}

/** Signs in the demo accounts of a 'small' seed and creates one offer of each kind to edit. */
export async function uploadFixtures(test: TestApp): Promise<UploadFixtures> {
  const tokens = {
    creative: await login(test.app, DEMO_ACCOUNTS.creative),
    company: await login(test.app, DEMO_ACCOUNTS.company),
    institution: await login(test.app, DEMO_ACCOUNTS.institution),
  };
  const jobOffer = await post(test.app, '/api/offers/create', offerFields(), tokens.company);
  const form = multipart(requiredEducationalFields());
  const educational = await test.app.inject({
    method: 'POST',
    url: '/api/offers/educational',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${tokens.institution}` },
  });
  const idOf = (body: unknown) => (body as { offer?: { _id?: string } }).offer?._id;
  const jobOfferId = idOf(jobOffer.body);
  const educationalOfferId = idOf(educational.json());
  if (!jobOfferId || !educationalOfferId) throw new Error('could not create the offers to edit');
  return { tokens, jobOfferId, educationalOfferId };
}

export function uploadUrl(route: UploadRoute, fixtures: UploadFixtures): string {
  return route.path
    .replace('{jobOfferId}', fixtures.jobOfferId)
    .replace('{educationalOfferId}', fixtures.educationalOfferId);
}

/**
 * A file of the route's kind that stays valid when cut anywhere after its first
 * kilobytes (a JPEG followed by padding, a PDF with a long comment), so a file kept
 * short by a missed limit would be stored, not refused for its content.
 */
export async function paddedFile(kind: UploadRoute['kind'], size: number): Promise<Buffer> {
  const head =
    kind === 'pdf'
      ? Buffer.from('%PDF-1.4\n%')
      : await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8d5b4c' } })
          .jpeg()
          .toBuffer();
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

export interface UploadRequest {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  payload: Buffer;
}

/** The route's form with `file` in its file field, signed in as the route's account. */
export function uploadRequest(
  route: UploadRoute,
  fixtures: UploadFixtures,
  file: Buffer,
  filename = route.kind === 'pdf' ? 'cv.pdf' : 'foto.jpg',
): UploadRequest {
  const form = multipart(route.fields, {
    field: route.fileField,
    filename,
    content: file,
    type: route.kind === 'pdf' ? 'application/pdf' : 'image/jpeg',
  });
  return {
    method: route.method,
    url: uploadUrl(route, fixtures),
    headers: { ...form.headers, authorization: `Bearer ${fixtures.tokens[route.account]}` },
    payload: form.payload,
  };
}

/** What an upload could change: the media files and every row that mentions one. */
export async function storedState(test: TestApp): Promise<string> {
  const files = (await readdir(test.mediaDir)).sort();
  const rows = await Promise.all([
    test.db.selectFrom('users').select(['id', 'profile_picture', 'cv_url', 'portfolio_url', 'updated_at']).execute(),
    test.db.selectFrom('user_uploads').selectAll().execute(),
    test.db.selectFrom('posts').select(['id', 'images']).execute(),
    test.db.selectFrom('job_offers').select(['id', 'company_logo', 'updated_at']).execute(),
    test.db.selectFrom('educational_offers').select(['id', 'header_image', 'updated_at']).execute(),
  ]);
  const sorted = rows.map((list) => list.map((row) => JSON.stringify(row)).sort());
  return JSON.stringify({ files, rows: sorted });
}

const CHUNK = 64 * 1024;

/**
 * The body in 64 KiB pieces counted from the file's first byte, as a proxy or a browser
 * streaming the file sends it: a piece then ends exactly at a size limit of whole MB,
 * which is when the parser's truncation went unnoticed.
 */
export function fileAlignedChunks(request: UploadRequest, file: Buffer): Buffer[] {
  const start = request.payload.indexOf(file.subarray(0, 64));
  const chunks = [request.payload.subarray(0, start)];
  for (let at = start; at < request.payload.length; at += CHUNK) {
    chunks.push(request.payload.subarray(at, at + CHUNK));
  }
  return chunks;
}

/** Sends the body over a real socket piece by piece, each piece read on its own. */
export function sendInPieces(baseUrl: string, request: UploadRequest, pieces: Buffer[]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, 'content-length': String(request.payload.length) };
    const outgoing = httpRequest(baseUrl + request.url, { method: request.method, headers }, (response) => {
      const body: Buffer[] = [];
      response.on('data', (chunk: Buffer) => body.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(body).toString()) as unknown }),
      );
    });
    outgoing.on('error', reject);
    void (async () => {
      for (const piece of pieces) {
        if (outgoing.destroyed) return;
        outgoing.write(piece);
        // A pause, so the server reads each piece apart instead of a coalesced buffer.
        await new Promise((resume) => setTimeout(resume, 1));
      }
      outgoing.end();
    })();
  });
}

export interface Outcome {
  status: number;
  body: unknown;
}
