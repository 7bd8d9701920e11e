import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize, phonePhoto } from '../../../tests/support/real-files';
import { PROFILE_PDF_FILE } from '../../src/domains/profiles/rest';
import { CSRF_HEADER } from '../../src/security/csrf';
import { signIn } from '../support/accounts';
import type { GraphQLAnswer } from '../support/gateway';
import { graphqlUpload, multipart } from '../support/multipart';
import { png } from '../support/png';
import { startStack, type Stack } from '../support/stack';

/**
 * The profile editor's files through the graph (spec part 2 §2 PDF upload, logos of the
 * education and experience entries), as GraphQL multipart requests against the real api
 * (seed: small).
 */
let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack('small');
  token = await signIn(stack, 'creativa@demo.es');
});
afterAll(() => stack?.close());

type UserErrors = { field: string | null; message: string }[];

/** A PDF as the api checks it: by its first bytes (`%PDF-`), padded to `bytes`. */
function pdf(bytes = 2048): Buffer {
  const head = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]);
}

async function send<D>(query: string, input: Record<string, unknown>, file: Buffer, filename: string, type: string) {
  const parts = graphqlUpload(
    query,
    { input: { ...input, file: null } },
    {
      0: { path: 'variables.input.file', bytes: file, filename, type },
    },
  );
  const { body, contentType } = multipart(parts);
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
    body,
  });
  return (await response.json()) as GraphQLAnswer<D>;
}

const UPLOAD_FILE = `mutation F($input: UploadProfileFileInput!) {
  uploadProfileFile(input: $input) { user { cv { url fileName } portfolio { url fileName } } userErrors { field message } }
}`;
type FilePayload = {
  uploadProfileFile: {
    user: { cv: { url: string; fileName: string } | null; portfolio: { url: string; fileName: string } | null } | null;
    userErrors: UserErrors;
  };
};

const uploadFile = (kind: 'CV' | 'PORTFOLIO', file: Buffer, filename: string, type = 'application/pdf') =>
  send<FilePayload>(UPLOAD_FILE, { kind }, file, filename, type);

async function storedFiles() {
  const profile = await fetch(`${stack.api.url}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  const { cvUrl, portfolioUrl } = (await profile.json()) as { cvUrl: string | null; portfolioUrl: string | null };
  return { media: (await readdir(stack.api.mediaDir)).sort(), cvUrl, portfolioUrl };
}

describe('uploadProfileFile', () => {
  it('stores a CV PDF and answers the viewer with it (the upload, then the viewer: 2 calls)', async () => {
    const answer = await uploadFile('CV', pdf(), 'Mi CV 2026.pdf');
    expect(answer.errors).toBeUndefined();
    const { user, userErrors } = answer.data!.uploadProfileFile;
    expect(userErrors).toEqual([]);
    expect(user!.cv).toEqual({ url: expect.stringMatching(/^\/media\/[0-9a-f]+\.pdf$/), fileName: 'Mi CV 2026.pdf' });
    expect(answer.extensions?.upstreamCalls).toBe(2);
    expect((await storedFiles()).cvUrl).toBe(user!.cv!.url);
  });

  it('stores a portfolio PDF, whatever type the browser declared', async () => {
    const { user, userErrors } = (await uploadFile('PORTFOLIO', pdf(4096), 'portfolio.pdf', 'application/octet-stream'))
      .data!.uploadProfileFile;
    expect(userErrors).toEqual([]);
    expect(user!.portfolio).toEqual({ url: expect.stringMatching(/\.pdf$/), fileName: 'portfolio.pdf' });
  });

  it("refuses a PNG with the api's 'Solo se permiten archivos PDF', storing nothing", async () => {
    const before = await storedFiles();
    const answer = await uploadFile('CV', png(), 'cv.pdf');
    expect(answer.data!.uploadProfileFile).toEqual({
      user: null,
      userErrors: [{ field: 'file', message: 'Solo se permiten archivos PDF' }],
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a PDF over 10 MB before calling the api', async () => {
    const before = await storedFiles();
    const answer = await uploadFile('CV', pdf(PROFILE_PDF_FILE.maxBytes + 512 * 1024), 'grande.pdf');
    expect(answer.data!.uploadProfileFile).toEqual({
      user: null,
      userErrors: [{ field: 'file', message: 'El archivo es demasiado grande. Máximo 10MB permitido.' }],
    });
    expect(answer.extensions?.upstreamCalls).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('stores a real portfolio PDF of exactly 10 MiB, the limit', async () => {
    const exact = pdfOfSize(PROFILE_PDF_FILE.maxBytes);
    const answer = await uploadFile('PORTFOLIO', exact, 'portfolio-completo.pdf');
    expect(answer.data!.uploadProfileFile.userErrors).toEqual([]);
    const { url } = answer.data!.uploadProfileFile.user!.portfolio!;
    const stored = await readFile(join(stack.api.mediaDir, url.slice('/media/'.length)));
    expect(stored.equals(exact)).toBe(true);
  }, 60_000);

  it("refuses a real PDF of 10 MiB + 1 byte with the api's words, storing nothing", async () => {
    const before = await storedFiles();
    const answer = await uploadFile('CV', pdfOfSize(PROFILE_PDF_FILE.maxBytes + 1), 'cv-grande.pdf');
    expect(answer.data!.uploadProfileFile).toEqual({
      user: null,
      userErrors: [{ field: 'file', message: 'El archivo es demasiado grande. Máximo 10MB permitido.' }],
    });
    expect(await storedFiles()).toEqual(before);
  }, 60_000);

  it('needs a token', async () => {
    const parts = graphqlUpload(
      UPLOAD_FILE,
      { input: { kind: 'CV', file: null } },
      {
        0: { path: 'variables.input.file', bytes: pdf(), filename: 'cv.pdf', type: 'application/pdf' },
      },
    );
    const { body, contentType } = multipart(parts);
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, [CSRF_HEADER]: '1' },
      body,
    });
    const answer = (await response.json()) as GraphQLAnswer;
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.extensions?.upstreamCalls).toBe(0);
  });
});

const UPLOAD_LOGO = `mutation L($input: UploadLogoInput!) { uploadLogo(input: $input) { logoUrl userErrors { field message } } }`;
type LogoPayload = { uploadLogo: { logoUrl: string | null; userErrors: UserErrors } };

describe('uploadLogo', () => {
  it.each(['INSTITUTION', 'COMPANY'] as const)(
    'stores a %s logo (1 call), which an entry then keeps through updateProfile',
    async (kind) => {
      const answer = await send<LogoPayload>(UPLOAD_LOGO, { kind }, png({ side: 32 }), 'logo.png', 'image/png');
      const { logoUrl, userErrors } = answer.data!.uploadLogo;
      expect(userErrors).toEqual([]);
      expect(logoUrl).toMatch(/^\/media\/[0-9a-f]+\.webp$/);
      expect(answer.extensions?.upstreamCalls).toBe(1);
      const input =
        kind === 'INSTITUTION'
          ? { education: [{ institution: 'Escuela de Moda', institutionLogo: logoUrl }] }
          : { experience: [{ title: 'Patronista', company: 'Atelier', companyLogo: logoUrl }] };
      const saved = await stack.gateway.graphql<{
        updateProfile: { user: { education: { institutionLogo: string }[]; experience: { companyLogo: string }[] } };
      }>(
        `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { user { education { institutionLogo } experience { companyLogo } } } }`,
        { token, variables: { input } },
      );
      const user = saved.data!.updateProfile.user;
      expect(kind === 'INSTITUTION' ? user.education[0]!.institutionLogo : user.experience[0]!.companyLogo).toBe(
        logoUrl,
      );
    },
  );

  it('stores a phone photo (a 12 MP JPEG of 4.4 MB) as a logo', async () => {
    const photo = await phonePhoto(3);
    const answer = await send<LogoPayload>(UPLOAD_LOGO, { kind: 'COMPANY' }, photo, 'IMG_0003.jpg', 'image/jpeg');
    expect(answer.data!.uploadLogo.userErrors).toEqual([]);
    expect(answer.data!.uploadLogo.logoUrl).toMatch(/^\/media\/[0-9a-f]+\.webp$/);
  }, 60_000);

  it('refuses a file that is not an image as a userError', async () => {
    const answer = await send<LogoPayload>(UPLOAD_LOGO, { kind: 'COMPANY' }, pdf(), 'logo.pdf', 'application/pdf');
    expect(answer.data!.uploadLogo).toEqual({
      logoUrl: null,
      userErrors: [{ field: 'file', message: 'El archivo no es una imagen válida.' }],
    });
  });
});
