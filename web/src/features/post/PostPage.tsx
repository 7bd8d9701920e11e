import { Suspense, useState } from 'react';
import { graphql } from 'react-relay';
import { useParams, useRouteError } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { LoadError, PageLoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { isNotFound, isUnauthenticated } from '../../lib/relay/errorCodes';
import { toGlobalId } from '../../lib/relay/globalId';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { PostPageQuery } from './__generated__/PostPageQuery.graphql';
import { MorePosts } from './MorePosts';
import { PostDetail } from './PostDetail';

const query = graphql`
  query PostPageQuery($id: ID!) {
    node(id: $id) {
      # Null unless the node is a Post: any other id shows the missing-post text.
      ...PostDetail_post @alias(as: "post")
    }
    randomPosts(first: 20, exclude: [$id]) {
      ...MorePosts_posts
    }
  }
`;

/** The graph has no Query.post(internalID:): the post is read by its global id. */
export const postGlobalId = (internalID: string) => toGlobalId('Post', internalID);

export const loader = queryLoader<PostPageQuery>(query, ({ params }) => ({ id: postGlobalId(params.id ?? '') }));

/** The text the spec gives a missing post (part 2 §8 Posts). */
export const POST_MISSING = 'No hay datos de la publicación';

/** /ControlPanel/post/{id}: one post with its gallery, its people and tags, and 'Más posts'. */
export function Component() {
  const { id } = useParams();
  return (
    // A new boundary and fresh gallery state per post, so a post opened from 'Más posts'
    // shows the loading state and starts on its own first image.
    <Suspense key={id} fallback={<ContentSkeleton label="Cargando publicación..." />}>
      <PostContent />
    </Suspense>
  );
}

function PostContent() {
  const { node, randomPosts } = useRouteQuery<PostPageQuery>(query);
  // Set once the post is deleted, so the page does not flash the missing-post text while
  // the navigation back runs.
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <ContentSkeleton label="Volviendo..." />;
  if (!node?.post) return <PostMissing />;
  return <PostDetail post={node.post} onDeleted={() => setDeleted(true)} more={<MorePosts posts={randomPosts} />} />;
}

function PostMissing() {
  const heading = usePageTitle(POST_MISSING);
  return <LoadError title={POST_MISSING} level={1} heading={heading} />;
}

/** A failed load says so and offers to try again; a refused session goes on to the shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnauthenticated(error)) throw error;
  if (isNotFound(error)) return <PostMissing />;
  return (
    <PageLoadError
      pageTitle="No se pudo cargar la publicación"
      title="No se pudo cargar la publicación"
      text="Ha ocurrido un error al cargar la publicación. Inténtalo de nuevo."
    />
  );
}
