import type { ReaderFragment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import FollowingList from '../../features/community/__generated__/FollowingList_viewer.graphql';
import InstitutionOffers from '../../features/my-offers/__generated__/InstitutionOffers_viewer.graphql';
import AppliedOffers from '../../features/my-offers/__generated__/AppliedOffers_viewer.graphql';
import CandidatesPanel from '../../features/my-offers/__generated__/CandidatesPanel_offer.graphql';
import CompanyOffers from '../../features/my-offers/__generated__/CompanyOffers_viewer.graphql';
import SavedOffers from '../../features/my-offers/__generated__/SavedOffers_viewer.graphql';
import PortfolioPanel from '../../features/profile/portfolio/__generated__/PortfolioPanel_user.graphql';
import FolderItems from '../../features/saved/__generated__/FolderItems_folder.graphql';
import UnorganizedIdeas from '../../features/saved/__generated__/UnorganizedIdeas_viewer.graphql';
import { INSTITUTION_OFFERS_CONNECTION_KEY } from '../../features/educational-offer-form/institutionOffersStore';
import { CANDIDATES_CONNECTION_KEY } from '../../features/my-offers/managedOffersStore';
import { FOLLOWING_CONNECTION_KEY } from './followUpdater';
import { MY_OFFERS_CONNECTIONS } from './myOffersLists';
import { PORTFOLIO_CONNECTION_KEY } from './portfolio';
import { FOLDER_ITEMS_CONNECTION_KEY, UNORGANIZED_CONNECTION_KEY } from './savedStore';

/** The `@connection(key:)` keys a compiled fragment declares (Relay names their fields `__<key>_connection`). */
function connectionKeys(fragment: ReaderFragment): string[] {
  const keys: string[] = [];
  JSON.stringify(fragment, (name, value: unknown) => {
    const match = name === 'name' && typeof value === 'string' ? /^__(.+)_connection$/.exec(value) : null;
    if (match) keys.push(match[1]);
    return value;
  });
  return keys;
}

// The updaters that change a list of another screen name its connection by key; each key
// must be the one its owning fragment declares, or the update silently finds no list.
describe('connection keys of the lists other screens change', () => {
  it.each([
    ['FollowingList_viewer', FOLLOWING_CONNECTION_KEY, FollowingList],
    ['PortfolioPanel_user', PORTFOLIO_CONNECTION_KEY, PortfolioPanel],
    ['UnorganizedIdeas_viewer', UNORGANIZED_CONNECTION_KEY, UnorganizedIdeas],
    ['FolderItems_folder', FOLDER_ITEMS_CONNECTION_KEY, FolderItems],
    ['AppliedOffers_viewer', MY_OFFERS_CONNECTIONS.applied, AppliedOffers],
    ['SavedOffers_viewer', MY_OFFERS_CONNECTIONS.saved, SavedOffers],
    ['CompanyOffers_viewer', MY_OFFERS_CONNECTIONS.managed, CompanyOffers],
    ['InstitutionOffers_viewer', INSTITUTION_OFFERS_CONNECTION_KEY, InstitutionOffers],
    ['CandidatesPanel_offer', CANDIDATES_CONNECTION_KEY, CandidatesPanel],
  ] as const)('%s declares %s', (_name, key, fragment) => {
    expect(connectionKeys(fragment as ReaderFragment)).toContain(key);
  });
});
