import { getStorageKey, type ReaderField, type ReaderFragment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { STATUSES_OF_FILTER } from '../../lib/relay/myOffersLists';
import countFragment from './__generated__/CompanyOffers_count.graphql';
import everyCountFragment from './__generated__/CompanyOffers_everyCount.graphql';

/** Where in the store each field of a compiled fragment keeps its value, under some variables. */
function storageKeys(fragment: ReaderFragment, variables: Record<string, unknown> = {}): string[] {
  return fragment.selections.map((selection) => getStorageKey(selection as ReaderField, variables));
}

// A change of an offer reads back every filter's count (CompanyOffers_everyCount); the list
// on screen shows its filter's (CompanyOffers_count). Unless both name the same records, the
// count on screen would never move.
describe("the counts an offer's change brings back are the ones My Offers shows", () => {
  it('one per status filter, with and without internships only, and no other', () => {
    const shown = Object.values(STATUSES_OF_FILTER).flatMap((statuses) =>
      [false, true].flatMap((internshipsOnly) => storageKeys(countFragment, { statuses, internshipsOnly })),
    );
    expect(storageKeys(everyCountFragment).sort()).toEqual(shown.sort());
  });
});
