import { graphql, useFragment } from 'react-relay';
import { FallbackImage } from '../../../components/FallbackImage';
import placeholder from '../assets/cover-placeholder.svg';
import { formatPrice } from '../lib/formatPrice';
import type { MagazineCard_magazine$key } from './__generated__/MagazineCard_magazine.graphql';
import styles from './MagazineCard.module.css';

/** A magazine for sale: cover, name, price in euros and where to buy it. */
export function MagazineCard({ magazine }: { magazine: MagazineCard_magazine$key }) {
  const data = useFragment(
    graphql`
      fragment MagazineCard_magazine on Magazine {
        name
        image
        price
        link
      }
    `,
    magazine,
  );
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        <FallbackImage className={styles.image} src={data.image} fallback={placeholder} alt={data.name} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{data.name}</h2>
        {data.price != null && <p className={styles.price}>{formatPrice(data.price)}</p>}
        {data.link ? (
          <a
            className={styles.buy}
            href={data.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Comprar ${data.name} (se abre en una pestaña nueva)`}
          >
            Comprar <span aria-hidden="true">↗</span>
          </a>
        ) : (
          <p className={styles.unavailable}>No disponible</p>
        )}
      </div>
    </article>
  );
}
