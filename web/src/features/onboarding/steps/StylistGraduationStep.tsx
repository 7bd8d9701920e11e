import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { GraduationForm } from '../components/GraduationForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { StylistGraduationStepQuery } from './__generated__/StylistGraduationStepQuery.graphql';

const query = graphql`
  query StylistGraduationStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...GraduationForm_user
    }
  }
`;

export const loader = queryLoader<StylistGraduationStepQuery>(query);

/** /creativo/registro/estilista/06: institution and graduation month; payload {institution, profileCompleted}. */
export function Component() {
  const { viewer } = useRouteQuery<StylistGraduationStepQuery>(query);
  return (
    <WizardStepPage step="stylistGraduation" viewer={viewer} heading="Tus estudios">
      {(user) => <GraduationForm user={user} date={{ kind: 'month', label: 'Mes de graduación' }} />}
    </WizardStepPage>
  );
}
