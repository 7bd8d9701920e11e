import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Masonry, type MasonryBreakpoints } from '../../components/Masonry';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { paths } from '../../lib/routing/paths';
import type { MorePosts_posts$data, MorePosts_posts$key } from './__generated__/MorePosts_posts.graphql';
import styles from './MorePosts.module.css';

const fragment = graphql`
  fragment MorePosts_posts on Post @relay(plural: true) {
    id
    internalID
    title
    mainImage {
      url
      width
      height
      srcSet
    }
  }
`;

/** Part 2 §2: 4 columns, 3 below 1100 px, 2 below 768 px and below 480 px. */
export const MORE_POSTS_COLUMNS: MasonryBreakpoints = { default: 4, 1099: 3, 767: 2, 479: 2 };

const SIZES = '(max-width: 767px) 50vw, (max-width: 1099px) 33vw, 25vw';

type MorePost = MorePosts_posts$data[number];

/** 'Más posts': random posts of others (this one left out by the query); each opens its post. */
export function MorePosts({ posts }: { posts: MorePosts_posts$key }) {
  const data = useFragment(fragment, posts);
  const withImage = data.filter((post) => post.mainImage);
  if (withImage.length === 0) return null;
  return (
    <section className={styles.more} aria-labelledby="more-posts-title">
      <h2 id="more-posts-title" className={styles.title}>
        Más posts
      </h2>
      <Masonry
        items={withImage}
        breakpoints={MORE_POSTS_COLUMNS}
        getKey={(post) => post.id}
        aspectRatio={aspectRatio}
        renderItem={(post, { row }) => <MorePostCard post={post} eager={row === 0} />}
      />
    </section>
  );
}

function aspectRatio(post: MorePost): number {
  return post.mainImage && post.mainImage.width > 0 ? post.mainImage.height / post.mainImage.width : 1;
}

function MorePostCard({ post, eager }: { post: MorePost; eager: boolean }) {
  const image = post.mainImage;
  if (!image) return null;
  return (
    <Link to={paths.post(post.internalID)} state={{ imageIndex: 0 }} className={styles.card}>
      <ResponsiveImage
        className={styles.image}
        src={image.url}
        srcSet={image.srcSet}
        sizes={SIZES}
        width={image.width}
        height={image.height}
        alt={post.title}
        loading={eager ? 'eager' : 'lazy'}
      />
    </Link>
  );
}
