import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FallbackImage } from '../../components/FallbackImage';
import { paths } from '../../lib/routing/paths';
import { truncate } from '../../lib/truncate';
import type { OfferCard_offer$key } from './__generated__/OfferCard_offer.graphql';
import defaultLogo from '../../assets/default-logo.svg';
import { jobTypeLabel, longSpanishDate, offerMeta } from './offerLabels';
import { offerSalaryText } from './salaryText';
import styles from './OfferCard.module.css';

/** Where lists other than a profile cut an offer's description (part 2 §9). */
export const CARD_DESCRIPTION_LENGTH = 150;

const fragment = graphql`
  fragment OfferCard_offer on JobOffer {
    internalID
    position
    companyName
    companyLogo
    city
    jobType
    locationType
    publicationDate
    description
    salary {
      ...salaryText_salary
    }
  }
`;

interface OfferCardProps {
  offer: OfferCard_offer$key;
  /** Where the card leads: the public detail by default, or the owner's view of the offer. */
  to?: (internalID: string) => string;
  /** Heading level of the position within the page (h2 on the offers list). */
  headingLevel?: 2 | 3;
  /** Labels and actions shown beside the offer (a status, a button); they stay clickable. */
  children?: ReactNode;
}

/**
 * One job offer in a list (part 2 §2 Offers list): logo (the default one when missing),
 * company, position, 'city | type | format', the salary when the offer states one (issue 24),
 * the long Spanish publication date, a badge coloured by contract type and the description cut
 * at 150 characters. The whole card
 * opens the offer; the position is its one link, so a screen reader hears it once.
 */
export function OfferCard({ offer, to = paths.jobOffer, headingLevel = 2, children }: OfferCardProps) {
  const data = useFragment(fragment, offer);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = longSpanishDate(data.publicationDate);
  const salary = offerSalaryText(data.salary);
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <FallbackImage src={data.companyLogo} fallback={defaultLogo} alt="" className={styles.logo} />
        <div className={styles.heading}>
          {/* The badge goes under the company, not beside the position, so the position has the
              card's whole width beside the logo and its words wrap whole. */}
          <div className={styles.byline}>
            <p className={styles.company}>{data.companyName}</p>
            <span className={`${styles.badge} ${styles[badgeClass(data.jobType)]}`}>{jobTypeLabel(data.jobType)}</span>
          </div>
          <Heading className={styles.position}>
            <Link to={to(data.internalID)} className={styles.link}>
              {data.position}
            </Link>
          </Heading>
        </div>
      </div>
      <p className={styles.meta}>
        {offerMeta({ city: data.city, jobType: data.jobType, locationType: data.locationType })}
      </p>
      {salary && <p className={styles.salary}>{salary}</p>}
      {date && <p className={styles.date}>Publicada el {date}</p>}
      <p className={styles.description}>{truncate(data.description, CARD_DESCRIPTION_LENGTH)}</p>
      {children && <div className={styles.aside}>{children}</div>}
    </article>
  );
}

/** The badge colour of each contract type (an unknown one gets the neutral colour). */
function badgeClass(jobType: string): 'fullTime' | 'partTime' | 'internship' | 'other' {
  if (jobType === 'FULL_TIME') return 'fullTime';
  if (jobType === 'PART_TIME') return 'partTime';
  if (jobType === 'INTERNSHIP') return 'internship';
  return 'other';
}
