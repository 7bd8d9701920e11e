import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { RichText, typedTextHtml } from '../../components/RichText';
import type { PageHeadingProps } from '../../lib/pageTitle';
import { HiddenNotice } from '../reports/HiddenNotice';
import { ReportButton } from '../reports/ReportButton';
import type {
  EducationalOfferDetail_offer$data,
  EducationalOfferDetail_offer$key,
} from './__generated__/EducationalOfferDetail_offer.graphql';
import { BackButton } from './BackButton';
import { Gallery } from './Gallery';
import { durationText } from '../../lib/studyDuration';
import { studyModalityLabel } from '../../lib/studyModality';
import { dateText, enrollmentText, EDUCATIONAL_OFFER_TEXTS as TEXTS, priceText } from './offerFormat';
import styles from './EducationalOfferDetail.module.css';

const fragment = graphql`
  fragment EducationalOfferDetail_offer on EducationalOffer {
    id
    programName
    studyType
    institutionName
    city
    knowledgeArea
    modality
    duration {
      value
      unit
    }
    enrollmentStart {
      day
      month
    }
    enrollmentEnd {
      day
      month
    }
    publicationDate
    description
    requirements
    syllabus
    banner {
      url
      width
      height
      srcSet
    }
    gallery {
      url
      width
      height
      srcSet
    }
    price {
      amount
      currency
    }
    startDate
    endDate
    brochureUrl
    applicationLink
    contactInfo
    viewerIsOwner
    viewerHasReported
    moderation {
      ...HiddenNotice_notice
    }
  }
`;

type Offer = EducationalOfferDetail_offer$data;

/**
 * The public page of a study programme (part 2 §2 Educational offer detail): back, banner,
 * name, study type, tags, date, 'Solicitar información' and 'Denunciar' (issue 24; the owner
 * instead reads why it was hidden, if it was); then description, requirements,
 * syllabus, gallery, additional information, brochure and, without an application link, contact.
 */
export function EducationalOfferDetail({
  offer,
  heading,
}: {
  offer: EducationalOfferDetail_offer$key;
  heading: PageHeadingProps;
}) {
  const data = useFragment(fragment, offer);
  return (
    <article className={styles.page}>
      <BackButton />
      {/* Only the owner receives it: nobody else sees a hidden offer. */}
      {data.viewerIsOwner && data.moderation && <HiddenNotice notice={data.moderation} kind="offer" />}
      <OfferHeader data={data} heading={heading} />
      <Section id="eo-description" title="Descripción" show={Boolean(data.description)}>
        {/* Text as typed, which may carry markup (CONTRACT.md): the allow-list's formatting shows, the rest goes. */}
        <RichText className={styles.rich} html={typedTextHtml(data.description ?? '')} />
      </Section>
      <Section id="eo-requirements" title="Requisitos" show={data.requirements.length > 0}>
        <ul className={styles.list}>
          {data.requirements.map((requirement, index) => (
            <li key={`${index}-${requirement}`}>{requirement}</li>
          ))}
        </ul>
      </Section>
      <Section id="eo-syllabus" title="Temario" show={Boolean(data.syllabus)}>
        <RichText className={styles.rich} html={data.syllabus ?? ''} />
      </Section>
      <Section id="eo-gallery" title="Galería" show={data.gallery.length > 0}>
        <Gallery images={data.gallery} title={data.programName} />
      </Section>
      <AdditionalInfo data={data} />
      <Section id="eo-brochure" title="Folleto" show={Boolean(data.brochureUrl)}>
        <a href={data.brochureUrl ?? undefined} className={styles.secondary} target="_blank" rel="noopener noreferrer">
          {TEXTS.brochure}
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </Section>
      <Section id="eo-contact" title="Contacto" show={!data.applicationLink && Boolean(data.contactInfo)}>
        <RichText className={styles.rich} html={data.contactInfo} />
      </Section>
    </article>
  );
}

function OfferHeader({ data, heading }: { data: Offer; heading: PageHeadingProps }) {
  const tags = [
    data.city,
    data.knowledgeArea,
    studyModalityLabel(data.modality),
    durationText({ value: data.duration.value, unit: data.duration.unit }),
  ];
  return (
    <header className={styles.header}>
      {data.banner && (
        <ResponsiveImage
          src={data.banner.url}
          width={data.banner.width}
          height={data.banner.height}
          srcSet={data.banner.srcSet}
          sizes="(max-width: 56rem) 100vw, 56rem"
          alt=""
          loading="eager"
          className={styles.banner}
        />
      )}
      <div className={styles.headerText}>
        <h1 className={styles.title} {...heading}>
          {data.programName}
        </h1>
        <p className={styles.studyType}>{data.studyType || TEXTS.notSpecified}</p>
        <p className={styles.institution}>{data.institutionName}</p>
        <ul className={styles.tags} aria-label="Datos del programa">
          {tags.filter(Boolean).map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <p className={styles.date}>Publicada el {dateText(data.publicationDate)}</p>
        <OfferActions data={data} />
      </div>
    </header>
  );
}

/** 'Solicitar información' when the offer links to it, and 'Denunciar' for anyone but its owner. */
function OfferActions({ data }: { data: Offer }) {
  if (!data.applicationLink && data.viewerIsOwner) return null;
  return (
    <div className={styles.actions}>
      {data.applicationLink && (
        <a href={data.applicationLink} className={styles.primary} target="_blank" rel="noopener noreferrer">
          {TEXTS.apply}
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      )}
      <ReportButton
        itemId={data.id}
        kind="offer"
        viewerHasReported={data.viewerHasReported}
        viewerIsAuthor={data.viewerIsOwner}
      />
    </div>
  );
}

function AdditionalInfo({ data }: { data: Offer }) {
  const { price } = data;
  const rows: [string, string][] = [
    ['Precio', priceText(price && { amount: price.amount, currency: price.currency })],
    ['Fecha de inicio', dateText(data.startDate)],
    ['Fecha de finalización', dateText(data.endDate)],
    ['Inscripción', enrollmentText(dayOfMonth(data.enrollmentStart), dayOfMonth(data.enrollmentEnd))],
  ];
  return (
    <Section id="eo-info" title="Información adicional" show>
      <dl className={styles.info}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.infoRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

const dayOfMonth = (value: Offer['enrollmentStart']) => value && { day: value.day, month: value.month };

/** One section of the page, left out when the offer has nothing for it. */
function Section({ id, title, show, children }: { id: string; title: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
