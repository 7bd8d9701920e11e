import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { GraduationForm } from '../components/GraduationForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { GraduateStudiesStepQuery } from './__generated__/GraduateStudiesStepQuery.graphql';

const query = graphql`
  query GraduateStudiesStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...GraduationForm_user
    }
  }
`;

export const loader = queryLoader<GraduateStudiesStepQuery>(query);

/** /creativo/registro/graduado/06: institution and graduation year; payload {institution, profileCompleted}. */
export function Component() {
  const { viewer } = useRouteQuery<GraduateStudiesStepQuery>(query);
  return (
    <WizardStepPage step="graduateStudies" viewer={viewer} heading="Tu formación">
      {(user) => <GraduationForm user={user} date={{ kind: 'year', label: 'Año de graduación' }} />}
    </WizardStepPage>
  );
}
