import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FallbackImage } from '../../components/FallbackImage';
import type { PageHeadingProps } from '../../lib/pageTitle';
import { paths } from '../../lib/routing/paths';
import { HiddenNotice } from '../reports/HiddenNotice';
import { ReportButton } from '../reports/ReportButton';
import type { JobOfferDetail_offer$key } from './__generated__/JobOfferDetail_offer.graphql';
import { ApplyButton } from './ApplyButton';
import defaultLogo from '../../assets/default-logo.svg';
import { experienceText } from './experienceText';
import { jobTypeLabel, locationTypeLabel, shortSpanishDate } from './offerLabels';
import { OfferSkills } from './OfferSkills';
import { companyFallback, OFFER_TEXTS } from './offersTexts';
import { NO_SALARY_TEXT, offerSalaryText } from './salaryText';
import { SaveOfferButton } from './SaveOfferButton';
import styles from './JobOfferDetail.module.css';

const fragment = graphql`
  fragment JobOfferDetail_offer on JobOffer {
    id
    internalID
    position
    companyName
    companyLogo
    companyDescription
    descriptionEmployer
    city
    jobType
    locationType
    experience
    experienceYears
    salary {
      ...salaryText_salary
    }
    publicationDate
    isUrgent
    isExternal
    externalLink
    description
    requiredProfile
    functions
    offered
    hardSkills
    softSkills
    viewerIsOwner
    viewerHasReported
    moderation {
      ...HiddenNotice_notice
    }
    ...ApplyButton_offer
    ...SaveOfferButton_offer
  }
`;

/**
 * The public page of a job offer (part 2 §2 Job offer detail): header with logo, position,
 * company and 'Urgente'; tags for city, type, format, experience and salary ('Salario no
 * indicado' when the offer states none: issue 24, EU pay transparency); the date; apply,
 * save and report (issue 24; the owner instead reads why it was hidden, if it was); then the company, the job, the profile, the functions, the skills and the external
 * offer's link.
 */
export function JobOfferDetail({ offer, heading }: { offer: JobOfferDetail_offer$key; heading: PageHeadingProps }) {
  const data = useFragment(fragment, offer);
  const experience = experienceText(data.experience, data.experienceYears);
  const date = shortSpanishDate(data.publicationDate);
  const facts = [
    data.city,
    jobTypeLabel(data.jobType),
    locationTypeLabel(data.locationType),
    experience,
    offerSalaryText(data.salary) || NO_SALARY_TEXT,
  ];

  return (
    <article className={styles.page}>
      {/* Only the owner receives it: nobody else sees a hidden offer. */}
      {data.viewerIsOwner && data.moderation && <HiddenNotice notice={data.moderation} kind="offer" />}
      <header className={styles.header}>
        <FallbackImage src={data.companyLogo} fallback={defaultLogo} alt="" className={styles.logo} loading="eager" />
        <div className={styles.headerText}>
          {data.isUrgent && <p className={styles.urgent}>{OFFER_TEXTS.urgent}</p>}
          <h1 className={styles.title} {...heading}>
            {data.position}
          </h1>
          <p className={styles.company}>{data.companyName}</p>
          <ul className={styles.facts} aria-label="Datos de la oferta">
            {facts.filter(Boolean).map((fact) => (
              <li key={fact} className={styles.fact}>
                {fact}
              </li>
            ))}
          </ul>
          {date && <p className={styles.date}>Publicada el {date}</p>}
        </div>
        <div className={styles.actions}>
          {data.viewerIsOwner ? (
            <Link to={paths.editJobOffer(data.internalID)} className={styles.primary}>
              {OFFER_TEXTS.edit}
            </Link>
          ) : (
            <ApplyButton offer={data} />
          )}
          <SaveOfferButton offer={data} />
          <ReportButton
            itemId={data.id}
            kind="offer"
            viewerHasReported={data.viewerHasReported}
            viewerIsAuthor={data.viewerIsOwner}
          />
        </div>
      </header>
      <OfferTexts
        sections={[
          [
            'offer-company',
            'Sobre la empresa',
            data.companyDescription || data.descriptionEmployer || companyFallback(data.companyName),
          ],
          ['offer-description', 'Descripción del puesto', data.description],
          ['offer-profile', 'Perfil requerido', data.requiredProfile],
          ['offer-functions', 'Funciones', data.functions],
          ['offer-offered', 'Qué ofrecemos', data.offered],
        ]}
      />
      <OfferSkills hard={data.hardSkills} soft={data.softSkills} />
      {data.isExternal && data.externalLink && (
        <OfferSection id="offer-external" title="Oferta externa">
          <>
            Esta oferta también está publicada fuera de la plataforma.{' '}
            <a href={data.externalLink} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
              Ver la oferta externa<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </>
        </OfferSection>
      )}
    </article>
  );
}

/** An offer's texts in order, each a section with its heading: [id, title, text]; the empty ones are left out. */
export function OfferTexts({ sections }: { sections: ReadonlyArray<readonly [string, string, ReactNode]> }) {
  return sections.map(([id, title, text]) => (
    <OfferSection key={id} id={id} title={title}>
      {text}
    </OfferSection>
  ));
}

/** One section of an offer's text, left out when the offer has none. */
function OfferSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.text}>{children}</div>
    </section>
  );
}
