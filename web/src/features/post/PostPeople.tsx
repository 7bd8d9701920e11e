import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';
import type { PostPeople_post$key } from './__generated__/PostPeople_post.graphql';
import styles from './PostDetail.module.css';

const fragment = graphql`
  fragment PostPeople_post on Post {
    peopleTags {
      name
      role
      user {
        username
      }
    }
  }
`;

/** The people tagged in the post: each links to their profile while the account exists. */
export function PostPeople({ post }: { post: PostPeople_post$key }) {
  const { peopleTags } = useFragment(fragment, post);
  if (peopleTags.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Personas etiquetadas</h2>
      <ul className={styles.people}>
        {peopleTags.map(({ name, role, user }) => (
          <li key={name} className={styles.person}>
            {user ? (
              <Link to={paths.profile(user.username)} className={styles.personName}>
                @{user.username}
              </Link>
            ) : (
              <span className={styles.personName}>@{name}</span>
            )}
            {role && <span className={styles.role}>{role}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
