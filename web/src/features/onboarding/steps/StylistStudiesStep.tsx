import { graphql } from 'react-relay';
import { FORMATIONS } from '../../../lib/onboarding/wizardProgress';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { FormationForm } from '../components/FormationForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { StylistStudiesStepQuery } from './__generated__/StylistStudiesStepQuery.graphql';

const query = graphql`
  query StylistStudiesStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...FormationForm_user
    }
  }
`;

export const loader = queryLoader<StylistStudiesStepQuery>(query);

/** /creativo/registro/estilista/05: school (then step 6) or self-taught (then the end). */
export function Component() {
  const { viewer } = useRouteQuery<StylistStudiesStepQuery>(query);
  return (
    <WizardStepPage step="stylistStudies" viewer={viewer} heading="Tu formación">
      {(user) => (
        <FormationForm
          user={user}
          question="¿Cómo te has formado?"
          school={FORMATIONS.stylistSchool}
          selfTaught={FORMATIONS.stylistSelfTaught}
        />
      )}
    </WizardStepPage>
  );
}
