import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ArticleCard } from './ArticleCard';
import type { RelatedArticles_article$key } from './__generated__/RelatedArticles_article.graphql';
import styles from './RelatedArticles.module.css';

/** The spec shows at most three related articles (part 2 §9 "3 related"). */
const RELATED_LIMIT = 3;

/** Other articles to read after this one. */
export function RelatedArticles({ article }: { article: RelatedArticles_article$key }) {
  const data = useFragment(
    graphql`
      fragment RelatedArticles_article on Article {
        relatedArticles(first: 3) {
          id
          ...ArticleCard_article
        }
      }
    `,
    article,
  );
  const titleId = useId();
  const related = data.relatedArticles.slice(0, RELATED_LIMIT);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Artículos relacionados
      </h2>
      <div className={styles.grid}>
        {related.map((item) => (
          <ArticleCard key={item.id} article={item} headingLevel="h3" />
        ))}
      </div>
    </section>
  );
}
