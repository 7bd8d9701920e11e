import { useState, type FormEvent } from 'react';
import { errorNotice, FormNotice, successNotice, type Notice } from '../../../components/FormNotice';
import { emailChangeProblem, type EmailChange } from './accountRules';
import { EmailCodeForm } from './EmailCodeForm';
import { InputField } from '../../../components/field/InputField';
import { useChangeEmailMutation } from './useChangeEmailMutation';
import { SettingsSection } from './SettingsSection';
import styles from './AccountSettingsPanel.module.css';

const EMPTY: EmailChange = { email: '', confirmEmail: '', currentPassword: '' };

interface ChangeEmailSectionProps {
  /** The account's email now. */
  email: string | null;
  signsInWithGoogle: boolean;
}

const codeSentText = (email: string) =>
  `Te hemos enviado un código de verificación a ${email}. Introdúcelo para confirmar el cambio.`;

/**
 * 'Cambiar email' (part 2 §2, §5): the new address twice and, except for Google accounts,
 * the current password (api/CONTRACT.md). The change waits for the code mailed to the new
 * address (issue 18), asked for in a second step. A refusal keeps what was typed; 'Cancelar'
 * goes back to the first step with it.
 */
export function ChangeEmailSection({ email, signsInWithGoogle }: ChangeEmailSectionProps) {
  const [values, setValues] = useState(EMPTY);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** The server's words once the code was mailed: the second step is showing. */
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [changeEmail, isSending] = useChangeEmailMutation();
  const field = (name: keyof EmailChange) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });

  const ask = () =>
    changeEmail({
      input: {
        email: values.email.trim(),
        confirmEmail: values.confirmEmail.trim(),
        currentPassword: values.currentPassword || null,
      },
    });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    const problem = emailChangeProblem(values, signsInWithGoogle);
    if (problem) return setNotice(errorNotice(problem));
    setNotice(null);
    const outcome = await ask();
    if (!outcome.ok) return setNotice(errorNotice(outcome.message));
    setCodeSent(outcome.message ?? codeSentText(outcome.value));
  }

  function onConfirmed(message: string) {
    setCodeSent(null);
    setValues(EMPTY);
    setNotice(successNotice(message));
  }

  return (
    <SettingsSection title="Email">
      {email && (
        <p className={styles.intro}>
          Tu email actual es <strong>{email}</strong>.
        </p>
      )}
      {codeSent ? (
        <EmailCodeForm
          sentMessage={codeSent}
          onResend={ask}
          onConfirmed={onConfirmed}
          onCancel={() => setCodeSent(null)}
        />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <InputField label="Nuevo email" type="email" autoComplete="email" {...field('email')} />
          <InputField label="Confirmar nuevo email" type="email" autoComplete="email" {...field('confirmEmail')} />
          {!signsInWithGoogle && (
            <InputField
              label="Contraseña actual"
              type="password"
              autoComplete="current-password"
              {...field('currentPassword')}
            />
          )}
          <FormNotice notice={notice} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={isSending} aria-busy={isSending}>
              {isSending ? 'Enviando código...' : 'Cambiar email'}
            </button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
