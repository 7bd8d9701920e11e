import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { Notice } from '../../../components/FormNotice';
import { paths } from '../../../lib/routing/paths';
import { PrintProfileButton } from '../print/PrintProfileButton';
import type { OwnProfileActions_user$key } from './__generated__/OwnProfileActions_user.graphql';
import styles from './ProfileActions.module.css';
import { ShareButton } from './ShareButton';

const fragment = graphql`
  fragment OwnProfileActions_user on User {
    username
  }
`;

interface OwnProfileActionsProps {
  user: OwnProfileActions_user$key;
  notify: (notice: Notice) => void;
}

/** The account's own actions: edit the profile, share it, print it as a CV. */
export function OwnProfileActions({ user, notify }: OwnProfileActionsProps) {
  const { username } = useFragment(fragment, user);
  return (
    <div className={styles.actions}>
      <Link className={styles.primary} to={paths.editProfile()}>
        Editar perfil
      </Link>
      <ShareButton username={username} notify={notify} />
      <PrintProfileButton username={username} notify={notify} />
    </div>
  );
}
