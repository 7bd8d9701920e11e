// Folders of saved images (the screens' folders: "carpetas", "tableros"). A user sees and changes only their
// own: every statement is scoped by user_id, and another user's folder reads as missing.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { conflict, notFound } from '../domain/refusals';
import { FOLDER_NAME_MAX, type FolderItem, type FolderObject } from '../schemas/folders';
import { isUniqueViolation } from './users';
import { SAVED_IMAGE_MESSAGES, isForeignKeyViolation, layoutOf, storedImageOf, type PostImage } from './favorites';
import { pageSlice, requestedPage, type WholeListOrPageRequest } from './paginate';
import { shownTo } from './visibility';

/** Images shown on a folder's cover in the folders grid (part 2 §9: folder preview 4 images). */
const FOLDER_PREVIEW_ITEMS = 4;

export const FOLDER_MESSAGES = {
  nameRequired: 'El nombre del tablero no puede estar vacío.',
  nameTooLong: `El nombre del tablero puede tener como máximo ${FOLDER_NAME_MAX} caracteres.`,
  nameTaken: 'Ya tienes un tablero con ese nombre.',
  notFound: 'Tablero no encontrado.',
  created: 'Tablero creado correctamente',
  deleted: 'Tablero eliminado correctamente',
  added: 'Imagen movida correctamente',
  removed: 'Imagen devuelta a guardados',
} as const;

interface FolderRow {
  id: string;
  name: string;
  created_at: Date;
  items_count: number;
}

function itemRows(db: Kysely<Database>) {
  return db
    .selectFrom('folder_items as fi')
    .innerJoin('posts as p', 'p.id', 'fi.post_id')
    .select([
      'fi.folder_id',
      'fi.post_id',
      'fi.image_url',
      'fi.added_at',
      'p.title',
      storedImageOf(sql.ref('p.images'), sql.ref('fi.image_url')).as('image'),
    ])
    .where(shownTo('p'));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemRows>['executeTakeFirstOrThrow']>>;

function toFolderItem(row: ItemRow): FolderItem {
  return {
    postId: row.post_id,
    imageUrl: row.image_url,
    addedAt: row.added_at.toISOString(),
    postTitle: row.title,
    ...layoutOf(row.image),
  };
}

const toFolderObject = (row: FolderRow, items: FolderItem[]): FolderObject => ({
  _id: row.id,
  name: row.name,
  items,
  itemsCount: row.items_count,
  createdAt: row.created_at.toISOString(),
});

/** The user's folders (all, or only `ids`), each with its count; newest folder first. */
function folderRows(db: Kysely<Database>, userId: string, ids?: string[]): Promise<FolderRow[]> {
  let select = db
    .selectFrom('folders as f')
    .select(({ cast, fn, selectFrom }) => [
      'f.id',
      'f.name',
      'f.created_at',
      selectFrom('folder_items as fi')
        .select(cast<number>(fn.countAll(), 'integer').as('count'))
        .whereRef('fi.folder_id', '=', 'f.id')
        .$asScalar()
        .as('items_count'),
    ])
    .where('f.user_id', '=', userId);
  if (ids) select = select.where('f.id', 'in', ids);
  return select.orderBy('f.created_at', 'desc').orderBy('f.id').execute();
}

/**
 * Folders with their newest images (a preview of at most 4 each, or every image when
 * `allItems`) and counts, in two queries whatever the number of folders.
 */
export async function folderSummaries(
  db: Kysely<Database>,
  userId: string,
  ids?: string[],
  allItems = false,
): Promise<FolderObject[]> {
  const folders = await folderRows(db, userId, ids);
  if (folders.length === 0) return [];
  const previews = await db
    .selectFrom(
      itemRows(db)
        .select(({ fn }) =>
          fn
            .agg<number>('row_number')
            .over((over) =>
              over
                .partitionBy('fi.folder_id')
                .orderBy('fi.added_at', 'desc')
                .orderBy('fi.post_id')
                .orderBy('fi.image_url'),
            )
            .as('position'),
        )
        .where('fi.user_id', '=', userId)
        .where(
          'fi.folder_id',
          'in',
          folders.map((folder) => folder.id),
        )
        .as('ranked'),
    )
    .selectAll()
    .$if(!allItems, (select) => select.where('position', '<=', FOLDER_PREVIEW_ITEMS))
    .orderBy('position')
    .execute();
  return folders.map((folder) =>
    toFolderObject(folder, previews.filter((item) => item.folder_id === folder.id).map(toFolderItem)),
  );
}

/** One folder with its images, newest first; all of them unless `request.limit` is given. */
export async function findFolder(
  db: Kysely<Database>,
  userId: string,
  folderId: string,
  request: WholeListOrPageRequest,
): Promise<FolderObject | undefined> {
  const [folder] = await folderRows(db, userId, [folderId]);
  if (!folder) return undefined;
  const select = itemRows(db)
    .where('fi.folder_id', '=', folderId)
    .orderBy('fi.added_at', 'desc')
    .orderBy('fi.post_id')
    .orderBy('fi.image_url');
  const page = requestedPage(request);
  const items = await (page ? pageSlice(select, page) : select).execute();
  return toFolderObject(folder, items.map(toFolderItem));
}

/** A new empty folder; the name is already trimmed and checked. Refuses a name the user already has (any case). */
export async function createFolder(db: Kysely<Database>, userId: string, name: string, now: Date) {
  try {
    const row = await db
      .insertInto('folders')
      .values({ user_id: userId, name, created_at: now })
      .returning(['id', 'name', 'created_at'])
      .executeTakeFirstOrThrow();
    return toFolderObject({ ...row, items_count: 0 }, []);
  } catch (error) {
    if (isUniqueViolation(error, 'folders_user_name_key')) throw conflict(FOLDER_MESSAGES.nameTaken, 'name');
    throw error;
  }
}

/** Deletes one of the user's folders; its images stay saved (they become unorganised). */
export async function deleteFolder(db: Kysely<Database>, userId: string, folderId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('folders')
    .where('id', '=', folderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Puts a saved image in one of the user's folders, saving it first if it was not (a
 * folder only holds saved images). Both inserts ignore duplicates and run in one
 * transaction, so simultaneous adds of one image leave one item and distinct images
 * all arrive.
 */
export async function addToFolder(
  db: Kysely<Database>,
  userId: string,
  folderId: string,
  image: PostImage,
  now: Date,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const folder = await trx
        .selectFrom('folders')
        .select('id')
        .where('id', '=', folderId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!folder) throw notFound(FOLDER_MESSAGES.notFound);
      await trx
        .insertInto('favorites')
        .values({ user_id: userId, post_id: image.postId, image_url: image.imageUrl, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('folder_items')
        .values({
          folder_id: folderId,
          user_id: userId,
          post_id: image.postId,
          image_url: image.imageUrl,
          added_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  } catch (error) {
    // The folder or the post was deleted while the image was being added.
    if (isForeignKeyViolation(error)) {
      const folderGone = (error as { constraint?: unknown }).constraint === 'folder_items_folder_fkey';
      throw notFound(folderGone ? FOLDER_MESSAGES.notFound : SAVED_IMAGE_MESSAGES.postNotFound);
    }
    throw error;
  }
}

/** Takes an image out of one of the user's folders (it stays saved); answers false for a foreign or missing folder. */
export async function removeFromFolder(
  db: Kysely<Database>,
  userId: string,
  folderId: string,
  postId: string,
  imageUrl: string,
): Promise<boolean> {
  const folder = await db
    .selectFrom('folders')
    .select('id')
    .where('id', '=', folderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!folder) return false;
  await db
    .deleteFrom('folder_items')
    .where('folder_id', '=', folderId)
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .where('image_url', 'in', [imageUrl, imageUrl.replace(/-\d+\.webp$/, '.webp')])
    .execute();
  return true;
}
