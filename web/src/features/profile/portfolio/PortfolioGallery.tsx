import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { HIDDEN_TEXTS } from '../../reports/reportTexts';
import { GALLERY_MIN_SLOTS } from '../profileLayout';
import type { PortfolioGallery_post$key } from './__generated__/PortfolioGallery_post.graphql';
import styles from './Portfolio.module.css';

const fragment = graphql`
  fragment PortfolioGallery_post on Post {
    internalID
    title
    mainImage {
      url
      srcSet
    }
    # Only its author reads it (issue 24): their hidden posts are marked.
    moderation {
      reasonLabel
    }
  }
`;

// A tile is a third of the tab's width at most; the browser picks the variant for it.
const TILE_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, 320px';

/** The gallery view: square tiles, at least 15 slots, empty placeholders filling the rest. */
export function PortfolioGallery({ posts }: { posts: ReadonlyArray<{ id: string; post: PortfolioGallery_post$key }> }) {
  const placeholders = Math.max(0, GALLERY_MIN_SLOTS - posts.length);
  return (
    <ul className={styles.gallery} aria-label="Publicaciones">
      {posts.map(({ id, post }) => (
        <GalleryTile key={id} post={post} />
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`placeholder-${index}`} className={styles.placeholder} aria-hidden="true" data-testid="gallery-slot" />
      ))}
    </ul>
  );
}

function GalleryTile({ post }: { post: PortfolioGallery_post$key }) {
  const data = useFragment(fragment, post);
  return (
    <li className={styles.tile} data-testid="gallery-slot">
      <Link
        to={paths.post(data.internalID)}
        className={styles.tileLink}
        aria-label={
          data.moderation ? `${data.title} (${HIDDEN_TEXTS.cardLine(data.moderation.reasonLabel)})` : data.title
        }
      >
        {data.moderation && (
          <span className={styles.hiddenBadge} aria-hidden="true">
            {HIDDEN_TEXTS.badge}
          </span>
        )}
        {data.mainImage ? (
          <img
            className={styles.tileImage}
            src={data.mainImage.url}
            srcSet={data.mainImage.srcSet || undefined}
            sizes={data.mainImage.srcSet ? TILE_SIZES : undefined}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.tileTitle}>{data.title}</span>
        )}
      </Link>
    </li>
  );
}
