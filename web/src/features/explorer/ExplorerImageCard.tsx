import { graphql, useFragment } from 'react-relay';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';
import { ExplorerSaveButton } from './ExplorerSaveButton';
import type { ExplorerImageCard_explorerImage$key } from './__generated__/ExplorerImageCard_explorerImage.graphql';
import styles from './ExplorerImageCard.module.css';

const fragment = graphql`
  fragment ExplorerImageCard_explorerImage on ExplorerImage {
    viewerHasSaved
    image {
      url
      width
      height
      srcSet
    }
    post {
      id
      internalID
      title
      author {
        username
        city
      }
    }
  }
`;

interface ExplorerImageCardProps {
  explorerImage: ExplorerImageCard_explorerImage$key;
  /** The rendered width at each viewport size (the grid's column width). */
  sizes: string;
  /** First-row images load at once; the rest when they come near. */
  eager: boolean;
}

/**
 * One explorer image: opens its post, handing over the clicked image; author and city show
 * on hover or focus, and always on touch screens, which have no hover. The link is the
 * post's URL for everyone: an anonymous visitor who opens it is asked to register by the
 * access guard, and the address says what was chosen. The save button sits beside the
 * link (a button inside a link is not valid HTML), over the image's corner.
 */
export function ExplorerImageCard({ explorerImage, sizes, eager }: ExplorerImageCardProps) {
  const { image, post, viewerHasSaved } = useFragment(fragment, explorerImage);
  return (
    <div className={styles.item}>
      <Link to={paths.post(post.internalID)} state={{ imageUrl: image.url }} className={styles.card}>
        <ResponsiveImage
          className={styles.image}
          src={image.url}
          alt={post.title}
          width={image.width}
          height={image.height}
          srcSet={image.srcSet}
          sizes={sizes}
          loading={eager ? 'eager' : 'lazy'}
        />
        <span className={styles.overlay}>
          <span className={styles.username}>@{post.author.username}</span>
          {post.author.city && <span className={styles.city}>{post.author.city}</span>}
        </span>
      </Link>
      <ExplorerSaveButton postId={post.id} imageUrl={image.url} viewerHasSaved={viewerHasSaved} title={post.title} />
    </div>
  );
}
