import { graphql, useFragment } from 'react-relay';
import defaultAvatar from '../../assets/default-avatar.svg';
import { ProtectedLink } from '../../components/ProtectedLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { paths } from '../../lib/routing/paths';
import type { CreativeCard_card$key } from './__generated__/CreativeCard_card.graphql';
import { CREATIVES_TEXTS } from './creativesTexts';
import styles from './CreativesPage.module.css';

/** Tags a card shows at most (spec part 2 §10). */
export const CARD_TAGS = 3;

const fragment = graphql`
  fragment CreativeCard_card on CreativeCard {
    user {
      username
      fullName
      city
      country
      profilePicture
    }
    background {
      url
      width
      height
      srcSet
    }
    tags
  }
`;

/** The rendered width of a card at each viewport size (the masonry's columns). */
const SIZES = '(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 33vw';

/**
 * One creative: the newest post's image behind, avatar, name, place and up to 3 tags (the
 * graph chooses them: professional tags, else skills). It opens the profile; an anonymous
 * visitor's click goes to the landing page's register dialog (ProtectedLink).
 */
export function CreativeCard({ card, eager }: { card: CreativeCard_card$key; eager: boolean }) {
  const { user, background, tags } = useFragment(fragment, card);
  const name = user.fullName || user.username;
  const place = [user.city, user.country].filter(Boolean).join(', ');
  const shown = tags.slice(0, CARD_TAGS);
  return (
    <ProtectedLink to={paths.profile(user.username)} className={styles.card}>
      <span className={styles.cover}>
        {background && (
          <ResponsiveImage
            className={styles.coverImage}
            src={background.url}
            alt=""
            width={background.width}
            height={background.height}
            srcSet={background.srcSet}
            sizes={SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        )}
      </span>
      <span className={styles.body}>
        <img className={styles.avatar} src={user.profilePicture || defaultAvatar} alt="" width={56} height={56} />
        <span className={styles.name}>{name}</span>
        {place && <span className={styles.place}>{place}</span>}
        <span className={styles.tags}>
          {shown.length === 0 ? (
            <span className={styles.noTags}>{CREATIVES_TEXTS.noTags}</span>
          ) : (
            shown.map((tag) => (
              <span key={tag} className={styles.tag}>
                {tag}
              </span>
            ))
          )}
        </span>
      </span>
    </ProtectedLink>
  );
}
