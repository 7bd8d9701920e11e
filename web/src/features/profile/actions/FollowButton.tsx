import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorNotice, successNotice, type Notice } from '../../../components/FormNotice';
import { useFollowUserMutation, type FollowTarget } from '../../../lib/relay/useFollowUserMutation';
import { paths } from '../../../lib/routing/paths';
import { clearSession } from '../../../lib/session';
import styles from './ProfileActions.module.css';

/** How long the 401 message stays before the sign-in page opens, so it can be read. */
export const SIGN_IN_REDIRECT_MS = 1500;

interface FollowButtonProps {
  target: FollowTarget;
  notify: (notice: Notice) => void;
}

/**
 * Seguir / Dejar de seguir: flips at once with the followers count (optimistic) and back
 * when the server refuses. A refused session (401) says so, forgets the stale token and
 * opens /login.
 */
export function FollowButton({ target, notify }: FollowButtonProps) {
  const [toggle, inFlight] = useFollowUserMutation();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  async function onClick() {
    const outcome = await toggle(target);
    if (outcome.ok) {
      notify(successNotice(outcome.message));
      return;
    }
    notify(errorNotice(outcome.message));
    if (outcome.signIn) {
      redirect.current = setTimeout(() => {
        clearSession();
        navigate(paths.login());
      }, SIGN_IN_REDIRECT_MS);
    }
  }

  return (
    <button
      type="button"
      className={target.viewerIsFollowing ? styles.secondary : styles.primary}
      disabled={inFlight}
      onClick={() => void onClick()}
    >
      {target.viewerIsFollowing ? 'Dejar de seguir' : 'Seguir'}
    </button>
  );
}
