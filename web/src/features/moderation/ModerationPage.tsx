import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { FormNotice } from '../../components/FormNotice';
import { LoadError } from '../../components/LoadError';
import { RetryButton } from '../../components/RetryButton';
import { usePageTitle } from '../../lib/pageTitle';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import { paths } from '../../lib/routing/paths';
import { useTimedNotice } from '../../lib/useTimedNotice';
import type { ModerationPageQuery } from './__generated__/ModerationPageQuery.graphql';
import { ModerationSkeleton } from './ModerationSkeleton';
import { MODERATION_TEXTS } from './moderationTexts';
import { PendingEducationalOffers } from './PendingEducationalOffers';
import { PendingJobOffers } from './PendingJobOffers';
import { ReportedItemsSection } from './ReportedItems';
import { UnverifiedProfessionals } from './UnverifiedProfessionals';
import styles from './ModerationPage.module.css';

// The queue is null for anyone but an operator: the same query tells who may see the screen.
// Each list pages on its own ('Ver más'), so each is a fragment of the query.
const query = graphql`
  query ModerationPageQuery {
    moderationQueue {
      __typename
    }
    ...PendingJobOffers_query
    ...PendingEducationalOffers_query
    ...UnverifiedProfessionals_query
  }
`;

export const loader = queryLoader<ModerationPageQuery>(query);

/** /ControlPanel/moderacion (issues 11 and 24): operators approve offers, verify professionals and resolve reports. */
export function Component() {
  const heading = usePageTitle(MODERATION_TEXTS.title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        {MODERATION_TEXTS.title}
      </h1>
      <Suspense fallback={<ModerationSkeleton />}>
        <ModerationContent />
      </Suspense>
    </div>
  );
}

function ModerationContent() {
  const data = useRouteQuery<ModerationPageQuery>(query);
  const [notice, showNotice] = useTimedNotice();
  if (!data.moderationQueue) return <NoAccess />;
  return (
    <>
      <p className={styles.intro}>{MODERATION_TEXTS.intro}</p>
      <div className={styles.notice}>
        <FormNotice notice={notice} />
      </div>
      <PendingJobOffers query={data} onNotice={showNotice} />
      <PendingEducationalOffers query={data} onNotice={showNotice} />
      <UnverifiedProfessionals query={data} onNotice={showNotice} />
      {/* Its own query: with the three queues in one, the page's query would pass the graph's cost limit. */}
      <Suspense fallback={<ModerationSkeleton sections={1} />}>
        <ReportedItemsSection onNotice={showNotice} />
      </Suspense>
    </>
  );
}

/** Everyone but the operators: the screen says so and leads back to the explorer. */
function NoAccess() {
  return (
    <LoadError title={MODERATION_TEXTS.noAccessTitle} text={MODERATION_TEXTS.noAccessText}>
      <Link to={paths.explorer()} className={styles.primary}>
        {MODERATION_TEXTS.toExplorer}
      </Link>
    </LoadError>
  );
}

/** The queue could not be read: the spec's 'Error al cargar los datos', with a retry. */
export function ErrorBoundary() {
  const heading = usePageTitle(MODERATION_TEXTS.title);
  return (
    <div className={styles.page}>
      <LoadError title={MODERATION_TEXTS.loadFailed} level={1} heading={heading}>
        <RetryButton />
      </LoadError>
    </div>
  );
}
