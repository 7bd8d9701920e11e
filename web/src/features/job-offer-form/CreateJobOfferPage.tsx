import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { LoadError } from '../../components/LoadError';
import { VerificationModal } from '../../components/VerificationModal';
import { usePageTitle } from '../../lib/pageTitle';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import { paths } from '../../lib/routing/paths';
import type { CreateJobOfferPageQuery } from './__generated__/CreateJobOfferPageQuery.graphql';
import { JobOfferForm } from './JobOfferForm';
import { emptyDraft, TEXTS } from './offerRules';
import styles from '../../components/OfferForm.module.css';

const query = graphql`
  query CreateJobOfferPageQuery {
    viewer {
      role
      isVerifiedProfessional
      companyName
    }
  }
`;

export const loader = queryLoader<CreateJobOfferPageQuery>(query);

/**
 * /ControlPanel/createOffer (part 2 §2 Create / edit job offer): the form for verified
 * professionals. An unverified one sees the verification modal, whose 'Entendido' goes
 * to the explorer; a creative is told only professionals publish (part 2 §6). The route
 * guard sends visitors without a token to / with the register dialog.
 */
export function Component() {
  const heading = usePageTitle('Crear oferta de trabajo');
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        Crear oferta de trabajo
      </h1>
      <Suspense fallback={<ContentSkeleton label="Cargando el formulario..." />}>
        <CreateJobOfferContent />
      </Suspense>
    </div>
  );
}

function CreateJobOfferContent() {
  const { viewer } = useRouteQuery<CreateJobOfferPageQuery>(query);
  const navigate = useNavigate();
  if (!viewer) {
    return (
      <LoadError title="No se pudo cargar tu perfil." text="Vuelve a iniciar sesión o inténtalo de nuevo más tarde." />
    );
  }
  if (viewer.role !== 'PROFESSIONAL') return <LoadError title={TEXTS.onlyProfessionals} />;
  if (!viewer.isVerifiedProfessional) {
    return <VerificationModal onClose={() => void navigate(paths.explorer())} />;
  }
  return <JobOfferForm initial={() => ({ ...emptyDraft(), companyName: viewer.companyName ?? '' })} />;
}
