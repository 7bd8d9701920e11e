import { Suspense, useCallback } from 'react';
import { graphql } from 'react-relay';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { errorNotice, FormNotice, successNotice } from '../../components/FormNotice';
import { PageLoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { requireLoaded } from '../../lib/relay/environment';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import { useTimedNotice } from '../../lib/useTimedNotice';
import type { SavedPageQuery } from './__generated__/SavedPageQuery.graphql';
import { SavedBoards } from './SavedBoards';
import { SAVED_TEXTS } from './savedTexts';
import { UnorganizedIdeas } from './UnorganizedIdeas';
import styles from './SavedPage.module.css';

const query = graphql`
  query SavedPageQuery {
    viewer {
      ...SavedBoards_viewer
      ...UnorganizedIdeas_viewer
    }
  }
`;

export const loader = queryLoader<SavedPageQuery>(query);

const TITLE = 'Tus ideas guardadas';

/** /ControlPanel/guardados: the boards and the unorganized saved images (part 2 §2). */
export function Component() {
  const heading = usePageTitle(TITLE);
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        {TITLE}
      </h1>
      <Suspense fallback={<ContentSkeleton />}>
        <SavedContent />
      </Suspense>
    </div>
  );
}

function SavedContent() {
  const { viewer } = useRouteQuery<SavedPageQuery>(query);
  const [notice, showNotice] = useTimedNotice();
  const onMessage = useCallback(
    (text: string, ok: boolean) => showNotice(ok ? successNotice(text) : errorNotice(text)),
    [showNotice],
  );
  const me = requireLoaded(viewer);
  return (
    <>
      <div className={styles.notice}>
        <FormNotice notice={notice} />
      </div>
      <SavedBoards viewer={me} onMessage={onMessage} notify={showNotice} />
      <UnorganizedIdeas viewer={me} onMessage={onMessage} />
    </>
  );
}

/** The page could not be read: the spec's 'Error al cargar los datos', with a retry. */
export function ErrorBoundary() {
  return <PageLoadError pageTitle={TITLE} title={SAVED_TEXTS.loadFailed} className={styles.page} />;
}
