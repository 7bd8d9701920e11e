import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { profileFiles, type ProfileFiles } from '../../lib/profileFiles';
import { paths } from '../../lib/routing/paths';
import type { CandidatePortfolio_user$key } from './__generated__/CandidatePortfolio_user.graphql';
import styles from './Candidates.module.css';

/** How many of the candidate's latest posts the card shows. */
export const PORTFOLIO_POSTS = 4;

// Read with the candidates' page: the graph serves a whole page of users' latest posts in
// one upstream call, so a page of 20 candidates costs what one does.
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
    ...profileFiles_user
  }
`;

/**
 * Beyond the spec, what recruiters expect: the candidate's latest work, each image opening
 * its post, and their CV and portfolio PDFs, so the company reviews work without leaving the page.
 */
export function CandidatePortfolio({ user, name }: { user: CandidatePortfolio_user$key; name: string }) {
  const data = useFragment(fragment, user);
  const shown = (data.posts?.edges ?? []).filter(({ node: post }) => post.mainImage).slice(0, PORTFOLIO_POSTS);
  return (
    <>
      {shown.length === 0 ? (
        <p className={styles.meta}>Sin publicaciones en su portfolio.</p>
      ) : (
        <PortfolioList shown={shown} name={name} />
      )}
      <CandidateFiles {...profileFiles(data)} />
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

/** The candidate's CV and portfolio PDFs, when uploaded. */
function CandidateFiles({ cv, portfolio }: ProfileFiles) {
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
