import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { PersonalDataForm } from '../components/PersonalDataForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { ProfessionalPersonalDataStepQuery } from './__generated__/ProfessionalPersonalDataStepQuery.graphql';

const query = graphql`
  query ProfessionalPersonalDataStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...PersonalDataForm_user
    }
  }
`;

export const loader = queryLoader<ProfessionalPersonalDataStepQuery>(query);

/**
 * /profesional/registro/datos-personales: the professional's personal data, aged 1 to 90 as
 * creatives are (README § Product notes).
 */
export function Component() {
  const { viewer } = useRouteQuery<ProfessionalPersonalDataStepQuery>(query);
  return (
    <WizardStepPage step="professionalPersonalData" viewer={viewer} heading="Tus datos personales">
      {(user) => <PersonalDataForm user={user} />}
    </WizardStepPage>
  );
}
