import {
  commitLocalUpdate,
  Environment,
  Network,
  RecordSource,
  Store,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { removeSavedImageEverywhere } from './savedStore';

/** A store holding one board whose preview shows two images, the same image also in a second board. */
function storeWithBoards() {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const board = (id: string, items: [string, string][]) => {
      const folder = store.create(id, 'Folder');
      folder.setValue(id, 'id');
      folder.setValue(items.length, 'itemsCount');
      folder.setLinkedRecords(
        items.map(([itemId, savedImageId]) => {
          const item = store.create(itemId, 'FolderItem');
          item.setValue(itemId, 'id');
          item.setValue(savedImageId, 'savedImageId');
          return item;
        }),
        'preview',
      );
    };
    board('board-a', [
      ['item-a1', 'saved-1'],
      ['item-a2', 'saved-2'],
    ]);
    board('board-b', [['item-b1', 'saved-1']]);
  });
  return environment;
}

const read = (environment: Environment, id: string) => {
  const folder = environment.getStore().getSource().get(id);
  const preview = (folder?.preview as { __refs: string[] } | undefined)?.__refs ?? [];
  return { itemsCount: folder?.itemsCount, preview };
};

describe('removeSavedImageEverywhere', () => {
  it('takes the image out of every board holding it, told by its saved image id, not the item id', () => {
    const environment = storeWithBoards();
    commitLocalUpdate(environment, (store: RecordSourceSelectorProxy) =>
      removeSavedImageEverywhere(store, 'saved-1', ['board-a', 'board-b']),
    );
    expect(read(environment, 'board-a')).toEqual({ itemsCount: 1, preview: ['item-a2'] });
    expect(read(environment, 'board-b')).toEqual({ itemsCount: 0, preview: [] });
  });
});
