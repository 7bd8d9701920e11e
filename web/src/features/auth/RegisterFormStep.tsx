import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';
import { InputField } from '../../components/field/InputField';
import styles from './AuthForms.module.css';
import { errorNotice, type Notice } from '../../components/FormNotice';
import {
  emptyRegistrationForm,
  registrationFormError,
  type NewAccount,
  type RegistrationForm,
} from './registrationForm';
import { useSendRegistrationCodeMutation } from './useSendRegistrationCodeMutation';

interface RegisterFormStepProps {
  /** The form was accepted and the code mailed to `email`. */
  onSent: (account: NewAccount, message: string | null) => void;
  onNotice: (notice: Notice | null) => void;
}

/** The form's text fields, in order: the browser may fill in the username and suggest a new password. */
const TEXT_FIELDS = [
  { name: 'username', label: 'Nombre de usuario', autoComplete: 'username' },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmar contraseña', type: 'password', autoComplete: 'new-password' },
] as const;

/** Step 1 of sign-up: the form, checked here with the spec's texts before it is sent. */
export function RegisterFormStep({ onSent, onNotice }: RegisterFormStepProps) {
  const [form, setForm] = useState<RegistrationForm>(emptyRegistrationForm);
  const [sendCode, isSending] = useSendRegistrationCodeMutation();
  const edit = (field: keyof RegistrationForm) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: field === 'acceptedTerms' ? event.target.checked : event.target.value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    const invalid = registrationFormError(form);
    if (invalid) return onNotice(errorNotice(invalid));
    onNotice(null);
    const input = { ...form, email: form.email.trim() };
    const outcome = await sendCode({ input });
    if (outcome.ok) onSent({ username: input.username, email: input.email }, outcome.message);
    else onNotice(errorNotice(outcome.message));
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {TEXT_FIELDS.map((field) => (
        <InputField key={field.name} {...field} value={form[field.name]} onChange={edit(field.name)} />
      ))}
      <label className={styles.check}>
        <input type="checkbox" name="acceptedTerms" checked={form.acceptedTerms} onChange={edit('acceptedTerms')} />
        <span>
          He leído y acepto la{' '}
          <Link to={paths.privacyPolicy()} target="_blank" rel="noopener">
            política de privacidad
          </Link>{' '}
          y el{' '}
          <Link to={paths.legalNotice()} target="_blank" rel="noopener">
            aviso legal
          </Link>
        </span>
      </label>
      <button type="submit" className={styles.primary} disabled={isSending} aria-busy={isSending}>
        {isSending ? 'Enviando código...' : 'Crear cuenta'}
      </button>
    </form>
  );
}
