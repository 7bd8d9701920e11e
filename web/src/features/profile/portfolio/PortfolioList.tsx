import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { paths } from '../../../lib/routing/paths';
import { HIDDEN_TEXTS } from '../../reports/reportTexts';
import type { PortfolioList_post$key } from './__generated__/PortfolioList_post.graphql';
import styles from './Portfolio.module.css';

const fragment = graphql`
  fragment PortfolioList_post on Post {
    internalID
    title
    description
    mainImage {
      url
      width
      height
      srcSet
    }
    # Only its author reads it (issue 24): their hidden posts say so.
    moderation {
      reasonLabel
    }
  }
`;

/** The individual view: each post large, with its title and description. */
export function PortfolioList({ posts }: { posts: ReadonlyArray<{ id: string; post: PortfolioList_post$key }> }) {
  return (
    <ul className={styles.list} aria-label="Publicaciones">
      {posts.map(({ id, post }) => (
        <PortfolioItem key={id} post={post} />
      ))}
    </ul>
  );
}

function PortfolioItem({ post }: { post: PortfolioList_post$key }) {
  const data = useFragment(fragment, post);
  return (
    <li className={styles.item}>
      <Link to={paths.post(data.internalID)} className={styles.itemLink}>
        {data.mainImage && (
          <ResponsiveImage
            className={styles.itemImage}
            src={data.mainImage.url}
            srcSet={data.mainImage.srcSet}
            sizes="(max-width: 900px) 100vw, 720px"
            width={data.mainImage.width}
            height={data.mainImage.height}
            alt=""
          />
        )}
        <h2 className={styles.itemTitle}>{data.title}</h2>
      </Link>
      {data.moderation && <p className={styles.hiddenLine}>{HIDDEN_TEXTS.cardLine(data.moderation.reasonLabel)}</p>}
      {data.description && <p className={styles.itemText}>{data.description}</p>}
    </li>
  );
}
