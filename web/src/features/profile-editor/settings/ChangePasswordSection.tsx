import { useState, type FormEvent } from 'react';
import { errorNotice, FormNotice, successNotice, type Notice } from '../../../components/FormNotice';
import { setAuthToken } from '../../../lib/session';
import { passwordChangeProblem, type PasswordChange } from './accountRules';
import { InputField } from '../../../components/field/InputField';
import { useChangePasswordMutation } from './useChangePasswordMutation';
import { SettingsSection } from './SettingsSection';
import styles from './AccountSettingsPanel.module.css';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Cambiar contraseña' (part 2 §2, §4, §5): a button opens the form, 'Cancelar' closes it
 * and clears what was typed. The new password is asked twice; the current one too, except
 * for accounts that sign in with Google. A refusal keeps what was typed; on success the
 * session's new token replaces the stored one.
 */
export function ChangePasswordSection({ signsInWithGoogle }: { signsInWithGoogle: boolean }) {
  const [open, setOpen] = useState(false);
  // Once the form closes, focus goes back to the button that opened it (not at first render).
  const [closedOnce, setClosedOnce] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [changePassword, isSending] = useChangePasswordMutation();
  const field = (name: keyof PasswordChange) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });

  function close() {
    setValues(EMPTY);
    setOpen(false);
    setClosedOnce(true);
  }

  function cancel() {
    setNotice(null);
    close();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    const problem = passwordChangeProblem(values, signsInWithGoogle);
    if (problem) return setNotice(errorNotice(problem));
    setNotice(null);
    const { currentPassword, newPassword, confirmPassword } = values;
    const outcome = await changePassword({
      input: { currentPassword: currentPassword || null, newPassword, confirmPassword },
    });
    if (!outcome.ok) return setNotice(errorNotice(outcome.message));
    close();
    setNotice(successNotice(outcome.message ?? 'Contraseña actualizada correctamente.'));
    setAuthToken(outcome.value);
  }

  return (
    <SettingsSection title="Contraseña">
      {open ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {!signsInWithGoogle && (
            <InputField
              label="Contraseña actual"
              type="password"
              autoComplete="current-password"
              autoFocus
              {...field('currentPassword')}
            />
          )}
          <InputField
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            autoFocus={signsInWithGoogle}
            {...field('newPassword')}
          />
          <InputField
            label="Confirmar nueva contraseña"
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <FormNotice notice={notice} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={isSending} aria-busy={isSending}>
              {isSending ? 'Guardando...' : 'Guardar contraseña'}
            </button>
            <button type="button" className={styles.secondary} onClick={cancel}>
              Cancelar
            </button>
          </div>
        </form>
      ) : (
        <>
          <FormNotice notice={notice} />
          <button
            type="button"
            className={styles.secondary}
            autoFocus={closedOnce}
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            Cambiar contraseña
          </button>
        </>
      )}
    </SettingsSection>
  );
}
