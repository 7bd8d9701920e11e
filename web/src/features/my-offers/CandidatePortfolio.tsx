import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';
import type { CandidatePortfolio_user$key } from './__generated__/CandidatePortfolio_user.graphql';
import styles from './Candidates.module.css';

/** How many of the candidate's latest posts the card shows. */
export const PORTFOLIO_POSTS = 4;

const fragment = graphql`
  fragment CandidatePortfolio_user on User {
    posts(first: 4) {
      edges {
        node {
          id
          internalID
          title
          mainImage {
            url
            srcSet
          }
        }
      }
    }
    cv {
      url
      fileName
    }
    portfolio {
      url
      fileName
    }
  }
`;

/**
 * Beyond the spec, what recruiters expect: the candidate's latest work (each image opens its
 * post) and their CV and portfolio PDFs, so the company reviews work without leaving the page.
 */
export function CandidatePortfolio({ user, name }: { user: CandidatePortfolio_user$key; name: string }) {
  const { posts, cv, portfolio } = useFragment(fragment, user);
  const shown = posts.edges.filter(({ node }) => node.mainImage).slice(0, PORTFOLIO_POSTS);
  return (
    <div className={styles.work}>
      {shown.length > 0 ? (
        <ul className={styles.portfolio} aria-label={`Portfolio de ${name}`}>
          {shown.map(({ node }) => (
            <li key={node.id}>
              <Link to={paths.post(node.internalID)} state={{ imageUrl: node.mainImage?.url }} className={styles.shot}>
                <img
                  src={node.mainImage?.url}
                  srcSet={node.mainImage?.srcSet || undefined}
                  sizes="120px"
                  alt={node.title}
                  loading="lazy"
                  decoding="async"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>Sin publicaciones en su portfolio.</p>
      )}
      {(cv || portfolio) && (
        <p className={styles.files}>
          {cv && (
            <a href={cv.url} target="_blank" rel="noreferrer" className={styles.file}>
              CV <span className={styles.fileName}>({cv.fileName})</span>
            </a>
          )}
          {portfolio && (
            <a href={portfolio.url} target="_blank" rel="noreferrer" className={styles.file}>
              Portfolio PDF <span className={styles.fileName}>({portfolio.fileName})</span>
            </a>
          )}
        </p>
      )}
    </div>
  );
}
