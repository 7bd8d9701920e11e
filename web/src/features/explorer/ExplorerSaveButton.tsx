import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { registerPromptState } from '../../lib/routing/access';
import { paths } from '../../lib/routing/paths';
import { SAVE_FEEDBACK_MS, SAVE_TEXTS, useSaveImageMutation } from '../../lib/relay/useSaveImageMutation';
import { useIsLoggedIn } from '../../lib/useIsLoggedIn';
import styles from './ExplorerSaveButton.module.css';

interface ExplorerSaveButtonProps {
  /** The post's global id. */
  postId: string;
  imageUrl: string;
  viewerHasSaved: boolean;
  /** The post's title, naming the image for screen readers. */
  title: string;
}

interface Feedback {
  text: string;
  failed: boolean;
}

/**
 * The save button of one explorer image (part 2 §2). It flips at once and rolls back
 * when the server refuses; the grid says '¡Guardado!' or '¡Eliminado!' for 2 s (part 2 §4),
 * or why it failed. An anonymous visitor goes to / with the register dialog (part 2 §6).
 */
export function ExplorerSaveButton({ postId, imageUrl, viewerHasSaved, title }: ExplorerSaveButtonProps) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [toggle, inFlight] = useSaveImageMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function show(next: Feedback) {
    if (timer.current) clearTimeout(timer.current);
    setFeedback(next);
    timer.current = setTimeout(() => setFeedback(null), SAVE_FEEDBACK_MS);
  }

  async function onClick() {
    if (!loggedIn) {
      void navigate(paths.landing(), { state: registerPromptState });
      return;
    }
    const outcome = await toggle({ postId, imageUrl, viewerHasSaved });
    if (!outcome.ok) show({ text: outcome.message, failed: true });
    else show({ text: viewerHasSaved ? SAVE_TEXTS.unsavedInGrid : SAVE_TEXTS.saved, failed: false });
  }

  return (
    <>
      <button
        type="button"
        className={viewerHasSaved ? `${styles.button} ${styles.saved}` : styles.button}
        aria-pressed={viewerHasSaved}
        disabled={inFlight}
        onClick={() => void onClick()}
      >
        {viewerHasSaved ? 'Guardado' : 'Guardar'}{' '}
        {/* The image's name, for screen readers; the visible word starts the name (WCAG 2.5.3). */}
        <span className="visually-hidden">«{title}»</span>
      </button>
      <span className={styles.feedbackArea} aria-live="polite">
        {feedback && (
          <span className={feedback.failed ? `${styles.feedback} ${styles.failed}` : styles.feedback}>
            {feedback.text}
          </span>
        )}
      </span>
    </>
  );
}
