import { graphql, useFragment } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { ChoiceStepForm } from '../components/ChoiceStepForm';
import { WizardStepPage } from '../components/WizardStepPage';
import { MESSAGES } from '../lib/messages';
import { DESIGNER_OPTIONS } from '../lib/options';
import type { DesignerSituationStep_user$key } from './__generated__/DesignerSituationStep_user.graphql';
import type { DesignerSituationStepQuery } from './__generated__/DesignerSituationStepQuery.graphql';

const query = graphql`
  query DesignerSituationStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...DesignerSituationStep_user
    }
  }
`;

const fragment = graphql`
  fragment DesignerSituationStep_user on User {
    creativeOther
  }
`;

export const loader = queryLoader<DesignerSituationStepQuery>(query);

/** /creativo/registro/disenador/05: the designer's situation; payload {creativeOther, profileCompleted}. */
export function Component() {
  const { viewer } = useRouteQuery<DesignerSituationStepQuery>(query);
  return (
    <WizardStepPage step="designerSituation" viewer={viewer} heading="Tu situación actual">
      {(user) => <DesignerSituationForm user={user} />}
    </WizardStepPage>
  );
}

function DesignerSituationForm({ user }: { user: DesignerSituationStep_user$key }) {
  const { creativeOther } = useFragment(fragment, user);
  return (
    <ChoiceStepForm
      question="¿Qué describe mejor tu situación?"
      name="designerSituation"
      options={DESIGNER_OPTIONS}
      initial={creativeOther}
      required={MESSAGES.chooseSituation}
      toInput={(situation) => ({ creativeOther: situation, profileCompleted: true })}
    />
  );
}
