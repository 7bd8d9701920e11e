import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { CheckboxField, SelectField, TextField } from '../components/Fields';
import { StepForm } from '../components/StepForm';
import { useStepForm } from '../components/useStepForm';
import { WizardStepPage } from '../components/WizardStepPage';
import { MESSAGES } from '../lib/messages';
import { AGENCY_SERVICE_OPTIONS } from '../lib/options';
import type { AgencyDataStep_user$key } from './__generated__/AgencyDataStep_user.graphql';
import type { AgencyDataStepQuery } from './__generated__/AgencyDataStepQuery.graphql';

const query = graphql`
  query AgencyDataStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...AgencyDataStep_user
    }
  }
`;

const fragment = graphql`
  fragment AgencyDataStep_user on User {
    companyName
    agencyServices
    showNameCompany
  }
`;

export const loader = queryLoader<AgencyDataStepQuery>(query);

/**
 * /profesional/registro/agencia/05: company name and service, both required, and
 * 'Prefiero no compartir esta información', which hides the name (showNameCompany false);
 * payload {companyName, agencyServices, showNameCompany, profileCompleted}.
 */
export function Component() {
  const { viewer } = useRouteQuery<AgencyDataStepQuery>(query);
  return (
    <WizardStepPage step="agencyData" viewer={viewer} heading="Tu agencia">
      {(user) => <AgencyDataForm user={user} />}
    </WizardStepPage>
  );
}

function AgencyDataForm({ user }: { user: AgencyDataStep_user$key }) {
  const saved = useFragment(fragment, user);
  const form = useStepForm();
  const [name, setName] = useState(saved.companyName ?? '');
  const [service, setService] = useState(
    AGENCY_SERVICE_OPTIONS.includes(saved.agencyServices ?? '') ? (saved.agencyServices ?? '') : '',
  );
  const [hideName, setHideName] = useState(saved.showNameCompany === false);

  function submit() {
    if (!name.trim() || !service) return form.refuse(MESSAGES.fillRequired);
    void form.save({
      companyName: name.trim(),
      agencyServices: service,
      showNameCompany: !hideName,
      profileCompleted: true,
    });
  }

  return (
    <StepForm form={form} onSubmit={submit}>
      <TextField label="Nombre de la empresa" value={name} onChange={setName} autoComplete="organization" />
      <CheckboxField label="Prefiero no compartir esta información" checked={hideName} onChange={setHideName} />
      <SelectField
        label="Servicios que ofreces"
        value={service}
        onChange={setService}
        options={AGENCY_SERVICE_OPTIONS}
        placeholder="Selecciona un servicio"
      />
    </StepForm>
  );
}
