// Folders of saved images, the boards of part 2 §7 "Favorites and boards": GET/POST /api/folders,
// GET/DELETE /api/folders/{id}, POST /api/folders/add and /api/folders/remove.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, get, post, refusal } from './helpers';

interface TestPost {
  id: string;
  urls: string[];
}
interface Folder {
  _id: string;
  name: string;
  items: { postId: string; imageUrl: string; addedAt: string }[];
  itemsCount: number;
}

let test: TestApp;
let eva: Awaited<ReturnType<typeof createAccount>>;
let fran: Awaited<ReturnType<typeof createAccount>>;
let posts: TestPost[];

async function insertPosts(userId: string, count: number): Promise<TestPost[]> {
  const rows = Array.from({ length: count }, (_, p) => {
    const images = Array.from({ length: 6 }, (_, i) => {
      const hash = `c0${String(p).padStart(4, '0')}${String(i).padStart(4, '0')}`.padEnd(32, 'b');
      return { url: `/media/${hash}.webp`, width: 600, height: 900, variants: [] };
    });
    return { user_id: userId, title: `Post ${p}`, description: 'd', images: JSON.stringify(images) };
  });
  const inserted = await test.db.insertInto('posts').values(rows).returning(['id', 'images']).execute();
  return inserted.map((row) => ({ id: row.id, urls: row.images.map((image) => image.url) }));
}

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  [eva, fran] = await Promise.all([createAccount(test), createAccount(test)]);
  posts = await insertPosts(fran.user._id as string, 10);
});
afterAll(() => test.close());

let boardNumber = 0;
async function createBoard(token = eva.token, name = `Tablero ${++boardNumber}`): Promise<Folder> {
  const answer = await post(test.app, '/api/folders', { name }, token);
  expect(answer.status).toBe(201);
  return answer.body.folder as Folder;
}

const add = (folderId: string, postId: string | undefined, imageUrl: string | undefined, token = eva.token) =>
  post(test.app, '/api/folders/add', { folderId, postId, imageUrl }, token);
const remove = (folderId: string, postId: string | undefined, imageUrl: string | undefined, token = eva.token) =>
  post(test.app, '/api/folders/remove', { folderId, postId, imageUrl }, token);

const itemRows = (folderId: string) =>
  test.db.selectFrom('folder_items').selectAll().where('folder_id', '=', folderId).execute();
const folderCount = async (userId: unknown) =>
  (
    await test.db
      .selectFrom('folders')
      .select('id')
      .where('user_id', '=', userId as string)
      .execute()
  ).length;

describe('POST /api/folders', () => {
  it('creates an empty board with the trimmed name', async () => {
    const answer = await post(test.app, '/api/folders', { name: '  Inspiración otoño  ' }, eva.token);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Tablero creado correctamente');
    expect(answer.body.folder).toMatchObject({ name: 'Inspiración otoño', items: [], itemsCount: 0 });
    expect((answer.body.folder as Folder)._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a blank, missing, too long or repeated name, creating nothing', async () => {
    const before = await folderCount(eva.user._id);
    const blank = { status: 400, error: 'El nombre del tablero no puede estar vacío.', field: 'name' };
    expect(refusal(await post(test.app, '/api/folders', { name: '   ' }, eva.token))).toEqual(blank);
    expect(refusal(await post(test.app, '/api/folders', {}, eva.token))).toEqual(blank);
    expect(refusal(await post(test.app, '/api/folders', { name: 'x'.repeat(61) }, eva.token))).toEqual({
      status: 400,
      error: 'El nombre del tablero puede tener como máximo 60 caracteres.',
      field: 'name',
    });
    expect(refusal(await post(test.app, '/api/folders', { name: ' INSPIRACIÓN OTOÑO' }, eva.token))).toEqual({
      status: 409,
      error: 'Ya tienes un tablero con ese nombre.',
      field: 'name',
    });
    expect(refusal(await post(test.app, '/api/folders', { name: 3 }, eva.token))).toMatchObject({
      status: 400,
      field: 'name',
    });
    expect((await post(test.app, '/api/folders', { name: 'Sin sesión' })).status).toBe(401);
    expect(await folderCount(eva.user._id)).toBe(before);
    // Another user may use the same name.
    expect((await post(test.app, '/api/folders', { name: 'Inspiración otoño' }, fran.token)).status).toBe(201);
  });
});

describe('POST /api/folders/add and GET /api/folders/{id}', () => {
  it('adds saved images; the board lists them newest first', async () => {
    const board = await createBoard();
    const added: string[] = [];
    for (const item of posts.slice(0, 3)) {
      test.clock.advance(1000);
      const answer = await add(board._id, item.id, item.urls[1]);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Imagen movida correctamente');
      added.unshift(item.urls[1] ?? '');
    }
    const answer = await get(test.app, `/api/folders/${board._id}`, eva.token);
    expect(answer.status).toBe(200);
    const folder = answer.body.folder as Folder;
    expect(folder).toMatchObject({ _id: board._id, name: board.name, itemsCount: 3 });
    expect(folder.items.map((i) => i.imageUrl)).toEqual(added);
    const times = folder.items.map((i) => Date.parse(i.addedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const item of folder.items)
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['postId', 'imageUrl', 'addedAt']));
    // Paging (extension).
    const page = await get(test.app, `/api/folders/${board._id}?page=2&limit=2`, eva.token);
    expect((page.body.folder as Folder).items.map((i) => i.imageUrl)).toEqual(added.slice(2));
  });

  it('saves an image that was not saved yet, and adding twice keeps one item', async () => {
    const board = await createBoard();
    const [first] = posts;
    await add(board._id, first?.id, first?.urls[4]);
    test.clock.advance(1000);
    const again = await add(board._id, first?.id, first?.urls[4]);
    expect(again.status).toBe(200);
    expect(await itemRows(board._id)).toHaveLength(1);
    const favorites = (await get(test.app, '/api/users/favorites', eva.token)).body.favorites as {
      imageUrl: string;
      folderIds: string[];
    }[];
    expect(favorites.find((f) => f.imageUrl === first?.urls[4])?.folderIds).toEqual([board._id]);
  });

  it('refuses unknown posts, foreign images and malformed ids, adding nothing', async () => {
    const board = await createBoard();
    const [first, second] = posts;
    expect(refusal(await add(board._id, first?.id, second?.urls[0]))).toEqual({
      status: 400,
      error: 'La imagen no pertenece a esta publicación.',
      field: 'imageUrl',
    });
    expect(refusal(await add(board._id, '00000000-0000-4000-8000-000000000000', first?.urls[0]))).toEqual({
      status: 404,
      error: 'Publicación no encontrada.',
      field: undefined,
    });
    expect(refusal(await add('no-es-un-id', first?.id, first?.urls[0]))).toEqual({
      status: 400,
      error: 'El campo "folderId" no tiene un formato válido.',
      field: 'folderId',
    });
    expect(refusal(await add(board._id, first?.id, undefined))).toEqual({
      status: 400,
      error: 'El campo "imageUrl" es obligatorio.',
      field: 'imageUrl',
    });
    expect((await add(board._id, first?.id, first?.urls[0], '')).status).toBe(401);
    expect(await itemRows(board._id)).toEqual([]);
  });
});

describe('GET /api/folders', () => {
  it("answers the caller's boards, newest first, each with its 4 newest images and its count", async () => {
    const other = await createAccount(test);
    test.clock.advance(1000);
    const older = await createBoard(other.token, 'Antiguo');
    test.clock.advance(1000);
    const newer = await createBoard(other.token, 'Reciente');
    for (const [index, item] of posts.slice(0, 6).entries()) {
      test.clock.advance(1000);
      await add(newer._id, item.id, item.urls[index], other.token);
    }
    const answer = await get(test.app, '/api/folders', other.token);
    expect(answer.status).toBe(200);
    const folders = answer.body.folders as Folder[];
    expect(folders.map((f) => f._id)).toEqual([newer._id, older._id]);
    expect(folders[0]?.itemsCount).toBe(6);
    expect(folders[0]?.items.map((i) => i.imageUrl)).toEqual(
      posts
        .slice(2, 6)
        .map((item, i) => item.urls[i + 2])
        .reverse(),
    );
    expect(folders[1]).toMatchObject({ name: 'Antiguo', items: [], itemsCount: 0 });
    expect((await get(test.app, '/api/folders')).status).toBe(401);

    const whole = (await get(test.app, '/api/folders?items=all', other.token)).body.folders as Folder[];
    expect(whole[0]?.items.map((i) => i.imageUrl)).toEqual(
      posts
        .slice(0, 6)
        .map((item, i) => item.urls[i])
        .reverse(),
    );
    expect((await get(test.app, '/api/folders?items=some', other.token)).status).toBe(400);
  });
});

describe("another user's boards", () => {
  it('read as missing: 404 for reading, deleting, adding and removing, and nothing changes', async () => {
    const board = await createBoard();
    const [first] = posts;
    await add(board._id, first?.id, first?.urls[0]);
    const missing = { status: 404, error: 'Tablero no encontrado.', field: undefined };
    expect(refusal(await get(test.app, `/api/folders/${board._id}`, fran.token))).toEqual(missing);
    expect(refusal(await call(test.app, 'DELETE', `/api/folders/${board._id}`, undefined, fran.token))).toEqual(
      missing,
    );
    expect(refusal(await add(board._id, first?.id, first?.urls[1], fran.token))).toEqual(missing);
    expect(refusal(await remove(board._id, first?.id, first?.urls[0], fran.token))).toEqual(missing);
    expect((await itemRows(board._id)).map((row) => row.image_url)).toEqual([first?.urls[0]]);
    expect((await get(test.app, `/api/folders/${board._id}`, eva.token)).status).toBe(200);
    // A favorite fran made on the way would be a leak: there is none.
    const franFavorites = await test.db
      .selectFrom('favorites')
      .selectAll()
      .where('user_id', '=', fran.user._id as string)
      .execute();
    expect(franFavorites).toEqual([]);
    expect(refusal(await get(test.app, '/api/folders/no-es-un-id', eva.token))).toEqual(missing);
  });
});

describe('POST /api/folders/remove', () => {
  it('takes the image out of the board; it stays saved, unorganised; removing again changes nothing', async () => {
    const board = await createBoard();
    const [first, second] = posts;
    await add(board._id, first?.id, first?.urls[0]);
    await add(board._id, second?.id, second?.urls[0]);
    const answer = await remove(board._id, first?.id, first?.urls[0]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Imagen devuelta a guardados');
    expect(answer.body.folder).toMatchObject({ _id: board._id, itemsCount: 1 });
    expect((await remove(board._id, first?.id, first?.urls[0])).status).toBe(200);
    expect((await itemRows(board._id)).map((row) => row.image_url)).toEqual([second?.urls[0]]);
    const favorites = (await get(test.app, '/api/users/favorites', eva.token)).body.favorites as {
      imageUrl: string;
      folderIds: string[];
    }[];
    expect(favorites.find((f) => f.imageUrl === first?.urls[0])?.folderIds.includes(board._id)).toBe(false);
  });

  it('refuses malformed input and unknown boards', async () => {
    const board = await createBoard();
    const [first] = posts;
    await add(board._id, first?.id, first?.urls[0]);
    expect(refusal(await remove(board._id, 'x', first?.urls[0]))).toMatchObject({ status: 400, field: 'postId' });
    expect(refusal(await remove('00000000-0000-4000-8000-000000000000', first?.id, first?.urls[0]))).toEqual({
      status: 404,
      error: 'Tablero no encontrado.',
      field: undefined,
    });
    expect((await remove(board._id, first?.id, first?.urls[0], '')).status).toBe(401);
    expect(await itemRows(board._id)).toHaveLength(1);
  });
});

describe('DELETE /api/folders/{id}', () => {
  it('deletes the board and its items; the images stay saved', async () => {
    const board = await createBoard();
    const [first] = posts;
    await add(board._id, first?.id, first?.urls[5]);
    const answer = await call(test.app, 'DELETE', `/api/folders/${board._id}`, undefined, eva.token);
    expect(answer).toMatchObject({ status: 200, body: { message: 'Tablero eliminado correctamente' } });
    expect((await get(test.app, `/api/folders/${board._id}`, eva.token)).status).toBe(404);
    expect(await itemRows(board._id)).toEqual([]);
    const favorites = (await get(test.app, '/api/users/favorites', eva.token)).body.favorites as { imageUrl: string }[];
    expect(favorites.map((f) => f.imageUrl)).toContain(first?.urls[5]);
    expect((await call(test.app, 'DELETE', `/api/folders/${board._id}`, undefined, eva.token)).status).toBe(404);
    expect((await call(test.app, 'DELETE', `/api/folders/${board._id}`)).status).toBe(401);
  });
});

describe('concurrent saves to one board', () => {
  it('50 simultaneous adds of 50 different images lose nothing', async () => {
    const board = await createBoard();
    const targets = posts.flatMap((item) => item.urls.map((url) => ({ postId: item.id, url }))).slice(0, 50);
    const answers = await Promise.all(targets.map((t) => add(board._id, t.postId, t.url)));
    expect(answers.map((a) => a.status)).toEqual(targets.map(() => 200));
    const rows = await itemRows(board._id);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.image_url))).toEqual(new Set(targets.map((t) => t.url)));
    expect((await get(test.app, `/api/folders/${board._id}`, eva.token)).body.folder).toMatchObject({ itemsCount: 50 });
  });

  it('50 simultaneous adds of the same image make one item and one favorite', async () => {
    const board = await createBoard();
    const newcomer = await createAccount(test);
    const own = await post(test.app, '/api/folders', { name: 'Uno solo' }, newcomer.token);
    const folderId = (own.body.folder as Folder)._id;
    const [first] = posts;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => add(folderId, first?.id, first?.urls[2], newcomer.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await itemRows(folderId)).toHaveLength(1);
    const favorites = await test.db
      .selectFrom('favorites')
      .selectAll()
      .where('user_id', '=', newcomer.user._id as string)
      .execute();
    expect(favorites).toHaveLength(1);
    expect(await itemRows(board._id)).toEqual([]);
  });
});
