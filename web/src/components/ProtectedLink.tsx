import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { registerPromptState } from '../lib/routing/access';
import { useAccessOf } from '../lib/routing/RouteTreeContext';
import { paths } from '../lib/routing/paths';
import { useIsLoggedIn } from '../lib/useIsLoggedIn';

type ProtectedLinkProps = ComponentProps<typeof Link> & { to: string };

/**
 * A link to a screen. For an anonymous visitor a signed-in-only target becomes the
 * landing page with the register dialog (part 1 §2), in one step instead of a redirect
 * (and without loading that screen's code and data first).
 */
export function ProtectedLink({ to, state, ...props }: ProtectedLinkProps) {
  const loggedIn = useIsLoggedIn();
  const accessOf = useAccessOf();
  if (!loggedIn && accessOf(to) === 'signedIn') {
    return <Link {...props} to={paths.landing()} state={registerPromptState} />;
  }
  return <Link {...props} to={to} state={state} />;
}
