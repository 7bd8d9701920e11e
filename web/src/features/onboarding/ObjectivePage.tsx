import { useState, type FormEvent } from 'react';
import { Navigate, replace, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { exchangeGoogleSignInCode } from '../../lib/googleSignInCode';
import type { WizardProfile } from '../../lib/onboarding/wizardProgress';
import { cameThroughWizard, inWizardState, isOnboardingFinished, stepAfter } from '../../lib/onboarding/wizardProgress';
import { restRole } from '../../lib/restValues';
import { paths } from '../../lib/routing/paths';
import { getStoredUser, isLoggedIn, setAuthToken, storeUser } from '../../lib/session';
import { ChoiceGroup } from './components/ChoiceGroup';
import { EndSession } from './components/EndSession';
import { StepActions } from './components/StepActions';
import { STEP_DOTS } from './lib/stepDots';
import { objectives, type Objective } from './objectives';
import styles from './ObjectivePage.module.css';
import { OnboardingFrame } from './OnboardingFrame';
import { useAccountReadyPoll, type AccountPoll } from './useAccountReadyPoll';
import { useGoBack } from './useGoBack';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

/**
 * /complete-registration?code=…: a one-time Google sign-in code becomes the session (see
 * /token-handler) and is removed from the URL (replaced, so it stays out of history). The
 * spec's `?token=` is removed without signing anybody in (issue 18). Without any session:
 * the landing page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  if (code !== null || url.searchParams.has('token')) {
    const token = code ? await exchangeGoogleSignInCode(code) : null;
    if (token) setAuthToken(token);
    url.searchParams.delete('code');
    url.searchParams.delete('token');
    return replace(url.pathname + url.search);
  }
  return isLoggedIn() ? null : replace(paths.landing());
}

/**
 * The objective screen: the first question after sign-up, which sets the role (part 1
 * §2). It waits for the account's profile; a refused token ends the session, and a user
 * who finished the wizard goes to the explorer.
 */
export function Component() {
  const account = useAccountReadyPoll();
  const { state } = useLocation();
  if (account.state === 'refused') return <EndSession />;
  if (account.state === 'ready' && isOnboardingFinished(account.profile) && !cameThroughWizard(state)) {
    return <Navigate to={paths.explorer()} replace />;
  }
  return <ObjectiveForm account={account} />;
}

function ObjectiveForm({ account }: { account: Exclude<AccountPoll, { state: 'refused' }> }) {
  const { state } = useLocation();
  const ready = account.state === 'ready';
  const username = (state as { username?: string } | null)?.username ?? (ready ? account.username : null);
  const [choice, setChoice] = useState<Objective | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const saveObjective = useSaveObjective();
  const goBack = useGoBack();

  function choose(value: string) {
    setChoice(objectives.find((objective) => objective.value === value) ?? null);
    setNotice(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return setNotice(errorNotice('Aún estamos preparando tu cuenta, por favor espera un momento...'));
    if (!choice) return setNotice(errorNotice('Por favor, selecciona tu objetivo en la plataforma.'));
    setNotice(null);
    void saveObjective.save(choice, account.profile);
  }

  return (
    <OnboardingFrame
      eyebrow="Completa tu registro"
      heading={username ? `¡Hola, ${username}!` : '¡Hola!'}
      title="Completa tu registro"
      dots={STEP_DOTS.completeRegistration}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ChoiceGroup
          question="¿Cuál es tu objetivo en la plataforma?"
          name="objective"
          options={objectives}
          value={choice?.value ?? null}
          onChange={choose}
        />
        <FormNotice notice={notice} />
        <StepActions
          onBack={goBack}
          nextLabel={ready ? 'Siguiente' : 'Cargando...'}
          busy={saveObjective.isSaving}
          waiting={!ready}
        />
      </form>
    </OnboardingFrame>
  );
}

/** Saves the chosen role, caches it as the spec does, and opens the role's first step. */
function useSaveObjective() {
  const navigate = useNavigate();
  const [updateProfile, isSaving] = useUpdateProfileMutation();
  async function save({ role }: Objective, profile: WizardProfile) {
    if (isSaving) return;
    const outcome = await updateProfile({ input: { role } });
    // The spec only logs a failure of this step (part 1 §8); the wizard goes on.
    if (!outcome.ok) console.error(`Saving the role failed: ${outcome.message}`);
    storeUser({ ...getStoredUser(), role: restRole(role) });
    const saved = outcome.ok ? outcome.value : { ...profile, role };
    void navigate(paths[stepAfter(saved, 'completeRegistration')](), { state: inWizardState });
  }
  return { save, isSaving };
}
