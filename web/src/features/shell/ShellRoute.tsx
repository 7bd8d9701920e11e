import { useEffect } from 'react';
import { graphql } from 'react-relay';
import { useRevalidator, useRouteError } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { RouteError } from '../../components/RouteError';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import { clearSession, isLoggedIn } from '../../lib/session';
import type { ShellRouteQuery } from './__generated__/ShellRouteQuery.graphql';
import { ShellLayout } from './ShellLayout';

// `@catch` keeps the viewer's error (with its extensions.code) next to the data, so a
// token the gateway rejects can be told apart from an anonymous request.
const query = graphql`
  query ShellRouteQuery {
    viewer @catch {
      ...ShellLayout_viewer
    }
  }
`;

export const loader = queryLoader<ShellRouteQuery>(query);

/** The /ControlPanel layout route: header, menus and the screen (AccessGuard, above it, has let the visitor in). */
export function Component() {
  const { viewer } = useRouteQuery<ShellRouteQuery>(query);
  const rejected = !viewer.ok && viewer.errors.some(isUnauthenticated);
  // A token the gateway refuses is a logged-out session (the store is rebuilt without it).
  useEffect(() => {
    if (rejected && isLoggedIn()) clearSession();
  }, [rejected]);
  return <ShellLayout viewer={viewer.ok ? (viewer.value ?? null) : null} />;
}

/** Errors below the shell: an UNAUTHENTICATED failure logs out and loads again; others show RouteError. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnauthenticated(error) && isLoggedIn()) return <ForgetRejectedSession />;
  return <RouteError />;
}

function ForgetRejectedSession() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    clearSession();
    void revalidate();
  }, [revalidate]);
  return <PageLoader />;
}
