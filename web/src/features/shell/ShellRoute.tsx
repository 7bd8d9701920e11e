import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import { queryLoader, useRouteQuery, type RouteQueryData } from '../../lib/relay/routeQuery';
import type { ShellRouteQuery } from './__generated__/ShellRouteQuery.graphql';
import { CreateMenu, type CreateMenuPlacement } from './CreateMenu';
import { ProfileMenu } from './ProfileMenu';
import { ShellError } from './ShellError';
import { ShellLayout } from './ShellLayout';

// `@catch` keeps the viewer's error next to the data, so a viewer that cannot be read
// leaves the menus as they are for a visitor instead of failing the shell. (A token the
// gateway refuses has been dropped by the network layer, which asked again anonymously.)
const query = graphql`
  query ShellRouteQuery {
    viewer @catch {
      ...ProfileMenu_viewer
      ...CreateMenu_viewer
    }
  }
`;

export const loader = queryLoader<ShellRouteQuery>(query);

/**
 * The /ControlPanel layout route: header, menus and the screen (AccessGuard, above it, has
 * let the visitor in). Only the profile menu reads the shell's query, so the frame renders
 * at once; until the viewer is in (or when it cannot be read) the menu shows the default
 * avatar.
 */
export function Component() {
  const { queryRef } = useLoaderData() as RouteQueryData<ShellRouteQuery>;
  const placeholder = <ProfileMenu viewer={null} />;
  // Until the viewer is in, 'Crear' leads to createPost, which everyone may open.
  const createMenu = (placement: CreateMenuPlacement, active = false) => {
    const createPlaceholder = <CreateMenu viewer={null} placement={placement} active={active} />;
    return (
      <FallbackBoundary fallback={createPlaceholder} resetKey={queryRef}>
        <Suspense fallback={createPlaceholder}>
          <ViewerCreateMenu placement={placement} active={active} />
        </Suspense>
      </FallbackBoundary>
    );
  };
  return (
    <ShellLayout
      createMenu={createMenu('header')}
      createTab={(active) => createMenu('tabBar', active)}
      profileMenu={
        <FallbackBoundary fallback={placeholder} resetKey={queryRef}>
          <Suspense fallback={placeholder}>
            <ViewerProfileMenu />
          </Suspense>
        </FallbackBoundary>
      }
    />
  );
}

function ViewerProfileMenu() {
  const { viewer } = useRouteQuery<ShellRouteQuery>(query);
  return <ProfileMenu viewer={viewer.ok ? (viewer.value ?? null) : null} />;
}

function ViewerCreateMenu({ placement, active }: { placement: CreateMenuPlacement; active: boolean }) {
  const { viewer } = useRouteQuery<ShellRouteQuery>(query);
  return <CreateMenu viewer={viewer.ok ? (viewer.value ?? null) : null} placement={placement} active={active} />;
}

/** Errors of the shell itself; a screen's error shows inside the shell (controlPanelRoute). */
export function ErrorBoundary() {
  return <ShellError inShell={false} />;
}
