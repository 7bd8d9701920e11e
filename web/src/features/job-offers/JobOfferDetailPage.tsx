import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams, useRouteError } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { LoadError } from '../../components/LoadError';
import { RetryButton } from '../../components/RetryButton';
import { usePageTitle } from '../../lib/pageTitle';
import { isNotFound, isUnauthenticated } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { JobOfferDetailPageQuery } from './__generated__/JobOfferDetailPageQuery.graphql';
import { JobOfferDetail } from './JobOfferDetail';
import { OfferNotFound } from './OfferNotFound';
import { OFFER_TEXTS } from './offersTexts';

const query = graphql`
  query JobOfferDetailPageQuery($internalID: String!) {
    jobOffer(internalID: $internalID) {
      position
      ...JobOfferDetail_offer
    }
  }
`;

export const loader = queryLoader<JobOfferDetailPageQuery>(query, ({ params }) => ({
  internalID: params.offerId ?? '',
}));

/** /ControlPanel/JobOfferDetail/{id}: one public offer, to apply to or save. */
export function Component() {
  const { offerId } = useParams();
  return (
    // A new boundary per offer, so another offer shows the loading state.
    <Suspense key={offerId} fallback={<ContentSkeleton label="Cargando oferta..." />}>
      <Detail />
    </Suspense>
  );
}

function Detail() {
  const { jobOffer } = useRouteQuery<JobOfferDetailPageQuery>(query);
  if (!jobOffer) return <OfferNotFound />;
  return <Found offer={jobOffer} />;
}

function Found({ offer }: { offer: NonNullable<JobOfferDetailPageQuery['response']['jobOffer']> }) {
  const heading = usePageTitle(offer.position);
  return <JobOfferDetail offer={offer} heading={heading} />;
}

/** A failed load says so and offers to try again (part 2 §8 Job offer). */
export function ErrorBoundary() {
  const error = useRouteError();
  const heading = usePageTitle(OFFER_TEXTS.detailLoadFailed);
  if (isUnauthenticated(error)) throw error;
  if (isNotFound(error)) return <OfferNotFound />;
  return (
    <LoadError title={OFFER_TEXTS.detailLoadFailed} level={1} heading={heading}>
      <RetryButton />
    </LoadError>
  );
}
