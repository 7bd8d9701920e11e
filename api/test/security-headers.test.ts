// Finding 9 of issue 6, the api's half: every answer carries nosniff, no-referrer and a
// policy that allows nothing; uploaded media are served so a browser never runs one as
// a page (a sandboxing policy, the stored type, PDFs as downloads), even a `%PDF-` file
// with HTML inside.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { createTestApp, type TestApp } from '../src/testing';
import { login } from './helpers';
import { multipart } from './job-offers.fixtures';
import { paddedFile } from './upload-routes';

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "sandbox; default-src 'none'",
};

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
  token = await login(test.app, DEMO_ACCOUNTS.creative);
});
afterAll(() => test?.close());

async function upload(path: string, content: Buffer, filename: string): Promise<Record<string, string>> {
  const form = multipart({}, { field: 'file', filename, content });
  const response = await test.app.inject({
    method: 'PUT',
    url: path,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('api answers', () => {
  it('carry nosniff, no-referrer and a policy that allows nothing, refusals and 404s included', async () => {
    const answers = await Promise.all([
      test.app.inject({ method: 'GET', url: '/api/magazines' }),
      test.app.inject({ method: 'GET', url: '/api/users/profile' }),
      test.app.inject({ method: 'GET', url: '/api/no-existe' }),
      test.app.inject({ method: 'GET', url: '/media/no-existe.webp' }),
      test.app.inject({ method: 'GET', url: '/api/offers?page=0' }),
      test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      test.app.inject({ method: 'GET', url: '/api/auth/google' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 404, 400, 400, 501]);
    for (const answer of answers) expect(answer.headers).toMatchObject(API_HEADERS);
  });

  it('are sent over a real socket too, including the HTTP parser refusals', async () => {
    const url = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const answer = await fetch(`${url}/api/magazines`);
    for (const [name, value] of Object.entries(API_HEADERS)) expect(answer.headers.get(name)).toBe(value);
    const refused = await fetch(`${url}/api/magazines`, { headers: { 'x-big': 'a'.repeat(70 * 1024) } });
    expect(refused.status).toBe(431);
    for (const [name, value] of Object.entries(API_HEADERS)) expect(refused.headers.get(name)).toBe(value);
  });
});

describe('uploaded media', () => {
  it('serves an image as the stored WebP under a sandboxing policy', async () => {
    const { profilePicture } = await upload('/api/users/profile-picture', await paddedFile('image', 2048), 'x.html');
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = await test.app.inject({ method, url: profilePicture! });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({ ...MEDIA_HEADERS, 'content-type': 'image/webp' });
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves a PDF with HTML inside as a PDF download, never as a page', async () => {
    const html = '<html><body><script>alert(document.domain)</script></body></html>';
    const pdf = Buffer.from(`%PDF-1.4\n${html}\n%%EOF\n`);
    const { cvUrl } = await upload('/api/users/cv', pdf, 'cv.html');
    const name = cvUrl!.slice('/media/'.length);
    const answer = await test.app.inject({ method: 'GET', url: cvUrl! });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toEqual(pdf);
    expect(answer.headers).toMatchObject({
      ...MEDIA_HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
    });
  });

  it('answers 404 for any file of the directory the media store did not name', async () => {
    const stored = (await upload('/api/users/cv', Buffer.from('%PDF-1.4\n'), 'cv.pdf')).cvUrl!;
    const others = ['pagina.html', `${stored.slice('/media/'.length)}.0a1b2c.tmp`, 'ABCDEF.webp'];
    for (const name of others) {
      await writeFile(join(test.mediaDir, name), '<script>alert(1)</script>');
      const answer = await test.app.inject({ method: 'GET', url: `/media/${name}` });
      expect(answer.statusCode, name).toBe(404);
      expect(answer.headers).toMatchObject(API_HEADERS);
    }
  });
});
