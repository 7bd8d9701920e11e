import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** What is read of the store's records (`environment.getStore().getSource()`). */
export interface ReadableSource {
  getRecordIDs(): string[];
  get(dataID: string): { readonly __typename?: unknown } | null | undefined;
}

/**
 * The keys of the saved-ideas lists, as the guardados screens fetch them
 * (features/saved). Mutations that save, unsave, move or remove an image update these
 * lists in the store instead of fetching the screens again.
 */
export const UNORGANIZED_CONNECTION_KEY = 'UnorganizedIdeas_savedImages';
/** `savedImages(unorganized: true)`: 'Ideas sin organizar'. */
export const UNORGANIZED_FILTERS = { unorganized: true } as const;
/** The viewer's boards (`folders`), newest first. */
export const FOLDERS_CONNECTION_KEY = 'SavedBoards_folders';
/** One board's images (`Folder.items`), newest added first. */
export const FOLDER_ITEMS_CONNECTION_KEY = 'FolderItems_items';

/** The ids of the store's records of one type (a record source cannot be searched otherwise). */
export function recordIdsOfType(source: ReadableSource, typename: string): string[] {
  return source.getRecordIDs().filter((id) => source.get(id)?.__typename === typename);
}

/** The viewer's 'Ideas sin organizar' connection, when the store holds it. */
export function unorganizedConnection(store: RecordSourceSelectorProxy): RecordProxy | null {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  return (viewer && ConnectionHandler.getConnection(viewer, UNORGANIZED_CONNECTION_KEY, UNORGANIZED_FILTERS)) ?? null;
}

/** Moves a connection's or a board's count by `by`, never below 0. */
export function moveCount(record: RecordProxy, field: string, by: number): void {
  const count = record.getValue(field);
  if (typeof count === 'number') record.setValue(Math.max(0, count + by), field);
}

function holds(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId,
  );
}

/**
 * Puts a saved image at the top of 'Ideas sin organizar' (newest first, as the server
 * lists it) and counts it, unless it is already listed there.
 */
export function prependUnorganized(store: RecordSourceSelectorProxy, savedImage: RecordProxy): void {
  const connection = unorganizedConnection(store);
  if (!connection || holds(connection, savedImage.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, savedImage, 'SavedImageEdge');
  // Never used for paging (pageInfo's cursor is); present so the list reads as complete.
  edge.setValue(`client:saved:${savedImage.getDataID()}`, 'cursor');
  ConnectionHandler.insertEdgeBefore(connection, edge);
  moveCount(connection, 'totalCount', 1);
}

/** Takes a saved image out of 'Ideas sin organizar' and uncounts it, if it is listed. */
export function removeUnorganized(store: RecordSourceSelectorProxy, savedImageId: string): void {
  const connection = unorganizedConnection(store);
  if (!connection || !holds(connection, savedImageId)) return;
  ConnectionHandler.deleteNode(connection, savedImageId);
  moveCount(connection, 'totalCount', -1);
}

/** The board items (loaded items, then preview) that are this saved image. */
function itemsOfImage(folder: RecordProxy, savedImageId: string) {
  const isImage = (item: RecordProxy | null | undefined) => item?.getValue('savedImageId') === savedImageId;
  const items = ConnectionHandler.getConnection(folder, FOLDER_ITEMS_CONNECTION_KEY);
  const loaded = (items?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node'));
  return { items, inItems: loaded.filter(isImage), preview: folder.getLinkedRecords('preview') ?? [], isImage };
}

/**
 * Takes a saved image out of one board in the store: its loaded items, its preview and its
 * count. Returns whether the board was seen holding it.
 */
export function removeFromBoard(folder: RecordProxy, savedImageId: string): boolean {
  const { items, inItems, preview, isImage } = itemsOfImage(folder, savedImageId);
  if (items && inItems.length > 0) {
    for (const item of inItems) if (item) ConnectionHandler.deleteNode(items, item.getDataID());
    moveCount(items, 'totalCount', -1);
  }
  const inPreview = preview.some(isImage);
  if (inPreview)
    folder.setLinkedRecords(
      preview.filter((item) => !isImage(item)),
      'preview',
    );
  const held = inItems.length > 0 || inPreview;
  if (held) moveCount(folder, 'itemsCount', -1);
  return held;
}

/**
 * An unsaved image leaves every list of the store: 'Ideas sin organizar' and each board
 * the store holds (`folderIds`, found with recordIdsOfType). A board whose loaded part
 * does not show the image but may hold it further down (more than its preview, items
 * not all loaded) is marked stale, so it is read again when next shown rather than show
 * a wrong count.
 */
export function removeSavedImageEverywhere(
  store: RecordSourceSelectorProxy,
  savedImageId: string,
  folderIds: readonly string[],
): void {
  removeUnorganized(store, savedImageId);
  for (const folderId of folderIds) {
    const folder = store.get(folderId);
    if (!folder || removeFromBoard(folder, savedImageId)) continue;
    const items = ConnectionHandler.getConnection(folder, FOLDER_ITEMS_CONNECTION_KEY);
    const allLoaded = items?.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === false;
    const previewIsAll =
      (folder.getValue('itemsCount') as number | undefined) === (folder.getLinkedRecords('preview') ?? []).length;
    if (!allLoaded && !previewIsAll) folder.invalidateRecord();
  }
}
