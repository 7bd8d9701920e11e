import { FormNotice, errorNotice, successNotice } from '../../components/FormNotice';
import { useTimedNotice } from '../../lib/useTimedNotice';
import { paths } from '../../lib/routing/paths';
import { ReportButton } from '../reports/ReportButton';
import { DeletePostButton } from './DeletePostButton';
import { SaveImageButton } from './SaveImageButton';
import styles from './PostActions.module.css';

export const SHARE_COPIED = 'URL de la publicación copiada al portapapeles';
// The spec is silent when the clipboard refuses; a short Spanish line instead of a silent loss.
export const SHARE_FAILED = 'No se pudo copiar la URL de la publicación.';

interface PostActionsProps {
  /** The post's global id. */
  postId: string;
  /** The post's REST id, as in its URL. */
  internalID: string;
  /** The image on show; null for a post without images. */
  image: { url: string; viewerHasSaved: boolean } | null;
  isOwner: boolean;
  viewerHasReported: boolean;
  /** The author's global id: a deleted post leaves their portfolio. */
  authorId: string;
  onDeleted: () => void;
}

/** Save (the image on show), share and, for the author only, delete; for anyone else, report. */
export function PostActions({
  postId,
  internalID,
  image,
  isOwner,
  viewerHasReported,
  authorId,
  onDeleted,
}: PostActionsProps) {
  const [notice, showNotice] = useTimedNotice();

  async function share() {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${paths.post(internalID)}`);
      showNotice(successNotice(SHARE_COPIED));
    } catch {
      // No clipboard (an insecure origin, a denied permission).
      showNotice(errorNotice(SHARE_FAILED));
    }
  }

  return (
    <div className={styles.actions}>
      <div className={styles.row}>
        {image && <SaveImageButton postId={postId} image={image} />}
        <button type="button" className={styles.button} onClick={() => void share()}>
          Compartir
        </button>
        {isOwner && <DeletePostButton postId={postId} authorId={authorId} onDeleted={onDeleted} />}
        <ReportButton itemId={postId} kind="post" viewerHasReported={viewerHasReported} viewerIsAuthor={isOwner} />
      </div>
      <FormNotice notice={notice} />
    </div>
  );
}
