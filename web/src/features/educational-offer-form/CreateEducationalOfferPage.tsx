import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { LoadError } from '../../components/LoadError';
import { VerificationModal } from '../../components/VerificationModal';
import { usePageTitle } from '../../lib/pageTitle';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import { paths } from '../../lib/routing/paths';
import type { CreateEducationalOfferPageQuery } from './__generated__/CreateEducationalOfferPageQuery.graphql';
import { EducationalOfferForm } from './EducationalOfferForm';
import { emptyDraft, TEXTS } from './educationalOfferRules';
import styles from '../../components/OfferForm.module.css';

const query = graphql`
  query CreateEducationalOfferPageQuery {
    viewer {
      role
      professionalType
      isVerifiedProfessional
    }
  }
`;

export const loader = queryLoader<CreateEducationalOfferPageQuery>(query);

/**
 * /ControlPanel/createEducationalOffer (part 2 §2 Create educational offer, §6): the form
 * for verified institutions. An unverified one sees the verification modal, whose
 * 'Entendido' goes to the explorer; any other account is told only institutions publish.
 * The route guard sends visitors without a token to / with the register dialog.
 */
export function Component() {
  const heading = usePageTitle('Crear oferta educativa');
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        Crear oferta educativa
      </h1>
      <Suspense fallback={<ContentSkeleton label="Cargando el formulario..." />}>
        <CreateEducationalOfferContent />
      </Suspense>
    </div>
  );
}

function CreateEducationalOfferContent() {
  const { viewer } = useRouteQuery<CreateEducationalOfferPageQuery>(query);
  const navigate = useNavigate();
  if (!viewer) {
    return (
      <LoadError title="No se pudo cargar tu perfil." text="Vuelve a iniciar sesión o inténtalo de nuevo más tarde." />
    );
  }
  if (viewer.role !== 'PROFESSIONAL' || viewer.professionalType !== 'INSTITUTION') {
    return <LoadError title={TEXTS.onlyInstitutions} />;
  }
  if (!viewer.isVerifiedProfessional) {
    return <VerificationModal onClose={() => void navigate(paths.explorer())} />;
  }
  return <EducationalOfferForm initial={emptyDraft} />;
}
