import { graphql, useFragment } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { ChoiceStepForm } from '../components/ChoiceStepForm';
import { WizardStepPage } from '../components/WizardStepPage';
import { MESSAGES } from '../lib/messages';
import { PROFESSIONAL_TYPE_OPTIONS } from '../lib/options';
import type { ProfessionalTypeStep_user$key } from './__generated__/ProfessionalTypeStep_user.graphql';
import type { ProfessionalTypeStepQuery } from './__generated__/ProfessionalTypeStepQuery.graphql';

const query = graphql`
  query ProfessionalTypeStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...ProfessionalTypeStep_user
    }
  }
`;

const fragment = graphql`
  fragment ProfessionalTypeStep_user on User {
    professionalType
  }
`;

export const loader = queryLoader<ProfessionalTypeStepQuery>(query);

/**
 * /profesional/registro, professional step 1: five options; payload {professionalType}.
 * The institution goes on to its data page, the others to personal data.
 */
export function Component() {
  const { viewer } = useRouteQuery<ProfessionalTypeStepQuery>(query);
  return (
    <WizardStepPage step="professionalType" viewer={viewer} heading="Cuéntanos quién eres">
      {(user) => <ProfessionalTypeForm user={user} />}
    </WizardStepPage>
  );
}

function ProfessionalTypeForm({ user }: { user: ProfessionalTypeStep_user$key }) {
  const { professionalType } = useFragment(fragment, user);
  return (
    <ChoiceStepForm
      question="¿Qué tipo de profesional eres?"
      name="professionalType"
      options={PROFESSIONAL_TYPE_OPTIONS}
      initial={professionalType}
      required={MESSAGES.chooseRole}
      toInput={(type) => ({ professionalType: type })}
    />
  );
}
