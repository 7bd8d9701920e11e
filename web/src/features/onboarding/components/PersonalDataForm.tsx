import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { birthDateRule } from '../lib/dates';
import { MESSAGES } from '../lib/messages';
import type { PersonalDataForm_user$key } from './__generated__/PersonalDataForm_user.graphql';
import { CountryField, listedCountry, TextField } from './Fields';
import { StepForm } from './StepForm';
import styles from './StepForm.module.css';
import { useStepForm } from './useStepForm';

const fragment = graphql`
  fragment PersonalDataForm_user on User {
    fullName
    dateOfBirth
    country
    city
  }
`;

/**
 * Step 2 of both roles (part 1 §2, §5): first and last name (sent joined by a space as
 * fullName), date of birth, country from the fixed list, city; payload
 * {fullName, dateOfBirth, country, city}. Both roles are 1 to 90 years old on the day the
 * form opened.
 */
export function PersonalDataForm({ user }: { user: PersonalDataForm_user$key }) {
  const saved = useFragment(fragment, user);
  const form = useStepForm();
  const [rule] = useState(() => birthDateRule(new Date()));
  const [firstName, setFirstName] = useState(() => splitName(saved.fullName)[0]);
  const [lastName, setLastName] = useState(() => splitName(saved.fullName)[1]);
  const [birthDate, setBirthDate] = useState(saved.dateOfBirth ?? '');
  const [country, setCountry] = useState(listedCountry(saved.country));
  const [city, setCity] = useState(saved.city ?? '');

  function submit() {
    const fields = [firstName, lastName, birthDate, country, city].map((value) => value.trim());
    if (fields.some((value) => value === '')) return form.refuse(MESSAGES.fillRequired);
    if (!rule.accepts(birthDate)) return form.refuse(MESSAGES.badBirthDate);
    void form.save({
      fullName: `${firstName.trim()} ${lastName.trim()}`,
      dateOfBirth: birthDate,
      country,
      city: city.trim(),
    });
  }

  return (
    <StepForm form={form} onSubmit={submit}>
      <div className={styles.row}>
        <TextField label="Nombre" value={firstName} onChange={setFirstName} autoComplete="given-name" />
        <TextField label="Apellidos" value={lastName} onChange={setLastName} autoComplete="family-name" />
      </div>
      <TextField
        label="Fecha de nacimiento"
        type="date"
        value={birthDate}
        onChange={setBirthDate}
        max={rule.max}
        autoComplete="bday"
      />
      <div className={styles.row}>
        <CountryField label="País de residencia" value={country} onChange={setCountry} autoComplete="country-name" />
        <TextField label="Ciudad de residencia" value={city} onChange={setCity} autoComplete="address-level2" />
      </div>
    </StepForm>
  );
}

/** fullName back into its two fields: the first word, and the rest. */
function splitName(fullName: string | null | undefined): [string, string] {
  const [first = '', ...rest] = (fullName ?? '').trim().split(/\s+/);
  return [first, rest.join(' ')];
}
