import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { errorNotice, FormNotice, type Notice } from '../../../components/FormNotice';
import { UploadProgress } from '../../../components/UploadProgress';
import { acceptOf, FILE_RULES, fileProblem } from '../../../lib/fileRules';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { useUploadProfilePictureMutation } from '../../../lib/relay/useUploadProfilePictureMutation';
import defaultAvatar from '../../../assets/default-avatar.svg';
import { StepActions } from '../components/StepActions';
import { useWizardMoves } from '../components/useWizardMoves';
import { useWizardStepState } from '../components/WizardStepContext';
import { WizardStepPage } from '../components/WizardStepPage';
import { MESSAGES } from '../lib/messages';
import type { ProfilePhotoStep_user$key } from './__generated__/ProfilePhotoStep_user.graphql';
import type { ProfilePhotoStepQuery } from './__generated__/ProfilePhotoStepQuery.graphql';
import styles from './ProfilePhotoStep.module.css';

const query = graphql`
  query ProfilePhotoStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...ProfilePhotoStep_user
    }
  }
`;

const fragment = graphql`
  fragment ProfilePhotoStep_user on User {
    profilePicture
  }
`;

export const loader = queryLoader<ProfilePhotoStepQuery>(query);

/**
 * /photo/registro/03, step 3 of both roles: the profile photo, required; images only. It
 * goes through the graph's `uploadProfilePicture` (PUT /api/users/profile-picture) with
 * a progress bar; a photo saved before counts as the answer.
 */
export function Component() {
  const { viewer } = useRouteQuery<ProfilePhotoStepQuery>(query);
  return (
    <WizardStepPage step="profilePhoto" viewer={viewer} heading="Tu foto de perfil">
      {(user) => <ProfilePhotoForm user={user} />}
    </WizardStepPage>
  );
}

/** The chosen file and the object URL of its preview. */
interface Picked {
  file: File;
  url: string;
}

function ProfilePhotoForm({ user }: { user: ProfilePhotoStep_user$key }) {
  const { profilePicture } = useFragment(fragment, user);
  const { profile } = useWizardStepState();
  const { goNext, goBack } = useWizardMoves();
  const [upload, uploading] = useUploadProfilePictureMutation();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A preview's object URL lives as long as it is shown.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // The same file may be picked again after a refusal.
    if (!file) return;
    const problem = fileProblem(file, FILE_RULES.profilePicture);
    if (problem) return setNotice(errorNotice(problem));
    setNotice(null);
    setPicked({ file, url: URL.createObjectURL(file) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading.inFlight) return;
    if (!picked) {
      if (profilePicture) return goNext(profile);
      return setNotice(errorNotice(MESSAGES.choosePhoto));
    }
    setNotice(null);
    const outcome = await upload(picked.file);
    if (!outcome.ok) return setNotice(errorNotice(outcome.message));
    goNext({ ...profile, profilePicture: outcome.value });
  }

  const shown = picked?.url ?? profilePicture ?? defaultAvatar;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.picture}>
        <img
          className={styles.avatar}
          src={shown}
          alt={picked ? 'Vista previa de tu foto' : profilePicture ? 'Tu foto de perfil' : 'Avatar por defecto'}
          width={160}
          height={160}
        />
        <button type="button" className={styles.choose} onClick={() => input.current?.click()}>
          Subir una foto
        </button>
        <input ref={input} type="file" accept={acceptOf(FILE_RULES.profilePicture)} hidden onChange={pick} />
      </div>
      {uploading.percent !== null && <UploadProgress percent={uploading.percent} label="Subiendo la foto" />}
      <FormNotice notice={notice} />
      <StepActions
        onBack={goBack}
        busy={uploading.inFlight}
        nextLabel={uploading.inFlight ? 'Subiendo...' : 'Siguiente'}
      />
    </form>
  );
}
