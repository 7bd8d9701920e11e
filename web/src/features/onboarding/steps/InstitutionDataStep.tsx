import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { CountryField, FoundingYearField, listedCountry, TextField } from '../components/Fields';
import { StepForm } from '../components/StepForm';
import formStyles from '../components/StepForm.module.css';
import { useStepForm } from '../components/useStepForm';
import { WizardStepPage } from '../components/WizardStepPage';
import { foundingYearAcceptable } from '../../../lib/foundingYear';
import { MESSAGES } from '../lib/messages';
import type { InstitutionDataStep_user$key } from './__generated__/InstitutionDataStep_user.graphql';
import type { InstitutionDataStepQuery } from './__generated__/InstitutionDataStepQuery.graphql';

const query = graphql`
  query InstitutionDataStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...InstitutionDataStep_user
    }
  }
`;

const fragment = graphql`
  fragment InstitutionDataStep_user on User {
    companyName
    foundingYear
    country
    city
  }
`;

export const loader = queryLoader<InstitutionDataStepQuery>(query);

/**
 * /profesional/registro/institucion, the institution's step 2: name, founding year (yyyy),
 * country and city, all required; payload {companyName, foundingYear, country, city}.
 */
export function Component() {
  const { viewer } = useRouteQuery<InstitutionDataStepQuery>(query);
  return (
    <WizardStepPage step="institutionData" viewer={viewer} heading="Datos de la institución">
      {(user) => <InstitutionDataForm user={user} />}
    </WizardStepPage>
  );
}

function InstitutionDataForm({ user }: { user: InstitutionDataStep_user$key }) {
  const saved = useFragment(fragment, user);
  const form = useStepForm();
  const [name, setName] = useState(saved.companyName ?? '');
  const [foundingYear, setFoundingYear] = useState(saved.foundingYear ?? '');
  const [country, setCountry] = useState(listedCountry(saved.country));
  const [city, setCity] = useState(saved.city ?? '');

  function submit() {
    if ([name, foundingYear, country, city].some((value) => !value.trim())) return form.refuse(MESSAGES.fillRequired);
    if (!foundingYearAcceptable(foundingYear.trim(), new Date())) return form.refuse(MESSAGES.badFoundingYear);
    void form.save({ companyName: name.trim(), foundingYear: foundingYear.trim(), country, city: city.trim() });
  }

  return (
    <StepForm form={form} onSubmit={submit}>
      <TextField label="Nombre de la institución" value={name} onChange={setName} autoComplete="organization" />
      <FoundingYearField value={foundingYear} onChange={setFoundingYear} />
      <div className={formStyles.row}>
        <CountryField label="País" value={country} onChange={setCountry} />
        <TextField label="Ciudad" value={city} onChange={setCity} />
      </div>
    </StepForm>
  );
}
