import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { errorNotice, FormNotice, successNotice, type Notice } from '../../components/FormNotice';
import type { SavedOffers_offer$key } from './__generated__/SavedOffers_offer.graphql';
import type { SavedOffersPaginationQuery } from './__generated__/SavedOffersPaginationQuery.graphql';
import type { SavedOffers_viewer$key } from './__generated__/SavedOffers_viewer.graphql';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { NextOffers } from './OfferSkeletons';
import { OfferCard } from '../job-offers/OfferCard';
import { StatusBadge } from './StatusBadge';
import { useUnsaveJobOfferMutation } from './useUnsaveJobOfferMutation';
import { BUTTONS } from './buttons';
import styles from './MyOffersPage.module.css';

const fragment = graphql`
  fragment SavedOffers_viewer on User
  @refetchable(queryName: "SavedOffersPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    savedJobOffers(first: $count, after: $cursor) @connection(key: "SavedOffers_savedJobOffers") {
      __id
      edges {
        node {
          id
          isExpired
          ...SavedOffers_offer
        }
      }
    }
  }
`;

// Also what saving (job-offers' useSaveJobOfferMutation) reads back, so the saved offer
// joins this list in the store as it is.
const offerFragment = graphql`
  fragment SavedOffers_offer on JobOffer {
    position
    # Which tab lists it, when the offer comes from a save.
    isExpired
    ...OfferCard_offer
  }
`;

interface SavedOffersProps {
  viewer: SavedOffers_viewer$key;
  /** 'Caducadas' (past their last day) rather than 'Guardadas'. */
  expired: boolean;
}

/** 'Guardadas' or 'Caducadas': the saved offers, most recently saved first, each with 'Quitar'. */
export function SavedOffers({ viewer, expired }: SavedOffersProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SavedOffersPaginationQuery,
    SavedOffers_viewer$key
  >(fragment, viewer);
  const [notice, setNotice] = useState<Notice | null>(null);
  const unsave = useUnsaveJobOfferMutation(data.savedJobOffers?.__id ?? '');
  // One list feeds both tabs: 'Guardadas' the open offers, 'Caducadas' those past their last day.
  const edges = (data.savedJobOffers?.edges ?? []).filter(({ node }) => node.isExpired === expired);

  async function remove(offerId: string) {
    const outcome = await unsave(offerId);
    setNotice(outcome.ok ? successNotice(outcome.message ?? MY_OFFERS_TEXTS.unsaved) : errorNotice(outcome.message));
  }

  return (
    <>
      <FormNotice notice={notice} />
      {edges.length === 0 ? (
        <p className={styles.empty}>{expired ? MY_OFFERS_TEXTS.noExpired : MY_OFFERS_TEXTS.noSaved}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <SavedOffer offer={node} expired={expired} onRemove={() => void remove(node.id)} />
            </li>
          ))}
        </ul>
      )}
      <NextOffers loadNext={loadNext} hasNext={hasNext} isLoadingNext={isLoadingNext} />
    </>
  );
}

interface SavedOfferProps {
  offer: SavedOffers_offer$key;
  expired: boolean;
  onRemove: () => void;
}

/** One saved offer with 'Quitar' (and 'Caducada' in its tab). */
function SavedOffer({ offer, expired, onRemove }: SavedOfferProps) {
  const data = useFragment(offerFragment, offer);
  return (
    <OfferCard offer={data}>
      {expired && <StatusBadge status="CANCELLED">Caducada</StatusBadge>}
      <button type="button" className={BUTTONS.secondary} onClick={onRemove}>
        Quitar <span className="visually-hidden">«{data.position}» de guardadas</span>
      </button>
    </OfferCard>
  );
}
