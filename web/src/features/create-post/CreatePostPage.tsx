import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { CreatePostPageQuery } from './__generated__/CreatePostPageQuery.graphql';
import { CreatePostForm } from './CreatePostForm';
import styles from './CreatePostPage.module.css';

const query = graphql`
  query CreatePostPageQuery {
    viewer {
      id
    }
  }
`;

export const loader = queryLoader<CreatePostPageQuery>(query);

/**
 * /ControlPanel/createPost (part 2 §2 Create post): the heading shows at once; the form
 * waits for the signed-in user, whose portfolio the new post joins.
 */
export function Component() {
  const heading = usePageTitle('Crear publicación');
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        Crear publicación
      </h1>
      <Suspense fallback={<ContentSkeleton label="Cargando el formulario..." />}>
        <CreatePostContent />
      </Suspense>
    </div>
  );
}

function CreatePostContent() {
  const { viewer } = useRouteQuery<CreatePostPageQuery>(query);
  if (!viewer) {
    return (
      <LoadError title="No se pudo cargar tu perfil." text="Vuelve a iniciar sesión o inténtalo de nuevo más tarde." />
    );
  }
  return <CreatePostForm viewerId={viewer.id} />;
}
