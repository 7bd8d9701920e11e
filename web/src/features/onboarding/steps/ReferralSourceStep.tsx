import { graphql, useFragment } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { ChoiceStepForm } from '../components/ChoiceStepForm';
import { WizardStepPage } from '../components/WizardStepPage';
import { MESSAGES } from '../lib/messages';
import { REFERRAL_OPTIONS } from '../lib/options';
import type { ReferralSourceStep_user$key } from './__generated__/ReferralSourceStep_user.graphql';
import type { ReferralSourceStepQuery } from './__generated__/ReferralSourceStepQuery.graphql';

const query = graphql`
  query ReferralSourceStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...ReferralSourceStep_user
    }
  }
`;

const fragment = graphql`
  fragment ReferralSourceStep_user on User {
    referralSource
  }
`;

export const loader = queryLoader<ReferralSourceStepQuery>(query);

/**
 * /conocidos/registro/04, step 4 of both roles: how the user heard of us; payload
 * {referralSource}. The next screen depends on the stored role and type (part 1 §4).
 */
export function Component() {
  const { viewer } = useRouteQuery<ReferralSourceStepQuery>(query);
  return (
    <WizardStepPage step="referralSource" viewer={viewer} heading="¿Cómo nos has conocido?">
      {(user) => <ReferralSourceForm user={user} />}
    </WizardStepPage>
  );
}

function ReferralSourceForm({ user }: { user: ReferralSourceStep_user$key }) {
  const { referralSource } = useFragment(fragment, user);
  return (
    <ChoiceStepForm
      question="Elige la opción que más se acerque"
      name="referralSource"
      options={REFERRAL_OPTIONS}
      initial={referralSource}
      required={MESSAGES.chooseOption}
      toInput={(source) => ({ referralSource: source })}
    />
  );
}
