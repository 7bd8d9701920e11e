import { useState } from 'react';
import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { PersonalDataForm } from '../components/PersonalDataForm';
import { WizardStepPage } from '../components/WizardStepPage';
import { professionalBirthDateRule } from '../lib/dates';
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
 * /profesional/registro/datos-personales: the professional's personal data, born from
 * 1970-01-01 to two days before today.
 */
export function Component() {
  const { viewer } = useRouteQuery<ProfessionalPersonalDataStepQuery>(query);
  const [rule] = useState(() => professionalBirthDateRule(new Date()));
  return (
    <WizardStepPage step="professionalPersonalData" viewer={viewer} heading="Tus datos personales">
      {(user) => <PersonalDataForm user={user} rule={rule} />}
    </WizardStepPage>
  );
}
