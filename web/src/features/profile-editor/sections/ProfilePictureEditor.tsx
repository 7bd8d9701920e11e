import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { errorNotice, FormNotice } from '../../../components/FormNotice';
import { UploadProgress } from '../../../components/UploadProgress';
import { acceptOf, FILE_RULES } from '../../../lib/fileRules';
import { usePictureChoice } from '../../../lib/profileFileChoice';
import defaultAvatar from '../../../assets/default-avatar.svg';
import type { ProfilePictureEditor_user$key } from './__generated__/ProfilePictureEditor_user.graphql';
import styles from './ProfilePictureEditor.module.css';

const fragment = graphql`
  fragment ProfilePictureEditor_user on User {
    profilePicture
  }
`;

/**
 * The profile picture (part 2 §2): clicking it chooses a new one, shown as a preview with
 * 'Guardar foto' and 'Cancelar'; saving uploads it with the progress bar.
 */
export function ProfilePictureEditor({ user }: { user: ProfilePictureEditor_user$key }) {
  const { profilePicture } = useFragment(fragment, user);
  const { upload, uploading, picked, setPicked, notice, setNotice, input, pick } = usePictureChoice();

  async function save() {
    if (!picked || uploading.inFlight) return;
    const outcome = await upload(picked.file);
    if (!outcome.ok) return setNotice(errorNotice(outcome.message));
    setPicked(null);
  }

  return (
    <div className={styles.picture}>
      <button
        type="button"
        className={styles.avatarButton}
        onClick={() => input.current?.click()}
        disabled={uploading.inFlight}
        aria-label="Cambiar foto de perfil"
      >
        <img
          className={styles.avatar}
          src={picked?.url ?? (profilePicture || defaultAvatar)}
          alt={picked ? 'Vista previa de tu foto' : ''}
          width={112}
          height={112}
        />
        <span className={styles.change} aria-hidden="true">
          Cambiar
        </span>
      </button>
      <input ref={input} type="file" accept={acceptOf(FILE_RULES.profilePicture)} hidden onChange={pick} />
      {picked && (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={() => setPicked(null)} disabled={uploading.inFlight}>
            Cancelar
          </Button>
          <Button size="small" onClick={save} disabled={uploading.inFlight}>
            {uploading.inFlight ? 'Subiendo...' : 'Guardar foto'}
          </Button>
        </div>
      )}
      {uploading.percent !== null && <UploadProgress percent={uploading.percent} label="Subiendo la foto" />}
      <FormNotice notice={notice} />
    </div>
  );
}
