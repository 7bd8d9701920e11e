import { graphql, useFragment } from 'react-relay';
import type { PersonResult_person$key } from './__generated__/PersonResult_person.graphql';
import styles from './CreatePostPage.module.css';

const fragment = graphql`
  fragment PersonResult_person on User {
    username
    displayName
  }
`;

/** One account found while typing a name: choosing it fills the card with its username. */
export function PersonResult({
  person,
  onChoose,
}: {
  person: PersonResult_person$key;
  onChoose: (username: string) => void;
}) {
  const data = useFragment(fragment, person);
  return (
    <li>
      <button type="button" className={styles.result} onClick={() => onChoose(data.username)}>
        <span className={styles.resultName}>@{data.username}</span>{' '}
        <span className={styles.resultMeta}>{data.displayName}</span>
      </button>
    </li>
  );
}
