import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FallbackImage } from '../../components/FallbackImage';
import { paths } from '../../lib/routing/paths';
import type { CandidateCard_application$key } from './__generated__/CandidateCard_application.graphql';
import defaultAvatar from '../../assets/default-avatar.svg';
import { CandidateAnswers } from './CandidateAnswers';
import { CandidatePortfolio } from './CandidatePortfolio';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { applicationStatusLabel } from './myOffersView';
import { candidateAppliedOn } from './offerLabels';
import { StatusBadge } from './StatusBadge';
import { useSetApplicationStatusMutation, type CandidateDecision } from './useSetApplicationStatusMutation';
import styles from './Candidates.module.css';

const fragment = graphql`
  fragment CandidateCard_application on Application {
    id
    status
    appliedAt
    ...CandidateAnswers_application
    applicant {
      id
      username
      displayName
      profilePicture
      city
      country
      professionalTitle
      ...CandidatePortfolio_user
    }
  }
`;

/** The name a candidate shows: 'Usuario' when the account lacks one (part 2 §8). */
export function candidateName(displayName: string | null | undefined): string {
  return displayName?.trim() || MY_OFFERS_TEXTS.unknownUser;
}

/** 'Madrid, España', one of them alone, or 'Sin ubicación' (part 2 §8). */
export function candidateLocation(city: string | null | undefined, country: string | null | undefined): string {
  return [city, country].filter((part) => part?.trim()).join(', ') || MY_OFFERS_TEXTS.noLocation;
}

interface CandidateCardProps {
  application: CandidateCard_application$key;
  offerId: string;
  showAnswers: boolean;
  onMessage: (text: string, ok: boolean) => void;
}

/**
 * One candidate: who they are (linking to their profile), their latest work and PDFs, their
 * answers when shown, and 'Seleccionar' / 'Descartar' (the status already set is disabled).
 */
export function CandidateCard({ application, offerId, showAnswers, onMessage }: CandidateCardProps) {
  const data = useFragment(fragment, application);
  const setStatus = useSetApplicationStatusMutation(offerId);
  const { applicant } = data;
  const name = candidateName(applicant.displayName);

  async function decide(status: CandidateDecision) {
    const outcome = await setStatus(data.id, status);
    if (!outcome.ok) onMessage(outcome.message, false);
  }

  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.person}>
        <FallbackImage src={applicant.profilePicture} fallback={defaultAvatar} alt="" className={styles.avatar} />
        <div className={styles.who}>
          <h3 className={styles.name}>
            {applicant.username ? (
              <Link to={paths.profile(applicant.username)} className={styles.nameLink}>
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          {applicant.professionalTitle && <p className={styles.title}>{applicant.professionalTitle}</p>}
          <p className={styles.meta}>{candidateLocation(applicant.city, applicant.country)}</p>
          <p className={styles.meta}>{candidateAppliedOn(data.appliedAt)}</p>
        </div>
        <StatusBadge status={data.status}>{applicationStatusLabel(data.status)}</StatusBadge>
      </div>
      <CandidatePortfolio user={applicant} name={name} />
      {showAnswers && <CandidateAnswers application={data} />}
      <div className={styles.decisions}>
        <button
          type="button"
          className={styles.select}
          disabled={data.status === 'ACCEPTED'}
          onClick={() => void decide('ACCEPTED')}
        >
          Seleccionar <span className="visually-hidden">a {name}</span>
        </button>
        <button
          type="button"
          className={styles.reject}
          disabled={data.status === 'REJECTED'}
          onClick={() => void decide('REJECTED')}
        >
          Descartar <span className="visually-hidden">a {name}</span>
        </button>
      </div>
    </article>
  );
}
