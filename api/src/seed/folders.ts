// Demo favorites and folders (the screens' boards): the demo accounts and some creatives have saved images,
// some organised in folders and some left unorganised ("Ideas sin organizar"). The
// newcomer account keeps its empty states. Deterministic: stable ids, keys that
// conflict on a second run.
import type { Insertable, Kysely } from 'kysely';
import type { FavoritesTable, FolderItemsTable, FoldersTable } from '../db/folder-tables';
import type { Database } from '../db/tables';
import type { StoredImage } from '../db/columns';
import type { SeedStep, SeedContext } from './context';
import { Random, seedId } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

const FOLDER_NAMES = [
  'Inspiración otoño',
  'Patronaje',
  'Editoriales',
  'Paleta de color',
  'Texturas',
  'Moda sostenible',
  'Siluetas',
  'Referencias de estilismo',
  'Talento a seguir',
  'Proyectos de alumnos',
] as const;

/** Who saves how much: [user key, favorites, folders]. */
interface Saver {
  key: string;
  favorites: number;
  folders: number;
}

const SAVERS: Record<SeedContext['size'], Saver[]> = {
  small: [
    { key: 'creativa', favorites: 14, folders: 3 },
    { key: 'empresa', favorites: 6, folders: 1 },
    { key: 'institucion', favorites: 5, folders: 1 },
    ...[0, 1, 2, 3].map((i) => ({ key: `creative:${i}`, favorites: 3 + i, folders: i % 2 })),
  ],
  full: [
    { key: 'creativa', favorites: 30, folders: 5 },
    { key: 'empresa', favorites: 12, folders: 2 },
    { key: 'institucion', favorites: 10, folders: 2 },
    { key: 'pendiente', favorites: 4, folders: 0 },
    ...Array.from({ length: 12 }, (_, i) => ({ key: `creative:${i}`, favorites: 4 + (i % 5) * 2, folders: i % 3 })),
  ],
};

interface SeedPost {
  id: string;
  user_id: string;
  images: StoredImage[];
}

interface SeedRows {
  favorites: Insertable<FavoritesTable>[];
  folders: (Insertable<FoldersTable> & { id: string })[];
  items: Insertable<FolderItemsTable>[];
}

export const seedFolders: SeedStep = async (db, context) => {
  // Exactly one draw from the shared generator, whatever happens below, so the steps
  // seeded after this one draw the same numbers on every run.
  const random = new Random(context.random.int(0, 2 ** 31 - 1));
  const savers = SAVERS[context.size];
  const userIds = new Map(savers.map((saver) => [saver.key, seedId(`user:${saver.key}`)]));
  const existingUsers = new Set(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [...userIds.values()])
        .execute()
    ).map((row) => row.id),
  );
  // Seed posts only, in a stable order, so every run draws the same picks.
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'images'])
    .where(
      'id',
      'in',
      Array.from({ length: 150 }, (_, i) => seedId(`post:${i}`)),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (posts.length === 0) return;

  const rows: SeedRows = { favorites: [], folders: [], items: [] };
  for (const saver of savers) {
    const userId = userIds.get(saver.key);
    if (!userId || !existingUsers.has(userId)) continue;
    addSaverRows(rows, saver, userId, posts, random, context.now);
  }
  const counts = await insertRows(db, rows);
  context.log(
    `seed (${context.size}): ${counts.favorites} favorites, ${counts.folders} folders, ${counts.items} folder items added`,
  );
};

/** One user's saved images, and folders holding part of them (the rest stays unorganised). */
function addSaverRows(
  rows: SeedRows,
  saver: Saver,
  userId: string,
  posts: SeedPost[],
  random: Random,
  now: Date,
): void {
  const others = posts.filter((post) => post.user_id !== userId);
  const saved = random.sample(others, saver.favorites).map((post) => {
    const image = random.pick(post.images);
    const createdAt = new Date(now.getTime() - random.int(1, 60) * DAY_MS - random.int(0, 1439) * 60_000);
    return { user_id: userId, post_id: post.id, image_url: image.url, created_at: createdAt };
  });
  if (saved.length === 0) return;
  rows.favorites.push(...saved);
  const names = random.sample(FOLDER_NAMES, saver.folders);
  // About a third of the saved images stay out of every folder.
  const organised = saved.slice(0, Math.ceil((saved.length * 2) / 3));
  names.forEach((name, index) => {
    const folderId = seedId(`folder:${saver.key}:${name}`);
    const firstSave = Math.min(...saved.map((favorite) => favorite.created_at.getTime()));
    rows.folders.push({ id: folderId, user_id: userId, name, created_at: new Date(firstSave - (index + 1) * DAY_MS) });
    const share = organised.filter((_, i) => i % names.length === index);
    for (const favorite of share) {
      const addedAt = new Date(favorite.created_at.getTime() + random.int(1, 72) * 60 * 60_000);
      rows.items.push({
        folder_id: folderId,
        user_id: userId,
        post_id: favorite.post_id,
        image_url: favorite.image_url,
        added_at: addedAt > now ? now : addedAt,
      });
    }
  });
}

async function insertRows(db: Kysely<Database>, rows: SeedRows) {
  const favorites = await insertIgnoring(db, 'favorites', rows.favorites);
  const folders = await insertIgnoring(db, 'folders', rows.folders);
  // A folder name someone already used by hand keeps the seed's folder out: skip its items.
  const present = new Set(
    rows.folders.length === 0
      ? []
      : (
          await db
            .selectFrom('folders')
            .select('id')
            .where(
              'id',
              'in',
              rows.folders.map((folder) => folder.id),
            )
            .execute()
        ).map((row) => row.id),
  );
  const items = await insertIgnoring(
    db,
    'folder_items',
    rows.items.filter((item) => present.has(item.folder_id)),
  );
  return { favorites, folders, items };
}

type FolderTable = 'favorites' | 'folders' | 'folder_items';

async function insertIgnoring<T extends FolderTable>(
  db: Kysely<Database>,
  table: T,
  values: Insertable<Database[T]>[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < values.length; i += 100) {
    const result = await db
      .insertInto(table)
      .values(values.slice(i, i + 100))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}
