import { Suspense, useCallback } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { errorNotice, FormNotice, successNotice } from '../../components/FormNotice';
import { LoadError, PageLoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import { paths } from '../../lib/routing/paths';
import { useTimedNotice } from '../../lib/useTimedNotice';
import type { FolderPageQuery } from './__generated__/FolderPageQuery.graphql';
import { FolderItems } from './FolderItems';
import { SAVED_TEXTS } from './savedTexts';
import styles from './SavedPage.module.css';

const query = graphql`
  query FolderPageQuery($folderId: String!) {
    folder(internalID: $folderId) {
      name
      ...FolderItems_folder
    }
  }
`;

export const loader = queryLoader<FolderPageQuery>(query, ({ params }) => ({ folderId: params.folderId ?? '' }));

/** /ControlPanel/guardados/folder/{folderId}: one of the user's boards (part 2 §2 'Folder content'). */
export function Component() {
  return (
    <div className={`${styles.page} ${styles.folderPage}`}>
      <Suspense fallback={<FolderSkeleton />}>
        <FolderContent />
      </Suspense>
    </div>
  );
}

function FolderSkeleton() {
  usePageTitle('Tablero');
  return <ContentSkeleton />;
}

function FolderContent() {
  const { folder } = useRouteQuery<FolderPageQuery>(query);
  const heading = usePageTitle(folder ? folder.name : 'Tablero no encontrado');
  const [notice, showNotice] = useTimedNotice();
  const onMessage = useCallback(
    (text: string, ok: boolean) => showNotice(ok ? successNotice(text) : errorNotice(text)),
    [showNotice],
  );
  // Someone else's board, or one that is gone: the api answers 404 and the graph null.
  if (!folder) {
    return (
      <LoadError title="Tablero no encontrado." text="Este tablero no existe o no es tuyo." level={1} heading={heading}>
        <Link to={paths.saved()}>Volver a tus ideas guardadas</Link>
      </LoadError>
    );
  }
  return (
    <>
      <Link to={paths.saved()} className={styles.back}>
        ← Tus ideas guardadas
      </Link>
      <h1 className={styles.title} {...heading}>
        {folder.name}
      </h1>
      <div className={styles.notice}>
        <FormNotice notice={notice} />
      </div>
      <FolderItems folder={folder} onMessage={onMessage} />
    </>
  );
}

/** The board could not be read: the spec's 'Error al cargar los datos', with a retry. */
export function ErrorBoundary() {
  return <PageLoadError pageTitle="Tablero" title={SAVED_TEXTS.loadFailed} className={styles.page} />;
}
