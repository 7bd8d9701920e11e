import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams, useRouteError } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { LoadError } from '../../components/LoadError';
import { RetryButton } from '../../components/RetryButton';
import { usePageTitle } from '../../lib/pageTitle';
import { isNotFound, isUnauthenticated } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { EducationalOfferDetailPageQuery } from './__generated__/EducationalOfferDetailPageQuery.graphql';
import { BackButton } from './BackButton';
import { EducationalOfferDetail } from './EducationalOfferDetail';
import { EDUCATIONAL_OFFER_TEXTS as TEXTS } from './offerFormat';

const query = graphql`
  query EducationalOfferDetailPageQuery($internalID: String!) {
    educationalOffer(internalID: $internalID) {
      programName
      ...EducationalOfferDetail_offer
    }
  }
`;

export const loader = queryLoader<EducationalOfferDetailPageQuery>(query, ({ params }) => ({
  internalID: params.offerId ?? '',
}));

/** /ControlPanel/EducationalOfferDetail/{id}: one public study programme. */
export function Component() {
  const { offerId } = useParams();
  return (
    // A new boundary per offer, so another offer shows the loading state.
    <Suspense key={offerId} fallback={<ContentSkeleton label={TEXTS.loading} />}>
      <Detail />
    </Suspense>
  );
}

function Detail() {
  const { educationalOffer } = useRouteQuery<EducationalOfferDetailPageQuery>(query);
  if (!educationalOffer) return <OfferNotFound />;
  return <Found offer={educationalOffer} />;
}

function Found({ offer }: { offer: NonNullable<EducationalOfferDetailPageQuery['response']['educationalOffer']> }) {
  const heading = usePageTitle(offer.programName);
  return <EducationalOfferDetail offer={offer} heading={heading} />;
}

/** 'No se encontró la oferta educativa.' with the way back (part 2 §8). */
function OfferNotFound() {
  const heading = usePageTitle(TEXTS.notFound);
  return (
    <LoadError title={TEXTS.notFound} level={1} heading={heading}>
      <BackButton />
    </LoadError>
  );
}

/** A failed load says so and offers to try again (part 2 §8 Educational offer). */
export function ErrorBoundary() {
  const error = useRouteError();
  const heading = usePageTitle(TEXTS.loadFailed);
  if (isUnauthenticated(error)) throw error;
  if (isNotFound(error)) return <OfferNotFound />;
  return (
    <LoadError title={TEXTS.loadFailed} level={1} heading={heading}>
      <RetryButton />
    </LoadError>
  );
}
