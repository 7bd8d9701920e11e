import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FallbackImage } from '../../components/FallbackImage';
import { paths } from '../../lib/routing/paths';
import type { PostAuthor_post$key } from './__generated__/PostAuthor_post.graphql';
import defaultAvatar from '../../assets/default-avatar.svg';
import styles from './PostDetail.module.css';

const fragment = graphql`
  fragment PostAuthor_post on Post {
    createdAt
    author {
      displayName
      username
      profilePicture
    }
  }
`;

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** Who published the post (linking to their profile) and when. */
export function PostAuthor({ post }: { post: PostAuthor_post$key }) {
  const { author, createdAt } = useFragment(fragment, post);
  const date = new Date(createdAt);
  return (
    <div className={styles.author}>
      <Link to={paths.profile(author.username)} className={styles.authorLink}>
        <FallbackImage src={author.profilePicture} fallback={defaultAvatar} alt="" className={styles.avatar} />
        <span className={styles.authorNames}>
          <span className={styles.authorName}>{author.displayName}</span>
          <span className={styles.username}>@{author.username}</span>
        </span>
      </Link>
      {!Number.isNaN(date.getTime()) && (
        <time dateTime={createdAt} className={styles.date}>
          {dateFormat.format(date)}
        </time>
      )}
    </div>
  );
}
