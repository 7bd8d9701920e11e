import { errorNotice, FormNotice, successNotice } from '../../components/FormNotice';
import { SAVE_FEEDBACK_MS, useSaveImageMutation } from '../../lib/relay/useSaveImageMutation';
import { useFlash } from './useFlash';
import styles from './PostActions.module.css';

interface SaveImageButtonProps {
  /** The post's global id. */
  postId: string;
  image: { url: string; viewerHasSaved: boolean };
}

/**
 * Saves or unsaves the image on show. The toggle is optimistic (the button flips at once and
 * flips back when the server refuses); the feedback says what happened for 2 s.
 */
export function SaveImageButton({ postId, image }: SaveImageButtonProps) {
  const [toggle, inFlight] = useSaveImageMutation();
  const [notice, flash] = useFlash(SAVE_FEEDBACK_MS);
  const saved = image.viewerHasSaved;

  async function onClick() {
    const outcome = await toggle({ postId, imageUrl: image.url, viewerHasSaved: saved });
    // The hook words both: '¡Guardado!' / 'Eliminado de guardados', or why it failed.
    flash(outcome.ok ? successNotice(outcome.message) : errorNotice(outcome.message));
  }

  return (
    <div className={styles.save}>
      <button
        type="button"
        className={`${styles.button} ${saved ? styles.saved : ''}`}
        // Not disabled while sending: a disabled button would drop the keyboard focus.
        onClick={() => !inFlight && void onClick()}
        aria-busy={inFlight}
      >
        {saved ? 'Guardada' : 'Guardar'}
      </button>
      <FormNotice notice={notice} />
    </div>
  );
}
