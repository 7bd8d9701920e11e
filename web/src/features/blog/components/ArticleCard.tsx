import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import placeholder from '../assets/article-placeholder.svg';
import { categoryLabel } from '../lib/categories';
import { formatLongDate } from '../lib/formatDate';
import type { ArticleCard_article$key } from './__generated__/ArticleCard_article.graphql';
import { FallbackImage } from '../../../components/FallbackImage';
import styles from './ArticleCard.module.css';

interface ArticleCardProps {
  article: ArticleCard_article$key;
  /** Featured cards (the first two of the blog) are larger. */
  variant?: 'featured' | 'regular';
  /** Heading level, so cards sit correctly under the page's or a section's heading. */
  headingLevel?: 'h2' | 'h3';
}

/** A blog article as a card: image, category, date, title, excerpt, author and 'Leer más'. */
export function ArticleCard({ article, variant = 'regular', headingLevel: Heading = 'h2' }: ArticleCardProps) {
  const data = useFragment(
    graphql`
      fragment ArticleCard_article on Article {
        internalID
        title
        excerpt
        author
        category
        publishedDate
        image
      }
    `,
    article,
  );
  const titleId = useId();
  return (
    <article className={`${styles.card} ${variant === 'featured' ? styles.featured : ''}`}>
      <div className={styles.media}>
        {/* Featured cards open the blog: their pictures are asked for at once, not when laid out. */}
        <FallbackImage
          className={styles.image}
          src={data.image}
          fallback={placeholder}
          alt=""
          loading={variant === 'featured' ? 'eager' : 'lazy'}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{categoryLabel(data.category)}</span>
          <time dateTime={data.publishedDate}>{formatLongDate(data.publishedDate)}</time>
        </p>
        <Heading id={titleId} className={styles.title}>
          {data.title}
        </Heading>
        {data.excerpt && <p className={styles.excerpt}>{data.excerpt}</p>}
        <div className={styles.footer}>
          <span className={styles.author}>{data.author || 'Anónimo'}</span>
          <Link className={styles.more} to={paths.article(data.internalID)} aria-describedby={titleId}>
            Leer más
          </Link>
        </div>
      </div>
    </article>
  );
}
