import { graphql, useFragment } from 'react-relay';
import { FallbackImage } from '../../components/FallbackImage';
import { ProtectedLink } from '../../components/ProtectedLink';
import { paths } from '../../lib/routing/paths';
import { professionalTypeLabel, roleLabel } from '../../lib/userTypeLabels';
import defaultAvatar from '../../assets/default-avatar.svg';
import type { CommunityCard_user$key } from './__generated__/CommunityCard_user.graphql';
import styles from './CommunityCard.module.css';

const fragment = graphql`
  fragment CommunityCard_user on User {
    username
    displayName
    profilePicture
    professionalTitle
    role
    professionalType
    city
    country
  }
`;

/**
 * One account of My community (part 2 §2): picture, name (the company's for companies and
 * institutions), @username, title, role and professional type, city and country (the
 * fields of the api's community card, so the list costs no further call). The whole card
 * opens the profile.
 */
export function CommunityCard({ user }: { user: CommunityCard_user$key }) {
  const data = useFragment(fragment, user);
  const kind = [roleLabel(data.role), professionalTypeLabel(data.professionalType)].filter(Boolean).join(' · ');
  const place = [data.city, data.country].filter(Boolean).join(', ');
  return (
    <ProtectedLink to={paths.profile(data.username)} className={styles.card}>
      <FallbackImage src={data.profilePicture} fallback={defaultAvatar} alt="" className={styles.picture} />
      <span className={styles.name}>{data.displayName}</span>
      <span className={styles.username}>@{data.username}</span>
      {data.professionalTitle && <span className={styles.title}>{data.professionalTitle}</span>}
      {kind && <span className={styles.meta}>{kind}</span>}
      {place && <span className={styles.meta}>{place}</span>}
    </ProtectedLink>
  );
}
