import { graphql, useFragment } from 'react-relay';
import { FallbackImage } from '../../../components/FallbackImage';
import defaultAvatar from '../../../assets/default-avatar.svg';
import type { UserResult_user$key } from './__generated__/UserResult_user.graphql';
import { ResultLayout } from './ResultLayout';
import styles from './ResultLayout.module.css';

const fragment = graphql`
  fragment UserResult_user on User {
    displayName
    username
    profilePicture
    professionalTitle
    city
  }
`;

/** An account found by the search: picture (the bundled avatar without one), name, @username, title and city. */
export function UserResult({ user }: { user: UserResult_user$key }) {
  const data = useFragment(fragment, user);
  const details = [data.professionalTitle, data.city].filter(Boolean).join(' · ');
  return (
    <ResultLayout
      thumb={
        <FallbackImage
          src={data.profilePicture}
          fallback={defaultAvatar}
          alt=""
          className={`${styles.image} ${styles.round}`}
        />
      }
      title={data.displayName}
      meta={details ? `@${data.username} · ${details}` : `@${data.username}`}
    />
  );
}
