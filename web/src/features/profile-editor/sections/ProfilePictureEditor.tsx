import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { errorNotice, FormNotice, type Notice } from '../../../components/FormNotice';
import { UploadProgress } from '../../../components/UploadProgress';
import { acceptOf, FILE_RULES, fileProblem } from '../../../lib/fileRules';
import { useUploadProfilePictureMutation } from '../../../lib/relay/useUploadProfilePictureMutation';
import defaultAvatar from '../../../assets/default-avatar.svg';
import type { ProfilePictureEditor_user$key } from './__generated__/ProfilePictureEditor_user.graphql';
import styles from './ProfilePictureEditor.module.css';

const fragment = graphql`
  fragment ProfilePictureEditor_user on User {
    profilePicture
  }
`;

interface Picked {
  file: File;
  url: string;
}

/**
 * The profile picture (part 2 §2): clicking it chooses a new one, shown as a preview with
 * 'Guardar foto' and 'Cancelar'; saving uploads it with the progress bar.
 */
export function ProfilePictureEditor({ user }: { user: ProfilePictureEditor_user$key }) {
  const { profilePicture } = useFragment(fragment, user);
  const [upload, uploading] = useUploadProfilePictureMutation();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A preview's object URL lives as long as it is shown.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, FILE_RULES.profilePicture);
    if (problem) return setNotice(errorNotice(problem));
    setNotice(null);
    setPicked({ file, url: URL.createObjectURL(file) });
  }

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
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setPicked(null)}
            disabled={uploading.inFlight}
          >
            Cancelar
          </button>
          <button type="button" className={styles.primary} onClick={save} disabled={uploading.inFlight}>
            {uploading.inFlight ? 'Subiendo...' : 'Guardar foto'}
          </button>
        </div>
      )}
      {uploading.percent !== null && <UploadProgress percent={uploading.percent} label="Subiendo la foto" />}
      <FormNotice notice={notice} />
    </div>
  );
}
