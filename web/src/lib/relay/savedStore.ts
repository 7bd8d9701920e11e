import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** What is read of the store's records (`environment.getStore().getSource()`). */
export interface ReadableSource {
  getRecordIDs(): string[];
  get(dataID: string): { readonly __typename?: unknown } | null | undefined;
}

/**
 * The keys of the saved-ideas lists that mutations on other screens change (features/saved:
 * UnorganizedIdeas.tsx, FolderItems.tsx): saving and unsaving on a post or the explorer,
 * moving into or out of a board from the other guardados page. Here, not beside their
 * fragments, because features do not import each other (tools/eslint.config.js). Counts
 * come in the mutations' payloads (the viewer's `savedImages(unorganized: true, first: 1)`).
 */
export const UNORGANIZED_CONNECTION_KEY = 'UnorganizedIdeas_savedImages';
/** `savedImages(unorganized: true)`: 'Ideas sin organizar'. */
export const UNORGANIZED_FILTERS = { unorganized: true } as const;
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

/** Moves a count by `by`, never below 0: only where no payload brings the new one. */
export function moveCount(record: RecordProxy, field: string, by: number): void {
  const count = record.getValue(field);
  if (typeof count === 'number') record.setValue(Math.max(0, count + by), field);
}

/** Whether a connection's loaded edges hold the record `nodeId`. */
export function holds(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId,
  );
}

/**
 * Puts a saved image at the top of 'Ideas sin organizar' (newest first, as the server
 * lists it), unless it is already listed there.
 */
export function prependUnorganized(store: RecordSourceSelectorProxy, savedImage: RecordProxy): void {
  const connection = unorganizedConnection(store);
  if (!connection || holds(connection, savedImage.getDataID())) return;
  ConnectionHandler.insertEdgeBefore(
    connection,
    ConnectionHandler.createEdge(store, connection, savedImage, 'SavedImageEdge'),
  );
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
 * count (the unsave's payload does not carry the boards). Returns whether the board was
 * seen holding it.
 */
export function removeFromBoard(folder: RecordProxy, savedImageId: string): boolean {
  const { items, inItems, preview, isImage } = itemsOfImage(folder, savedImageId);
  if (items) for (const item of inItems) if (item) ConnectionHandler.deleteNode(items, item.getDataID());
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
  const unorganized = unorganizedConnection(store);
  if (unorganized) ConnectionHandler.deleteNode(unorganized, savedImageId);
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
