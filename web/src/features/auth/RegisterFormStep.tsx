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
      <InputField
        label="Nombre de usuario"
        name="username"
        autoComplete="username"
        value={form.username}
        onChange={edit('username')}
      />
      <InputField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={edit('email')}
      />
      <InputField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={edit('password')}
      />
      <InputField
        label="Confirmar contraseña"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={edit('confirmPassword')}
      />
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
