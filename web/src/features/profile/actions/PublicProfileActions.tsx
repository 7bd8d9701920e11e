import { graphql, useFragment } from 'react-relay';
import { errorNotice, type Notice } from '../../../components/FormNotice';
import { ReportButton } from '../../reports/ReportButton';
import type { PublicProfileActions_user$key } from './__generated__/PublicProfileActions_user.graphql';
import { FollowButton } from './FollowButton';
import styles from './ProfileActions.module.css';
import { ShareButton } from './ShareButton';

const fragment = graphql`
  fragment PublicProfileActions_user on User {
    id
    username
    followersCount
    viewerIsFollowing
    viewerHasReported
    social {
      contactEmail
    }
  }
`;

/** Part 2 §8: Contactar on a profile without a contact address. */
export const NO_CONTACT_EMAIL = 'No hay dirección de correo disponible para este usuario.';

interface PublicProfileActionsProps {
  user: PublicProfileActions_user$key;
  notify: (notice: Notice) => void;
}

/** Another account's actions: follow or unfollow, Contactar (a mail link), share and report. */
export function PublicProfileActions({ user, notify }: PublicProfileActionsProps) {
  const data = useFragment(fragment, user);
  const email = data.social.contactEmail;
  return (
    <div className={styles.actions}>
      <FollowButton
        target={{ id: data.id, followersCount: data.followersCount, viewerIsFollowing: data.viewerIsFollowing }}
        notify={notify}
      />
      {email ? (
        <a className={styles.secondary} href={`mailto:${email}`}>
          Contactar
        </a>
      ) : (
        <button type="button" className={styles.secondary} onClick={() => notify(errorNotice(NO_CONTACT_EMAIL))}>
          Contactar
        </button>
      )}
      <ShareButton username={data.username} notify={notify} />
      {/* Only another account's actions: the profile is never the viewer's own here. */}
      <ReportButton itemId={data.id} kind="profile" viewerHasReported={data.viewerHasReported} viewerIsAuthor={false} />
    </div>
  );
}
