import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { GraduationForm } from '../components/GraduationForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { StudentGraduationStepQuery } from './__generated__/StudentGraduationStepQuery.graphql';

/** A student's expected graduation may be up to 10 years ahead (README § Product notes). */
const EXPECTED_GRADUATION = { kind: 'month', label: 'Mes previsto de graduación', yearsAhead: 10 } as const;

const query = graphql`
  query StudentGraduationStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...GraduationForm_user
    }
  }
`;

export const loader = queryLoader<StudentGraduationStepQuery>(query);

/** /creativo/registro/estudiante/06: institution and graduation month; payload {institution, profileCompleted}. */
export function Component() {
  const { viewer } = useRouteQuery<StudentGraduationStepQuery>(query);
  return (
    <WizardStepPage step="studentGraduation" viewer={viewer} heading="Tus estudios">
      {(user) => <GraduationForm user={user} date={EXPECTED_GRADUATION} />}
    </WizardStepPage>
  );
}
