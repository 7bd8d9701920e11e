import { graphql, useFragment } from 'react-relay';
import type { MagazineGrid_magazines$key } from './__generated__/MagazineGrid_magazines.graphql';
import { MagazineCard } from './MagazineCard';
import styles from './MagazineGrid.module.css';

/** Every magazine for sale, or the empty message. */
export function MagazineGrid({ magazines }: { magazines: MagazineGrid_magazines$key }) {
  const data = useFragment(
    graphql`
      fragment MagazineGrid_magazines on Magazine @relay(plural: true) {
        id
        ...MagazineCard_magazine
      }
    `,
    magazines,
  );
  if (data.length === 0) {
    return <p className={styles.empty}>No hay revistas disponibles en este momento.</p>;
  }
  return (
    <ul className={styles.grid}>
      {data.map((magazine) => (
        <li key={magazine.id}>
          <MagazineCard magazine={magazine} />
        </li>
      ))}
    </ul>
  );
}
