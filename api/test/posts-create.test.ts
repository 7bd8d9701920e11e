// Publishing and deleting posts (part 2 §5 "Post", §7): the multipart form, its rules,
// stored image files, and what a deletion takes with it.
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, get, post, refusal, type Answer } from './helpers';

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----moda${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          part.content,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let test: TestApp;
let author: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let red: Buffer;
let blue: Buffer;

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  author = await createAccount(test);
  other = await createAccount(test);
  const png = (background: string) =>
    sharp({ create: { width: 900, height: 700, channels: 3, background } })
      .png()
      .toBuffer();
  [red, blue] = await Promise.all([png('#c4653a'), png('#3a5bc4')]);
});
afterAll(() => test.close());

async function publish(parts: Part[], token: string | undefined = author.token): Promise<Answer> {
  const form = multipart(parts);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: form.payload,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, headers: response.headers };
}

const image = (content: Buffer, filename = 'foto.png'): Part => ({ name: 'images', filename, content });
const text = (name: string, value: unknown): Part => ({
  name,
  value: typeof value === 'string' ? value : JSON.stringify(value),
});
const basics = [text('title', 'Colección Marea'), text('description', 'Lino lavado y sal.')];

const postCount = async () => (await test.db.selectFrom('posts').select('id').execute()).length;
const mediaFiles = async () => (await readdir(test.mediaDir)).sort();

/** A refused publication changes nothing: no post and no file. */
async function expectRefusedWithoutTrace(parts: Part[], expected: ReturnType<typeof refusal>, token?: string) {
  const [posts, files] = [await postCount(), await mediaFiles()];
  expect(refusal(await publish(parts, token))).toEqual(expected);
  expect(await postCount()).toBe(posts);
  expect(await mediaFiles()).toEqual(files);
}

describe('POST /api/posts', () => {
  it('publishes a post with its images, people tags and image tags', async () => {
    const answer = await publish([
      ...basics,
      image(red),
      image(blue),
      text('peopleTags', [
        { name: `@${other.form.username.toUpperCase()}`, role: 'Fotografía' },
        { name: '  ', role: 'vacía' },
      ]),
      text('imageTags', { '0': ['lino', ' Lino ', 'sal', ''], '1': ['azul'] }),
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Publicación creada correctamente.');
    const created = answer.body.post as Record<string, unknown>;
    expect(created).toMatchObject({
      title: 'Colección Marea',
      description: 'Lino lavado y sal.',
      peopleTags: [{ name: other.form.username, role: 'Fotografía' }],
      imageTags: { '0': ['lino', 'sal'], '1': ['azul'] },
      tags: ['lino', 'sal', 'azul'],
      user: { _id: author.user._id, username: author.form.username },
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    const urls = created.images as string[];
    expect(urls).toHaveLength(2);
    expect(created.mainImage).toBe(urls[0]);
    const details = created.imageDetails as { url: string; width: number; variants: { url: string }[] }[];
    expect(details.map((d) => d.url)).toEqual(urls);
    expect(details[0]?.width).toBe(900);
    expect(details[0]?.variants.map((v) => v.url)).toHaveLength(2);
    // Stored re-encoded under content-hash names, and served.
    for (const url of [...urls, ...details.flatMap((d) => d.variants.map((v) => v.url))]) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}(-\d+)?\.webp$/);
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect((await get(test.app, `/api/posts/${created._id as string}`)).body.post).toEqual(created);
  });

  it('takes general tags as sent (extension) and keeps at most 6 images in order', async () => {
    const six = await Promise.all(
      ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const answer = await publish([...basics, ...six.map((png) => image(png)), text('tags', ['Moda', 'moda', 'Sal'])]);
    expect(answer.status).toBe(201);
    const created = answer.body.post as { images: string[]; tags: string[]; peopleTags: unknown[] };
    expect(created.images).toHaveLength(6);
    expect(created.tags).toEqual(['Moda', 'Sal']);
    expect(created.peopleTags).toEqual([]);
  });

  it('requires title and description', async () => {
    const required = 'Por favor completa todos los campos obligatorios.';
    await expectRefusedWithoutTrace([text('description', 'x'), image(red)], {
      status: 400,
      error: required,
      field: 'title',
    });
    await expectRefusedWithoutTrace([text('title', 'x'), text('description', '   '), image(red)], {
      status: 400,
      error: required,
      field: 'description',
    });
    await expectRefusedWithoutTrace([text('title', 'x'.repeat(101)), text('description', 'y'), image(red)], {
      status: 400,
      error: 'El título puede tener como máximo 100 caracteres.',
      field: 'title',
    });
  });

  it('requires one to six images', async () => {
    await expectRefusedWithoutTrace(basics, { status: 400, error: 'Añade al menos una imagen.', field: 'images' });
    await expectRefusedWithoutTrace([...basics, ...Array.from({ length: 7 }, () => image(red))], {
      status: 400,
      error: 'Puedes subir como máximo 6 imágenes.',
      field: 'images',
    });
  });

  it('checks every file by its content and keeps nothing of a refused post', async () => {
    // A good image never published before: stored, then removed again with the refusal.
    const fresh = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#12ab34' } })
      .png()
      .toBuffer();
    await expectRefusedWithoutTrace([...basics, image(fresh), image(Buffer.from('<?php echo 1; ?>'), 'foto.png')], {
      status: 400,
      error: 'El archivo no es una imagen válida.',
      field: 'images',
    });
    // A truncated JPEG passes the header check and fails while decoding: still bad input.
    const truncated = (
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer()
    ).subarray(0, 400);
    await expectRefusedWithoutTrace([...basics, image(red), image(truncated, 'corta.jpg')], {
      status: 400,
      error: 'El archivo no es una imagen válida.',
      field: 'images',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expectRefusedWithoutTrace([...basics, image(svg, 'a.svg')], {
      status: 400,
      error: 'El archivo no es una imagen válida.',
      field: 'images',
    });
    await expectRefusedWithoutTrace([...basics, { name: 'foto', filename: 'a.png', content: red }], {
      status: 400,
      error: 'Las imágenes deben enviarse en el campo "images".',
      field: 'images',
    });
  });

  it('answers 413 for an image over 10 MB', async () => {
    await expectRefusedWithoutTrace([...basics, image(Buffer.alloc(10 * 1024 * 1024 + 1, 7))], {
      status: 413,
      error: 'La imagen es demasiado grande. El máximo es 10 MB por imagen.',
      field: 'images',
    });
  });

  it('refuses a tagged name that is not a username, naming it as the spec does', async () => {
    await expectRefusedWithoutTrace(
      [
        ...basics,
        image(red),
        text('peopleTags', [{ name: other.form.username }, { name: 'fantasma', role: 'Modelo' }]),
      ],
      { status: 400, error: 'El usuario "fantasma" no existe en la plataforma.', field: 'peopleTags.1.name' },
    );
    await expectRefusedWithoutTrace([...basics, image(red), text('peopleTags', '[{"name": ')], {
      status: 400,
      error: 'El campo "peopleTags" no es un JSON válido.',
      field: 'peopleTags',
    });
    await expectRefusedWithoutTrace([...basics, image(red), text('peopleTags', { name: 'x' })], {
      status: 400,
      error: 'Las personas etiquetadas deben ser una lista con nombre y rol.',
      field: 'peopleTags',
    });
  });

  it('allows at most 10 tags per image', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `etiqueta ${i}`);
    await expectRefusedWithoutTrace([...basics, image(red), text('imageTags', { '0': [...ten, 'once'] })], {
      status: 400,
      error: 'Máximo de 10 etiquetas por fotografía',
      field: 'imageTags',
    });
    await expectRefusedWithoutTrace([...basics, image(red), text('imageTags', { '1': ['sin foto'] })], {
      status: 400,
      error: 'Hay etiquetas para una fotografía que no existe.',
      field: 'imageTags',
    });
    // Ten distinct tags plus a repeated one are ten.
    const answer = await publish([...basics, image(red), text('imageTags', { '0': [...ten, 'ETIQUETA 0'] })]);
    expect(answer.status).toBe(201);
    expect((answer.body.post as { imageTags: Record<string, string[]> }).imageTags['0']).toEqual(ten);
  });

  it('requires a token and a multipart body', async () => {
    await expectRefusedWithoutTrace(
      [...basics, image(red)],
      { status: 401, error: 'No autorizado. Inicia sesión para continuar.', field: undefined },
      '',
    );
    const json = await post(test.app, '/api/posts', { title: 'x', description: 'y' }, author.token);
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect(json.body.error).toBe('La solicitud debe enviarse como multipart/form-data.');
  });
});

describe('DELETE /api/posts/{id}', () => {
  async function publishOne(...images: Buffer[]) {
    const answer = await publish([...basics, ...images.map((png) => image(png))]);
    expect(answer.status).toBe(201);
    return answer.body.post as { _id: string; images: string[]; imageDetails: { variants: { url: string }[] }[] };
  }

  it('lets only the author delete, and refuses others with 403 leaving the post', async () => {
    const created = await publishOne(red);
    expect(refusal(await call(test.app, 'DELETE', `/api/posts/${created._id}`, undefined, other.token))).toEqual({
      status: 403,
      error: 'Solo el autor puede eliminar esta publicación.',
      field: undefined,
    });
    expect((await get(test.app, `/api/posts/${created._id}`)).status).toBe(200);
    expect((await call(test.app, 'DELETE', `/api/posts/${created._id}`)).status).toBe(401);
    expect((await get(test.app, `/api/posts/${created._id}`)).status).toBe(200);
  });

  it('removes the post, its favorites, its board items and the files no one else uses', async () => {
    const shared = await publishOne(red);
    const own = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#0f7f3f' } })
      .png()
      .toBuffer();
    const doomed = await publishOne(own, red);
    const [ownUrl, sharedUrl] = doomed.images;
    expect(sharedUrl).toBe(shared.images[0]);
    // Someone saved both images and put one on a board.
    const saved = await call(
      test.app,
      'POST',
      `/api/users/favorites/${doomed._id}`,
      { imageUrl: sharedUrl },
      other.token,
    );
    expect(saved.status).toBe(200);
    const board = await post(test.app, '/api/folders', { name: `Tablero ${Date.now()}` }, other.token);
    const folderId = (board.body.folder as { _id: string })._id;
    const added = await post(
      test.app,
      '/api/folders/add',
      { folderId, postId: doomed._id, imageUrl: ownUrl },
      other.token,
    );
    expect(added.status).toBe(200);

    const answer = await call(test.app, 'DELETE', `/api/posts/${doomed._id}`, undefined, author.token);
    expect(answer).toMatchObject({ status: 200, body: { message: 'Publicación eliminada correctamente.' } });
    expect((await get(test.app, `/api/posts/${doomed._id}`)).status).toBe(404);
    expect(await test.db.selectFrom('favorites').selectAll().where('post_id', '=', doomed._id).execute()).toEqual([]);
    expect(await test.db.selectFrom('folder_items').selectAll().where('post_id', '=', doomed._id).execute()).toEqual(
      [],
    );
    // The board survives, empty.
    expect((await get(test.app, `/api/folders/${folderId}`, other.token)).body.folder).toMatchObject({
      items: [],
      itemsCount: 0,
    });
    const files = await mediaFiles();
    const name = (url: string | undefined) => (url ?? '').replace('/media/', '');
    expect(files).not.toContain(name(ownUrl));
    for (const variant of doomed.imageDetails[0]?.variants ?? []) expect(files).not.toContain(name(variant.url));
    // The image another post still shows stays.
    expect(files).toContain(name(sharedUrl));
    expect((await test.app.inject({ method: 'GET', url: sharedUrl ?? '' })).statusCode).toBe(200);
  });

  it('answers 404 for unknown posts', async () => {
    const notFound = { status: 404, error: 'Publicación no encontrada.', field: undefined };
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(refusal(await call(test.app, 'DELETE', `/api/posts/${unknown}`, undefined, author.token))).toEqual(notFound);
    expect(refusal(await call(test.app, 'DELETE', '/api/posts/no-es-un-id', undefined, author.token))).toEqual(
      notFound,
    );
  });
});
