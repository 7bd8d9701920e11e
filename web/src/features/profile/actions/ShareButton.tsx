import { errorNotice, successNotice, type Notice } from '../../../components/FormNotice';
import { copyProfileUrl, SHARE_COPIED, SHARE_FAILED } from '../../../lib/profileShare';
import styles from './ProfileActions.module.css';

/** Copies the profile's address ('URL del perfil copiada al portapapeles'). */
export function ShareButton({ username, notify }: { username: string; notify: (notice: Notice) => void }) {
  async function share() {
    notify((await copyProfileUrl(username)) ? successNotice(SHARE_COPIED) : errorNotice(SHARE_FAILED));
  }
  return (
    <button type="button" className={styles.secondary} onClick={() => void share()}>
      Compartir perfil
    </button>
  );
}
