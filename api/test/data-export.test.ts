// 'Descargar mis datos' (issue 24): an account with phone photos, a 10 MB CV, a follow, a saved
// image and a board asks for its data; the ZIP is made in the background, holds its JSON and
// its own files, and is downloaded by a short-lived signed link that nobody else can forge.
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize, phonePhotos } from '../../tests/support/real-files';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, get, post } from './helpers';
import { multipart } from './job-offers.fixtures';

let test: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let cv: Buffer;
let postImages: string[];

const send = async (method: 'POST' | 'PUT', url: string, form: ReturnType<typeof multipart>, token: string) => {
  const response = await test.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as Record<string, unknown>;
};

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  [account, other] = [await createAccount(test), await createAccount(test)];
  const photos = (await phonePhotos(2)).map((content, index) => ({
    field: 'images',
    filename: `IMG_${index}.jpg`,
    content,
    type: 'image/jpeg',
  }));
  const { post: created } = (await send(
    'POST',
    '/api/posts',
    multipart({ title: 'Marea', description: 'Lino lavado.' }, photos),
    other.token,
  )) as {
    post: { _id: string; images: string[] };
  };
  const { post: own } = (await send(
    'POST',
    '/api/posts',
    multipart({ title: 'Lino', description: 'Sal.' }, photos.slice(0, 1)),
    account.token,
  )) as {
    post: { _id: string; images: string[] };
  };
  postImages = own.images;
  cv = pdfOfSize();
  await send(
    'PUT',
    '/api/users/cv',
    multipart({}, { field: 'file', filename: 'cv.pdf', content: cv, type: 'application/pdf' }),
    account.token,
  );
  await call(test.app, 'POST', `/api/users/follow/${other.user._id as string}`, undefined, account.token);
  await call(test.app, 'POST', `/api/users/favorites/${created._id}`, { imageUrl: created.images[0] }, account.token);
  await post(test.app, '/api/folders', { name: 'Inspiración' }, account.token);
});
afterAll(() => test?.close());

type ExportAnswer = { export: { status: string; sizeBytes: number | null; downloadPath: string | null } | null };

describe('the data export', () => {
  it('is made in the background and downloaded by its link, with the JSON and the files', async () => {
    expect((await get(test.app, '/api/users/data-export', account.token)).body).toEqual({ export: null });
    const started = await call(test.app, 'POST', '/api/users/data-export', undefined, account.token);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ export: { status: 'pending', downloadPath: null } });
    await test.settled();

    const ready = (await get(test.app, '/api/users/data-export', account.token)).body as ExportAnswer;
    expect(ready.export).toMatchObject({ status: 'ready' });
    expect(ready.export!.sizeBytes).toBeGreaterThan(cv.length);
    const download = await test.app.inject({ method: 'GET', url: ready.export!.downloadPath! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="moda-talento-mis-datos-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(download.rawPayload.length).toBe(ready.export!.sizeBytes);

    const entries = unzipSync(new Uint8Array(download.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(entries[name]!)) as unknown;
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['LEEME.txt', 'perfil.json', 'publicaciones.json', 'candidaturas.json', 'tableros.json']),
    );
    expect(json('perfil.json')).toMatchObject({ username: account.form.username, email: account.form.email });
    expect((json('publicaciones.json') as { title: string }[]).map((one) => one.title)).toEqual(['Lino']);
    expect(json('siguiendo.json')).toEqual([expect.objectContaining({ username: other.form.username })]);
    expect(json('imagenes-guardadas.json')).toHaveLength(1);
    expect(json('tableros.json')).toEqual([expect.objectContaining({ name: 'Inspiración', items: [] })]);
    const cvEntry = Object.keys(entries).find((name) => name.endsWith('.pdf'))!;
    expect(Buffer.from(entries[cvEntry]!).equals(cv)).toBe(true);
    for (const url of postImages) expect(entries[`archivos/${url.slice('/media/'.length)}`]).toBeDefined();
    // Only its own files: the other account's post images are not in it.
    expect(Object.keys(entries).filter((name) => name.startsWith('archivos/'))).toHaveLength(1 + postImages.length);
  });

  it('refuses a link that is forged, for another export or expired, and is never under /media', async () => {
    const { export: current } = (await get(test.app, '/api/users/data-export', account.token)).body as ExportAnswer;
    const token = new URL(current!.downloadPath!, 'http://x').searchParams.get('token')!;
    const forged = `${token.split('.')[0]}.${Date.now() + 3_600_000}.${token.split('.')[2]}`;
    for (const bad of [forged, 'nada', `${token}x`]) {
      const answer = await get(test.app, `/api/users/data-export/download?token=${encodeURIComponent(bad)}`);
      expect(answer).toMatchObject({
        status: 404,
        body: { error: 'El enlace de descarga ha caducado. Vuelve a pedirlo en Configuración.' },
      });
    }
    expect((await get(test.app, `/media/exports/${token.split('.')[0]}.zip`)).status).toBe(404);
    test.clock.advance(16 * 60 * 1000);
    expect((await get(test.app, current!.downloadPath!)).status).toBe(404);
  });

  it("is the account's own: another account sees none, and a visitor none at all", async () => {
    expect((await get(test.app, '/api/users/data-export', other.token)).body).toEqual({ export: null });
    expect((await get(test.app, '/api/users/data-export')).status).toBe(401);
    expect((await call(test.app, 'POST', '/api/users/data-export')).status).toBe(401);
  });

  it('makes a new export in place of the last one, whose file goes', async () => {
    const old = (
      await test.db
        .selectFrom('data_exports')
        .select('id')
        .where('user_id', '=', account.user._id as string)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await test.storage.has(`exports/${old}.zip`)).toBe(true);
    expect((await call(test.app, 'POST', '/api/users/data-export', undefined, account.token)).status).toBe(202);
    expect(await test.storage.has(`exports/${old}.zip`)).toBe(false);
    // While one is being made, another is not started.
    expect(await call(test.app, 'POST', '/api/users/data-export', undefined, account.token)).toMatchObject({
      status: 409,
      body: { error: 'Ya estamos preparando tus datos: el archivo estará listo en unos momentos.' },
    });
    await test.settled();
    expect(((await get(test.app, '/api/users/data-export', account.token)).body as ExportAnswer).export!.status).toBe(
      'ready',
    );
  });

  it('goes with the account', async () => {
    const { id } = await test.db
      .selectFrom('data_exports')
      .select('id')
      .where('user_id', '=', account.user._id as string)
      .executeTakeFirstOrThrow();
    const deleted = await call(
      test.app,
      'DELETE',
      '/api/users/profile',
      { currentPassword: account.form.password },
      account.token,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await test.storage.has(`exports/${id}.zip`)).toBe(false);
  });
});
