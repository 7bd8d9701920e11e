import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { RichText } from '../../../components/RichText';
import { usePageTitle } from '../../../lib/pageTitle';
import { paths } from '../../../lib/routing/paths';
import { categoryLabel } from '../lib/categories';
import { formatDottedDate } from '../lib/formatDate';
import type { ArticleDetail_article$key } from './__generated__/ArticleDetail_article.graphql';
import { RelatedArticles } from './RelatedArticles';
import { ZoomableImage } from './ZoomableImage';
import styles from './ArticleDetail.module.css';

/** A whole blog article: header, main image, body, further images, tags and related reads. */
export function ArticleDetail({ article }: { article: ArticleDetail_article$key }) {
  const data = useFragment(
    graphql`
      fragment ArticleDetail_article on Article {
        title
        excerpt
        author
        category
        publishedDate
        image
        content
        additionalImages
        tags
        ...RelatedArticles_article
      }
    `,
    article,
  );
  const heading = usePageTitle(data.title);

  return (
    <article className={styles.article}>
      <Link className={styles.back} to={paths.blog()}>
        <span aria-hidden="true">←</span> Volver al blog
      </Link>
      <header className={styles.header}>
        <p className={styles.meta}>
          <span className={styles.category}>{categoryLabel(data.category)}</span>
          <time dateTime={data.publishedDate}>{formatDottedDate(data.publishedDate)}</time>
        </p>
        <h1 className={styles.title} {...heading}>
          {data.title}
        </h1>
        {data.excerpt && <p className={styles.subtitle}>{data.excerpt}</p>}
        <p className={styles.author}>Palabras de {data.author || 'Anónimo'}</p>
      </header>
      {data.image && (
        <ZoomableImage
          className={styles.mainImage}
          src={data.image}
          alt={data.title}
          previewTitle={data.title}
          loading="eager"
        />
      )}
      {/* Written by the editors as HTML: shown only through the shared allow-list. */}
      <RichText className={styles.prose} html={data.content} />
      {data.additionalImages.length > 0 && (
        <div className={styles.gallery}>
          {data.additionalImages.map((src, index) => (
            <ZoomableImage
              key={`${index}-${src}`}
              className={styles.galleryImage}
              src={src}
              alt={`${data.title} (${index + 2})`}
              previewTitle={data.title}
            />
          ))}
        </div>
      )}
      {data.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Etiquetas">
          {data.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <RelatedArticles article={data} />
    </article>
  );
}
