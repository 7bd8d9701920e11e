import {
  commitLocalUpdate,
  Environment,
  Network,
  RecordSource,
  Store,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { prependInstitutionOffer } from './institutionOffersStore';

// Where Relay keeps My Offers' list of an institution (no filters: first/after are paging).
const LIST = '__InstitutionOffers_managedEducationalOffers_connection';

// The store as My Offers leaves it: the viewer with its list of one offer, and a new offer's record.
function storeWithList() {
  const store = new Store(new RecordSource());
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store });
  commitLocalUpdate(environment, (proxy: RecordSourceSelectorProxy) => {
    const viewer = proxy.create('VXNlcjox', 'User');
    proxy.getRoot().setLinkedRecord(viewer, 'viewer');
    const list = proxy.create('client:list', 'EducationalOfferConnection');
    const edge = proxy.create('client:list:edge0', 'EducationalOfferEdge');
    edge.setLinkedRecord(proxy.create('old', 'EducationalOffer'), 'node');
    list.setLinkedRecords([edge], 'edges');
    viewer.setLinkedRecord(list, LIST);
    proxy.create('new', 'EducationalOffer');
  });
  return { environment, store };
}

const listed = (store: Store) => {
  const source = store.getSource();
  const edges = (source.get('client:list')?.edges as { __refs: string[] }).__refs;
  return edges.map((edge) => (source.get(edge)?.node as { __ref: string }).__ref);
};

describe('prependInstitutionOffer', () => {
  it("puts a published offer first in the institution's list, once", () => {
    const { environment, store } = storeWithList();
    commitLocalUpdate(environment, (proxy) => prependInstitutionOffer(proxy, 'new'));
    commitLocalUpdate(environment, (proxy) => prependInstitutionOffer(proxy, 'new'));
    expect(listed(store)).toEqual(['new', 'old']);
  });

  it('leaves an edited offer where it is', () => {
    const { environment, store } = storeWithList();
    commitLocalUpdate(environment, (proxy) => prependInstitutionOffer(proxy, 'old'));
    expect(listed(store)).toEqual(['old']);
  });

  it('does nothing when My Offers was not read', () => {
    const store = new Store(new RecordSource());
    const environment = new Environment({ network: Network.create(() => ({ data: {} })), store });
    expect(() => commitLocalUpdate(environment, (proxy) => prependInstitutionOffer(proxy, 'new'))).not.toThrow();
  });
});
