import { useState, type FormEvent } from 'react';
import { replace, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/routing/paths';
import { getStoredUser, isLoggedIn, setAuthToken, storeUser } from '../../lib/session';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { restRole } from '../../lib/restValues';
import { ObjectiveOptions } from './ObjectiveOptions';
import { firstStepOfRole, type Objective } from './objectives';
import styles from './ObjectivePage.module.css';
import { OnboardingFrame } from './OnboardingFrame';
import { useAccountReadyPoll } from './useAccountReadyPoll';
import { useGoBack } from './useGoBack';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

/**
 * /complete-registration?token=…: a token in the URL becomes the session and is removed
 * from the URL (replaced, so it stays out of history). Without any session: the landing page.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token) {
    setAuthToken(token);
    url.searchParams.delete('token');
    return replace(url.pathname + url.search);
  }
  return isLoggedIn() ? null : replace(paths.landing());
}

/** The objective screen: the first question after sign-up, which sets the role (part 1 §2). */
export function Component() {
  const { state } = useLocation();
  const account = useAccountReadyPoll();
  const username = (state as { username?: string } | null)?.username ?? (account.ready ? account.username : null);
  const [choice, setChoice] = useState<Objective | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const saveObjective = useSaveObjective();
  const goBack = useGoBack();

  function choose(objective: Objective) {
    setChoice(objective);
    setNotice(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!account.ready)
      return setNotice(errorNotice('Aún estamos preparando tu cuenta, por favor espera un momento...'));
    if (!choice) return setNotice(errorNotice('Por favor, selecciona tu objetivo en la plataforma.'));
    setNotice(null);
    saveObjective.save(choice);
  }

  return (
    <OnboardingFrame
      eyebrow="Completa tu registro"
      heading={username ? `¡Hola, ${username}!` : '¡Hola!'}
      step={1}
      totalSteps={5}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ObjectiveOptions question="¿Cuál es tu objetivo en la plataforma?" value={choice} onChange={choose} />
        <FormNotice notice={notice} />
        <div className={styles.actions}>
          <button type="button" className={styles.back} onClick={goBack}>
            Volver atrás
          </button>
          <button
            type="submit"
            className={styles.next}
            aria-disabled={!account.ready}
            disabled={saveObjective.isSaving}
            aria-busy={!account.ready || saveObjective.isSaving}
          >
            {account.ready ? 'Siguiente' : 'Cargando...'}
          </button>
        </div>
      </form>
    </OnboardingFrame>
  );
}

/** Saves the chosen role, caches it as the spec does, and opens the role's first step. */
function useSaveObjective() {
  const navigate = useNavigate();
  const [updateProfile, isSaving] = useUpdateProfileMutation();
  async function save({ role }: Objective) {
    if (isSaving) return;
    const outcome = await updateProfile({ input: { role } });
    // The spec only logs a failure of this step (part 1 §8); the wizard goes on.
    if (!outcome.ok) console.error(`Saving the role failed: ${outcome.message}`);
    storeUser({ ...getStoredUser(), role: restRole(role) });
    navigate(firstStepOfRole[role]);
  }
  return { save, isSaving };
}
