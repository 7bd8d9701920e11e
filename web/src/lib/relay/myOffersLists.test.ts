import {
  commitLocalUpdate,
  Environment,
  Network,
  RecordSource,
  Store,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { MY_OFFERS_CONNECTIONS, placeManagedOffer, placeSavedOffer } from './myOffersLists';
import { connectionField, listOf, managedListField, seedViewerLists } from './myOffersListsTesting';

const managed = managedListField;

function environmentWith(offers: Record<string, string>) {
  const store = new Store(new RecordSource());
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store });
  commitLocalUpdate(environment, (store) => {
    for (const [id, jobType] of Object.entries(offers)) store.create(id, 'JobOffer').setValue(jobType, 'jobType');
  });
  return environment;
}

const run = (environment: Environment, update: (store: RecordSourceSelectorProxy) => void) =>
  commitLocalUpdate(environment, update);

describe("a company's offer lists on My Offers, updated in place", () => {
  it('put a new offer first in the pending lists (the internships one only for an internship)', () => {
    const environment = environmentWith({ old: 'FULL_TIME', nuevo: 'INTERNSHIP', otro: 'FULL_TIME' });
    seedViewerLists(environment, {
      managed: { 'PENDING:false': ['old'], 'PENDING:true': [], 'ACCEPTED:false': [] },
    });
    run(environment, (store) => placeManagedOffer(store, store.get('nuevo')!, 'PENDING'));
    run(environment, (store) => placeManagedOffer(store, store.get('otro')!, 'PENDING'));
    expect(listOf(environment, managed('PENDING', false))).toEqual(['otro', 'nuevo', 'old']);
    expect(listOf(environment, managed('PENDING', true))).toEqual(['nuevo']);
    expect(listOf(environment, managed('ACCEPTED', false))).toEqual([]);
  });

  it('move an edited active offer from the active lists to the pending ones, once', () => {
    const environment = environmentWith({ a: 'INTERNSHIP', b: 'FULL_TIME' });
    seedViewerLists(environment, {
      managed: { 'ACCEPTED:false': ['a', 'b'], 'ACCEPTED:true': ['a'], 'PENDING:false': [], 'CANCELLED:false': [] },
    });
    run(environment, (store) => placeManagedOffer(store, store.get('a')!, 'PENDING'));
    run(environment, (store) => placeManagedOffer(store, store.get('a')!, 'PENDING'));
    expect(listOf(environment, managed('ACCEPTED', false))).toEqual(['b']);
    expect(listOf(environment, managed('ACCEPTED', true))).toEqual([]);
    expect(listOf(environment, managed('PENDING', false))).toEqual(['a']);
    expect(listOf(environment, managed('CANCELLED', false))).toEqual([]);
  });

  it('change nothing when the viewer or the lists are not in the store', () => {
    const environment = environmentWith({ a: 'FULL_TIME' });
    expect(() => run(environment, (store) => placeManagedOffer(store, store.get('a')!, 'PENDING'))).not.toThrow();
    seedViewerLists(environment, {});
    expect(() => run(environment, (store) => placeSavedOffer(store, store.get('a')!, true))).not.toThrow();
  });
});

describe("the viewer's saved offers on My Offers, updated in place", () => {
  it('take a saved offer first and an unsaved one out', () => {
    const environment = environmentWith({ a: 'FULL_TIME', b: 'FULL_TIME' });
    seedViewerLists(environment, { saved: ['a'] });
    const saved = connectionField(MY_OFFERS_CONNECTIONS.saved);
    run(environment, (store) => placeSavedOffer(store, store.get('b')!, true));
    expect(listOf(environment, saved)).toEqual(['b', 'a']);
    run(environment, (store) => placeSavedOffer(store, store.get('a')!, false));
    expect(listOf(environment, saved)).toEqual(['b']);
  });
});
