import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { TextField } from '../components/Fields';
import { StepForm } from '../components/StepForm';
import { useStepForm } from '../components/useStepForm';
import { WizardStepPage } from '../components/WizardStepPage';
import { MESSAGES } from '../lib/messages';
import type { OtherRoleStep_user$key } from './__generated__/OtherRoleStep_user.graphql';
import type { OtherRoleStepQuery } from './__generated__/OtherRoleStepQuery.graphql';

const query = graphql`
  query OtherRoleStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...OtherRoleStep_user
    }
  }
`;

const fragment = graphql`
  fragment OtherRoleStep_user on User {
    creativeOther
  }
`;

export const loader = queryLoader<OtherRoleStepQuery>(query);

/**
 * /creativo/registro/otro/05, for creative type 5 and professional type 5: the role in
 * the user's words; payload {creativeOther, profileCompleted}.
 */
export function Component() {
  const { viewer } = useRouteQuery<OtherRoleStepQuery>(query);
  return (
    <WizardStepPage step="otherCreativeRole" viewer={viewer} heading="Tu rol">
      {(user) => <OtherRoleForm user={user} />}
    </WizardStepPage>
  );
}

function OtherRoleForm({ user }: { user: OtherRoleStep_user$key }) {
  const saved = useFragment(fragment, user);
  const form = useStepForm();
  const [role, setRole] = useState(saved.creativeOther ?? '');

  function submit() {
    if (!role.trim()) return form.refuse(MESSAGES.enterRole);
    void form.save({ creativeOther: role.trim(), profileCompleted: true });
  }

  return (
    <StepForm form={form} onSubmit={submit}>
      <TextField
        label="¿Cuál es tu rol?"
        value={role}
        onChange={setRole}
        maxLength={150}
        placeholder="Por ejemplo: fotógrafa de moda"
      />
    </StepForm>
  );
}
