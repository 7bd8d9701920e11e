import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { StepActions } from '../components/StepActions';
import { useWizardMoves } from '../components/useWizardMoves';
import { WizardStepPage } from '../components/WizardStepPage';
import type { OnboardingDoneStepQuery } from './__generated__/OnboardingDoneStepQuery.graphql';
import styles from './OnboardingDoneStep.module.css';

const query = graphql`
  query OnboardingDoneStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
    }
  }
`;

export const loader = queryLoader<OnboardingDoneStepQuery>(query);

/** /creativo/registro/final: the thanks page of every branch; 'Finalizar registro' opens the dashboard. */
export function Component() {
  const { viewer } = useRouteQuery<OnboardingDoneStepQuery>(query);
  return (
    <WizardStepPage
      step="onboardingDone"
      viewer={viewer}
      heading="¡Genial! Ya está todo preparado para comenzar."
      title="Registro completado"
    >
      {() => <Finish />}
    </WizardStepPage>
  );
}

function Finish() {
  const { goBack } = useWizardMoves();
  const navigate = useNavigate();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(paths.explorer());
      }}
    >
      <p className={styles.text}>
        Tu perfil está listo. Descubre creativos, publica tu trabajo y encuentra oportunidades.
      </p>
      <StepActions onBack={goBack} nextLabel="Finalizar registro" />
    </form>
  );
}
