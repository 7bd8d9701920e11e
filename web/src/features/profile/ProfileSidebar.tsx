import { graphql, useFragment } from 'react-relay';
import { FormNotice } from '../../components/FormNotice';
import type { PageHeadingProps } from '../../lib/pageTitle';
import { displayWebsite } from '../../lib/socialLinks';
import { useTimedNotice } from '../../lib/useTimedNotice';
import type { ProfileSidebar_user$key } from './__generated__/ProfileSidebar_user.graphql';
import { OwnProfileActions } from './actions/OwnProfileActions';
import { PublicProfileActions } from './actions/PublicProfileActions';
import defaultAvatar from '../../assets/default-avatar.svg';
import styles from './ProfileSidebar.module.css';

const fragment = graphql`
  fragment ProfileSidebar_user on User {
    username
    displayName
    profilePicture
    city
    country
    bio
    professionalTitle
    professionalTags
    website
    followersCount
    followingCount
    isViewer
    ...OwnProfileActions_user
    ...PublicProfileActions_user
  }
`;

interface ProfileSidebarProps {
  user: ProfileSidebar_user$key;
  /** The page's heading props (usePageTitle): the name is the page's h1. */
  heading: PageHeadingProps;
}

/** The left column: photo, name, @username, location, title, tags, bio, website, counts and actions. */
export function ProfileSidebar({ user, heading }: ProfileSidebarProps) {
  const data = useFragment(fragment, user);
  const [notice, notify] = useTimedNotice();
  const location = [data.city, data.country].filter(Boolean).join(', ');

  return (
    <aside className={styles.sidebar} aria-label="Datos del perfil">
      <img className={styles.photo} src={data.profilePicture || defaultAvatar} alt="" width={128} height={128} />
      <h1 className={styles.name} {...heading}>
        {data.displayName}
      </h1>
      <p className={styles.username}>@{data.username}</p>
      {location && <p className={styles.location}>{location}</p>}
      {data.professionalTitle && <p className={styles.title}>{data.professionalTitle}</p>}
      {data.professionalTags.length > 0 && (
        <ul className={styles.tags} aria-label="Etiquetas profesionales">
          {data.professionalTags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      {data.bio && <p className={styles.bio}>{data.bio}</p>}
      {data.website && (
        <a className={styles.website} href={data.website} target="_blank" rel="noopener noreferrer">
          {displayWebsite(data.website)}
        </a>
      )}
      <dl className={styles.counts}>
        <div>
          <dt>Seguidores</dt>
          <dd data-testid="followers-count">{data.followersCount}</dd>
        </div>
        <div>
          <dt>Seguidos</dt>
          <dd data-testid="following-count">{data.followingCount}</dd>
        </div>
      </dl>
      {data.isViewer ? (
        <OwnProfileActions user={data} notify={notify} />
      ) : (
        <PublicProfileActions user={data} notify={notify} />
      )}
      <FormNotice notice={notice} />
    </aside>
  );
}
