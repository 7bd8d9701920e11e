import {
  commitLocalUpdate,
  Environment,
  Network,
  RecordSource,
  Store,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { staleOfferLists } from './staleOfferLists';

// Where Relay keeps a connection with its filters (the record's field name).
const PENDING_LIST = '__CompanyOffers_managedJobOffers_connection(internshipsOnly:false,status:"PENDING")';

// The store as misOfertas leaves it: the viewer with its 'Pendientes de aprobación' list.
function storeWithPendingList() {
  const store = new Store(new RecordSource());
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store });
  commitLocalUpdate(environment, (proxy: RecordSourceSelectorProxy) => {
    const viewer = proxy.create('VXNlcjox', 'User');
    proxy.getRoot().setLinkedRecord(viewer, 'viewer');
    viewer.setLinkedRecord(proxy.create('client:pending-list', 'JobOfferConnection'), PENDING_LIST);
  });
  return { environment, store };
}

describe('staleOfferLists', () => {
  it("marks the company's offer lists stale, so misOfertas reads them again", () => {
    const { environment, store } = storeWithPendingList();
    const before = store.lookupInvalidationState(['client:pending-list']);
    const viewerBefore = store.lookupInvalidationState(['VXNlcjox']);
    commitLocalUpdate(environment, staleOfferLists);
    expect(store.checkInvalidationState(before)).toBe(true);
    // The viewer itself (the shell's profile) stays as it was.
    expect(store.checkInvalidationState(viewerBefore)).toBe(false);
  });

  it('does nothing without a signed-in viewer in the store', () => {
    const store = new Store(new RecordSource());
    const environment = new Environment({ network: Network.create(() => ({ data: {} })), store });
    expect(() => commitLocalUpdate(environment, staleOfferLists)).not.toThrow();
  });
});
