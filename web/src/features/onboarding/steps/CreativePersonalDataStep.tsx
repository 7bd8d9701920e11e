import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { PersonalDataForm } from '../components/PersonalDataForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { CreativePersonalDataStepQuery } from './__generated__/CreativePersonalDataStepQuery.graphql';

const query = graphql`
  query CreativePersonalDataStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...PersonalDataForm_user
    }
  }
`;

export const loader = queryLoader<CreativePersonalDataStepQuery>(query);

/** /creativo/registro/02, creative step 2: personal data, aged 1 to 90 (the date input reaches today). */
export function Component() {
  const { viewer } = useRouteQuery<CreativePersonalDataStepQuery>(query);
  return (
    <WizardStepPage step="creativePersonalData" viewer={viewer} heading="Tus datos personales">
      {(user) => <PersonalDataForm user={user} />}
    </WizardStepPage>
  );
}
