import { Link } from 'react-router';
import { Modal } from '../../components/Modal';
import { paths } from '../../lib/routing/paths';
import styles from './CreatePostPage.module.css';

interface PostCreatedDialogProps {
  postId: string;
  message: string | null;
  onClose: () => void;
}

/** The popup after publishing (part 2 §2): 'Ver publicación' or 'Cerrar'. */
export function PostCreatedDialog({ postId, message, onClose }: PostCreatedDialogProps) {
  return (
    <Modal title="¡Publicación creada!" onClose={onClose}>
      <p className={styles.dialogText}>{message ?? 'Publicación creada correctamente.'}</p>
      <div className={styles.dialogActions}>
        <Link to={paths.post(postId)} className={styles.submit}>
          Ver publicación
        </Link>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          Cerrar
        </button>
      </div>
    </Modal>
  );
}
