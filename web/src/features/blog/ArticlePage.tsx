import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams, useRouteError } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { isNotFound } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { ArticlePageQuery } from './__generated__/ArticlePageQuery.graphql';
import { ArticleDetail } from './components/ArticleDetail';
import { ArticleUnavailable } from './components/ArticleUnavailable';

const query = graphql`
  query ArticlePageQuery($internalID: String!) {
    article(internalID: $internalID) {
      ...ArticleDetail_article
    }
  }
`;

export const loader = queryLoader<ArticlePageQuery>(query, ({ params }) => ({ internalID: params.id ?? '' }));

/** /ControlPanel/article/{id}: one blog article. */
export function Component() {
  const { id } = useParams();
  return (
    // A new boundary per article, so opening a related article shows the loading state.
    <Suspense key={id} fallback={<PageLoader />}>
      <ArticleContent />
    </Suspense>
  );
}

function ArticleContent() {
  const { article } = useRouteQuery<ArticlePageQuery>(query);
  if (!article) return <ArticleNotFound />;
  return <ArticleDetail article={article} />;
}

function ArticleNotFound() {
  return (
    <ArticleUnavailable
      title="Artículo no encontrado"
      text="El artículo que buscas no existe o ya no está disponible."
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error)) return <ArticleNotFound />;
  return (
    <ArticleUnavailable retry title="No se pudo cargar el artículo" text="Ocurrió un error al cargar el artículo..." />
  );
}
