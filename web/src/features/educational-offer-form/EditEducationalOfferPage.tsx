import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { EditEducationalOfferPageQuery } from './__generated__/EditEducationalOfferPageQuery.graphql';
import { EditEducationalOfferForm } from './EditEducationalOfferForm';
import { TEXTS } from './educationalOfferRules';
import styles from '../../components/OfferForm.module.css';

const query = graphql`
  query EditEducationalOfferPageQuery($offerId: String!) {
    educationalOffer(internalID: $offerId) {
      id
      viewerIsOwner
      form {
        status
      }
      pendingChanges {
        ...EditEducationalOfferForm_offer
      }
      ...EditEducationalOfferForm_offer
    }
  }
`;

/** The statuses of a public offer, whose edit waits for review beside it (issue 17). */
const LIVE_STATUSES = ['ACCEPTED', 'ACTIVE'];

export const loader = queryLoader<EditEducationalOfferPageQuery>(query, ({ params }: LoaderFunctionArgs) => ({
  offerId: params.offerId ?? '',
}));

/**
 * /ControlPanel/edit-educational-offer/{offerId}: the form filled with the offer, for its
 * institution only (anyone else sees 'Oferta no encontrada', as for an offer that does not exist).
 */
export function Component() {
  const heading = usePageTitle('Editar oferta educativa');
  const { offerId } = useParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        Editar oferta educativa
      </h1>
      <FallbackBoundary fallback={<LoadError title={TEXTS.loadFailed} />} resetKey={offerId}>
        <Suspense fallback={<ContentSkeleton label="Cargando la oferta..." />}>
          <EditEducationalOfferContent />
        </Suspense>
      </FallbackBoundary>
    </div>
  );
}

function EditEducationalOfferContent() {
  const { educationalOffer } = useRouteQuery<EditEducationalOfferPageQuery>(query);
  const notFound = <LoadError title={TEXTS.notFound} />;
  if (!educationalOffer || !educationalOffer.viewerIsOwner) return notFound;
  return (
    <EditEducationalOfferForm
      offerId={educationalOffer.id}
      offer={educationalOffer.pendingChanges ?? educationalOffer}
      live={LIVE_STATUSES.includes(educationalOffer.form?.status ?? '')}
      notFound={notFound}
    />
  );
}
