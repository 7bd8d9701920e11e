import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams, useRouteError } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { LoadError } from '../../components/LoadError';
import { RetryButton } from '../../components/RetryButton';
import { usePageTitle } from '../../lib/pageTitle';
import { isNotFound, isUnauthenticated } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { OfferViewPageQuery } from './__generated__/OfferViewPageQuery.graphql';
import { OfferNotFound } from './OfferNotFound';
import { OFFER_TEXTS } from './offersTexts';
import { OfferView } from './OfferView';

const query = graphql`
  query OfferViewPageQuery($internalID: String!) {
    jobOffer(internalID: $internalID) {
      position
      ...OfferView_offer
    }
  }
`;

export const loader = queryLoader<OfferViewPageQuery>(query, ({ params }) => ({ internalID: params.offerId ?? '' }));

/** /ControlPanel/offer/{id} (signed in): an offer with its state, for its owner too. */
export function Component() {
  const { offerId } = useParams();
  if (!offerId?.trim()) return <OfferNotFound title={OFFER_TEXTS.noId} />;
  return (
    <Suspense key={offerId} fallback={<ContentSkeleton label="Cargando oferta..." />}>
      <View />
    </Suspense>
  );
}

function View() {
  const { jobOffer } = useRouteQuery<OfferViewPageQuery>(query);
  if (!jobOffer) return <OfferNotFound />;
  return <Found offer={jobOffer} />;
}

function Found({ offer }: { offer: NonNullable<OfferViewPageQuery['response']['jobOffer']> }) {
  const heading = usePageTitle(offer.position);
  return <OfferView offer={offer} heading={heading} />;
}

/** A failed load says so (part 2 §8 Offer view) and offers to try again. */
export function ErrorBoundary() {
  const error = useRouteError();
  const heading = usePageTitle(OFFER_TEXTS.viewLoadFailed);
  if (isUnauthenticated(error)) throw error;
  if (isNotFound(error)) return <OfferNotFound />;
  return (
    <LoadError title={OFFER_TEXTS.viewLoadFailed} level={1} heading={heading}>
      <RetryButton />
    </LoadError>
  );
}
