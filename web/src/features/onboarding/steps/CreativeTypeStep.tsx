import { graphql, useFragment } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { ChoiceStepForm } from '../components/ChoiceStepForm';
import { WizardStepPage } from '../components/WizardStepPage';
import { MESSAGES } from '../lib/messages';
import { CREATIVE_TYPE_OPTIONS } from '../lib/options';
import type { CreativeTypeStep_user$key } from './__generated__/CreativeTypeStep_user.graphql';
import type { CreativeTypeStepQuery } from './__generated__/CreativeTypeStepQuery.graphql';

const query = graphql`
  query CreativeTypeStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...CreativeTypeStep_user
    }
  }
`;

const fragment = graphql`
  fragment CreativeTypeStep_user on User {
    creativeType
  }
`;

export const loader = queryLoader<CreativeTypeStepQuery>(query);

/** /creativo/registro, creative step 1: the five numbered types; payload {creativeType}. */
export function Component() {
  const { viewer } = useRouteQuery<CreativeTypeStepQuery>(query);
  return (
    <WizardStepPage step="creativeType" viewer={viewer} heading="Cuéntanos quién eres">
      {(user) => <CreativeTypeForm user={user} />}
    </WizardStepPage>
  );
}

function CreativeTypeForm({ user }: { user: CreativeTypeStep_user$key }) {
  const { creativeType } = useFragment(fragment, user);
  return (
    <ChoiceStepForm
      question="¿Cuál es tu perfil creativo?"
      name="creativeType"
      options={CREATIVE_TYPE_OPTIONS}
      initial={creativeType}
      required={MESSAGES.chooseRole}
      toInput={(type) => ({ creativeType: type })}
      numbered
    />
  );
}
