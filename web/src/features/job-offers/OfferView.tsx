import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FallbackImage } from '../../components/FallbackImage';
import type { PageHeadingProps } from '../../lib/pageTitle';
import { paths } from '../../lib/routing/paths';
import { HiddenNotice } from '../reports/HiddenNotice';
import { ReportButton } from '../reports/ReportButton';
import type { OfferView_offer$key } from './__generated__/OfferView_offer.graphql';
import { ApplyButton } from './ApplyButton';
import defaultLogo from '../../assets/default-logo.svg';
import { experienceText } from './experienceText';
import { OfferTexts } from './JobOfferDetail';
import { jobTypeLabel, locationTypeLabel, shortSpanishDate } from './offerLabels';
import { OfferSkills } from './OfferSkills';
import { OFFER_TEXTS } from './offersTexts';
import { offerSalaryText } from './salaryText';
import styles from './JobOfferDetail.module.css';

const fragment = graphql`
  fragment OfferView_offer on JobOffer {
    id
    internalID
    position
    companyName
    companyLogo
    status
    jobType
    locationType
    duration
    experience
    experienceYears
    salary {
      ...salaryText_salary
    }
    publicationDate
    description
    functions
    requiredProfile
    hardSkills
    softSkills
    isExternal
    externalLink
    viewerIsOwner
    viewerHasReported
    moderation {
      ...HiddenNotice_notice
    }
    publisher {
      username
    }
    ...ApplyButton_offer
  }
`;

/** 'Activa' for an approved offer, 'Cerrada' for any other state (part 2 §4). */
export const statusLabel = (status: string) => (status === 'ACCEPTED' ? 'Activa' : 'Cerrada');

/**
 * The signed-in view of an offer (part 2 §2 Offer view): status, the detail grid (with the
 * salary, issue 24), the texts, the tags, the way to apply (the external site in a new tab for
 * external offers), the owner's 'Editar oferta', and the company panel.
 */
export function OfferView({ offer, heading }: { offer: OfferView_offer$key; heading: PageHeadingProps }) {
  const data = useFragment(fragment, offer);
  const date = shortSpanishDate(data.publicationDate);
  const grid: Array<[string, string]> = [
    ['Tipo de contrato', jobTypeLabel(data.jobType)],
    ['Modalidad', locationTypeLabel(data.locationType)],
    ['Duración', data.duration?.trim() || 'No especificada'],
    ['Experiencia', experienceText(data.experience, data.experienceYears) || 'No especificada'],
    // Issue 24 (EU pay transparency): said even when the offer states none.
    ['Salario', offerSalaryText(data.salary) || 'No indicado'],
  ];

  return (
    <article className={styles.page}>
      {/* My Offers' cards lead the owner here: they read why the offer was hidden, if it was. */}
      {data.viewerIsOwner && data.moderation && <HiddenNotice notice={data.moderation} kind="offer" />}
      <header className={styles.header}>
        <FallbackImage src={data.companyLogo} fallback={defaultLogo} alt="" className={styles.logo} loading="eager" />
        <div className={styles.headerText}>
          <p className={`${styles.status} ${data.status === 'ACCEPTED' ? styles.active : styles.closed}`}>
            {statusLabel(data.status)}
          </p>
          <h1 className={styles.title} {...heading}>
            {data.position}
          </h1>
          <p className={styles.company}>{data.companyName}</p>
          {date && <p className={styles.date}>Publicada el {date}</p>}
        </div>
        <div className={styles.actions}>
          {data.isExternal && data.externalLink ? (
            <a href={data.externalLink} target="_blank" rel="noopener noreferrer" className={styles.primary}>
              {OFFER_TEXTS.applyExternal}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          ) : (
            !data.viewerIsOwner && <ApplyButton offer={data} />
          )}
          {data.viewerIsOwner && (
            <Link to={paths.editJobOffer(data.internalID)} className={styles.secondary}>
              {OFFER_TEXTS.edit}
            </Link>
          )}
          <ReportButton
            itemId={data.id}
            kind="offer"
            viewerHasReported={data.viewerHasReported}
            viewerIsAuthor={data.viewerIsOwner}
          />
        </div>
      </header>
      <dl className={styles.grid} aria-label="Detalles de la oferta">
        {grid.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OfferTexts
        sections={[
          ['view-description', 'Descripción', data.description],
          ['view-functions', 'Funciones', data.functions],
          ['view-profile', 'Perfil requerido', data.requiredProfile],
        ]}
      />
      <OfferSkills hard={data.hardSkills} soft={data.softSkills} />
      <CompanyPanel logo={data.companyLogo} name={data.companyName} username={data.publisher.username} />
    </article>
  );
}

interface CompanyPanelProps {
  logo: string | null | undefined;
  name: string;
  username: string;
}

/** Who publishes the offer: a link to their profile, or the registered-company text. */
function CompanyPanel({ logo, name, username }: CompanyPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="view-company">
      <FallbackImage src={logo} fallback={defaultLogo} alt="" className={styles.panelLogo} />
      <div className={styles.panelText}>
        <h2 id="view-company" className={styles.sectionTitle}>
          {name}
        </h2>
        {username ? (
          <Link to={paths.profile(username)} className={styles.externalLink}>
            Ver el perfil de la empresa
          </Link>
        ) : (
          <p>{OFFER_TEXTS.registeredCompany}</p>
        )}
      </div>
    </section>
  );
}
