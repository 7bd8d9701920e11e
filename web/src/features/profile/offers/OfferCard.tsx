import { Link } from 'react-router';
import { truncate } from '../../../lib/truncate';
import { OFFER_DESCRIPTION_LENGTH } from '../profileLayout';
import styles from './Offers.module.css';

interface OfferCardProps {
  to: string;
  title: string;
  meta: string;
  description: string | null;
  date: string;
}

/** One offer of a profile's Ofertas tab; the description cut at 120 characters plus '…'. */
export function OfferCard({ to, title, meta, description, date }: OfferCardProps) {
  return (
    <li className={styles.card}>
      <h2 className={styles.title}>
        <Link to={to} className={styles.link}>
          {title}
        </Link>
      </h2>
      <p className={styles.meta}>{meta}</p>
      {description && <p className={styles.description}>{truncate(description, OFFER_DESCRIPTION_LENGTH)}</p>}
      {date && <p className={styles.date}>Publicada el {date}</p>}
    </li>
  );
}

/** The tab's empty state; on the own profile it links to creating an offer. */
export function OffersEmpty({ text, create }: { text: string; create: { to: string; label: string } | null }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {create && (
        <Link className={styles.create} to={create.to}>
          {create.label}
        </Link>
      )}
    </div>
  );
}
