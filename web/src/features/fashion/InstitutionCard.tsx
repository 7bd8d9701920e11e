import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FallbackImage } from '../../components/FallbackImage';
import { paths } from '../../lib/routing/paths';
import type { InstitutionCard_institution$key } from './__generated__/InstitutionCard_institution.graphql';
import defaultLogo from '../../assets/default-logo.svg';
import { FASHION_TEXTS, MAX_CARD_TAGS } from './fashionTexts';
import styles from './FashionPage.module.css';

const fragment = graphql`
  fragment InstitutionCard_institution on Institution {
    name
    logoUrl
    professionalTitle
    city
    country
    centerType
    tags
    website
    user {
      username
    }
  }
`;

/** The first tags and how many more there are ('+ N más'). */
export function visibleTags(tags: readonly string[]): { shown: readonly string[]; more: number } {
  return { shown: tags.slice(0, MAX_CARD_TAGS), more: Math.max(0, tags.length - MAX_CARD_TAGS) };
}

/** One institution: the whole card opens its profile when it has one; 'Web oficial' leaves the site. */
export function InstitutionCard({ institution }: { institution: InstitutionCard_institution$key }) {
  const data = useFragment(fragment, institution);
  const isPublic = data.centerType === 'PUBLIC';
  const place = [data.city, data.country].filter(Boolean).join(', ');
  const { shown, more } = visibleTags(data.tags);
  const username = data.user?.username;
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <FallbackImage className={styles.logo} src={data.logoUrl} fallback={defaultLogo} alt="" />
        <span className={isPublic ? styles.badgePublic : styles.badgePrivate}>{isPublic ? 'Pública' : 'Privada'}</span>
      </div>
      {data.professionalTitle && <p className={styles.professionalTitle}>{data.professionalTitle}</p>}
      <h2 className={styles.name}>
        {username ? (
          <Link className={styles.cardLink} to={paths.profile(username)}>
            {data.name}
          </Link>
        ) : (
          data.name
        )}
      </h2>
      {place && <p className={styles.place}>{place}</p>}
      <p className={styles.modality}>{isPublic ? FASHION_TEXTS.onSite : FASHION_TEXTS.hybrid}</p>
      {data.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Etiquetas">
          {shown.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
          {more > 0 && <li className={styles.tag}>{`+ ${more} más`}</li>}
        </ul>
      )}
      {data.website && (
        <a className={styles.website} href={data.website} target="_blank" rel="noopener noreferrer">
          {FASHION_TEXTS.website}
        </a>
      )}
    </article>
  );
}
