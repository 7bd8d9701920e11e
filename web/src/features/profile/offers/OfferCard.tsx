import { Link } from 'react-router';
import { truncate } from '../../../lib/truncate';
import { OFFER_DESCRIPTION_LENGTH } from '../profileLayout';
import { longDate } from './offerLabels';
import styles from './Offers.module.css';

/** One offer of a profile, job or educational, as plain values read from its list's fragment. */
export interface OfferCardProps {
  to: string;
  title: string;
  /** Its facts (who, where, what kind), the missing ones left out. */
  meta: ReadonlyArray<string | null | undefined>;
  description: string | null;
  publicationDate: string;
}

/** One offer of a profile's Ofertas tab; the description cut at 120 characters plus '…'. */
export function OfferCard({ to, title, meta, description, publicationDate }: OfferCardProps) {
  const date = longDate(publicationDate);
  return (
    <li className={styles.card}>
      <h2 className={styles.title}>
        <Link to={to} className={styles.link}>
          {title}
        </Link>
      </h2>
      <p className={styles.meta}>{meta.filter(Boolean).join(' · ')}</p>
      {description && <p className={styles.description}>{truncate(description, OFFER_DESCRIPTION_LENGTH)}</p>}
      {date && <p className={styles.date}>Publicada el {date}</p>}
    </li>
  );
}

/** The tab's empty state: its own words on the account's own profile and on another's. */
export interface OffersEmptyTexts {
  /** On the own profile, with a link to creating an offer. */
  own: string;
  create: { to: string; label: string };
  others: string;
}

/** The tab's empty state; on the own profile it links to creating an offer. */
export function OffersEmpty({ texts, own }: { texts: OffersEmptyTexts; own: boolean }) {
  return (
    <div className={styles.empty}>
      <p>{own ? texts.own : texts.others}</p>
      {own && (
        <Link className={styles.create} to={texts.create.to}>
          {texts.create.label}
        </Link>
      )}
    </div>
  );
}
