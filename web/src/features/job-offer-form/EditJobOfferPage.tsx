import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { EditJobOfferPageQuery } from './__generated__/EditJobOfferPageQuery.graphql';
import { EditJobOfferForm } from './EditJobOfferForm';
import { TEXTS } from './offerRules';
import styles from '../../components/OfferForm.module.css';

const query = graphql`
  query EditJobOfferPageQuery($offerId: String!) {
    jobOffer(internalID: $offerId) {
      id
      viewerIsOwner
      status
      pendingChanges {
        ...EditJobOfferForm_offer
      }
      ...EditJobOfferForm_offer
    }
  }
`;

export const loader = queryLoader<EditJobOfferPageQuery>(query, ({ params }: LoaderFunctionArgs) => ({
  offerId: params.offerId ?? '',
}));

/**
 * /ControlPanel/edit-offer/{offerId}: the form filled with the offer, for its owner only
 * (anyone else sees 'Oferta no encontrada', as for an offer that does not exist).
 */
export function Component() {
  const heading = usePageTitle('Editar oferta de trabajo');
  const { offerId } = useParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        Editar oferta de trabajo
      </h1>
      <FallbackBoundary fallback={<LoadError title={TEXTS.loadFailed} />} resetKey={offerId}>
        <Suspense fallback={<ContentSkeleton label="Cargando la oferta..." />}>
          <EditJobOfferContent />
        </Suspense>
      </FallbackBoundary>
    </div>
  );
}

function EditJobOfferContent() {
  const { jobOffer } = useRouteQuery<EditJobOfferPageQuery>(query);
  if (!jobOffer || !jobOffer.viewerIsOwner) return <LoadError title={TEXTS.notFound} />;
  return (
    <EditJobOfferForm
      offerId={jobOffer.id}
      offer={jobOffer.pendingChanges ?? jobOffer}
      live={jobOffer.status === 'ACCEPTED'}
    />
  );
}
