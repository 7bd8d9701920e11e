import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useRouteError } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { MagazinePageQuery } from './__generated__/MagazinePageQuery.graphql';
import { MagazineGrid } from './components/MagazineGrid';
import { MagazineLayout } from './components/MagazineLayout';
import { MagazineLoadError } from './components/MagazineLoadError';
import { isConnectionError } from '../../lib/relay/errorCodes';
import { requireLoaded } from '../../lib/relay/environment';

const query = graphql`
  query MagazinePageQuery {
    magazines {
      ...MagazineGrid_magazines
    }
  }
`;

export const loader = queryLoader<MagazinePageQuery>(query);

/** /ControlPanel/magazine: the fashion magazines for sale. */
export function Component() {
  return (
    <MagazineLayout>
      <Suspense fallback={<PageLoader label="Cargando revistas..." />}>
        <Magazines />
      </Suspense>
    </MagazineLayout>
  );
}

function Magazines() {
  const { magazines } = useRouteQuery<MagazinePageQuery>(query);
  return <MagazineGrid magazines={requireLoaded(magazines)} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <MagazineLayout>
      <MagazineLoadError connection={isConnectionError(error)} />
    </MagazineLayout>
  );
}
