import { graphql } from 'react-relay';
import { FORMATIONS } from '../../../lib/onboarding/wizardProgress';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { FormationForm } from '../components/FormationForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { StudentStudiesStepQuery } from './__generated__/StudentStudiesStepQuery.graphql';

const query = graphql`
  query StudentStudiesStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...FormationForm_user
    }
  }
`;

export const loader = queryLoader<StudentStudiesStepQuery>(query);

/** /creativo/registro/estudiante/05: school (then step 6) or self-taught (then the end). */
export function Component() {
  const { viewer } = useRouteQuery<StudentStudiesStepQuery>(query);
  return (
    <WizardStepPage step="studentStudies" viewer={viewer} heading="Tu formación">
      {(user) => (
        <FormationForm
          user={user}
          question="¿Dónde te estás formando?"
          school={FORMATIONS.studentSchool}
          selfTaught={FORMATIONS.studentSelfTaught}
        />
      )}
    </WizardStepPage>
  );
}
