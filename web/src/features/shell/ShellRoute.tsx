import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import { NotificationBell } from '../notifications/NotificationBell';
import { queryLoader, useRouteQuery, type RouteQueryData } from '../../lib/relay/routeQuery';
import type { ShellRouteQuery } from './__generated__/ShellRouteQuery.graphql';
import { CreateMenu, type CreateMenuPlacement } from './CreateMenu';
import { ModerationMenuEntry, type MenuEntryLook } from './ModerationMenuEntry';
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
      ...ModerationMenuEntry_viewer
    }
    notificationCenter @catch {
      ...NotificationBell_center
    }
  }
`;

export const loader = queryLoader<ShellRouteQuery>(query);

/**
 * The /ControlPanel layout route: header, menus and the screen (AccessGuard, above it, has
 * let the visitor in). Only the menus read the shell's query, each waiting on its own, so
 * the frame renders at once; until the viewer is in (or when it cannot be read) they show
 * the default avatar, 'Crear' straight to createPost and no 'Moderación'.
 */
export function Component() {
  const { queryRef } = useLoaderData() as RouteQueryData<ShellRouteQuery>;
  const [profileMenuOpen, setProfileMenuOpen] = useState(false);
  const profileMenu = { open: profileMenuOpen, setOpen: setProfileMenuOpen };
  const whenViewerIn = (content: ReactNode, fallback: ReactNode) => (
    <FallbackBoundary fallback={fallback} resetKey={queryRef}>
      <Suspense fallback={fallback}>{content}</Suspense>
    </FallbackBoundary>
  );
  const createMenu = (placement: CreateMenuPlacement, active = false) =>
    whenViewerIn(
      <ViewerCreateMenu placement={placement} active={active} />,
      <CreateMenu viewer={null} placement={placement} active={active} />,
    );
  return (
    <ShellLayout
      createMenu={createMenu('header')}
      createTab={(active) => createMenu('tabBar', active)}
      profileMenu={whenViewerIn(<ViewerProfileMenu {...profileMenu} />, <ProfileMenu viewer={null} {...profileMenu} />)}
      moderationEntry={(look) => whenViewerIn(<ViewerModerationEntry {...look} />, null)}
      bell={whenViewerIn(<ViewerBell />, <NotificationBell center={null} />)}
    />
  );
}

/** The signed-in user, or null for a visitor or when the viewer could not be read. */
function useViewer() {
  const { viewer } = useRouteQuery<ShellRouteQuery>(query);
  return viewer.ok ? (viewer.value ?? null) : null;
}

function ViewerProfileMenu(menu: Omit<ComponentProps<typeof ProfileMenu>, 'viewer'>) {
  return <ProfileMenu viewer={useViewer()} {...menu} />;
}

function ViewerCreateMenu({ placement, active }: { placement: CreateMenuPlacement; active: boolean }) {
  return <CreateMenu viewer={useViewer()} placement={placement} active={active} />;
}

function ViewerBell() {
  const { notificationCenter } = useRouteQuery<ShellRouteQuery>(query);
  return <NotificationBell center={notificationCenter.ok ? (notificationCenter.value ?? null) : null} />;
}

function ViewerModerationEntry(look: MenuEntryLook) {
  return <ModerationMenuEntry viewer={useViewer()} {...look} />;
}

/** Errors of the shell itself; a screen's error shows inside the shell (controlPanelRoute). */
export function ErrorBoundary() {
  return <ShellError inShell={false} />;
}
