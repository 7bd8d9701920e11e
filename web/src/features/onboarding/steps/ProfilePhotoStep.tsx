import type { FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { errorNotice, FormNotice } from '../../../components/FormNotice';
import { UploadProgress } from '../../../components/UploadProgress';
import { acceptOf, FILE_RULES } from '../../../lib/fileRules';
import { usePictureChoice } from '../../../lib/profileFileChoice';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
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

function ProfilePhotoForm({ user }: { user: ProfilePhotoStep_user$key }) {
  const { profilePicture } = useFragment(fragment, user);
  const { profile } = useWizardStepState();
  const { goNext, goBack } = useWizardMoves();
  const { upload, uploading, picked, notice, setNotice, input, pick } = usePictureChoice();

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
