import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { registerPromptState, routeAccess } from './routeAccess';
import { useIsLoggedIn } from './useIsLoggedIn';

type ProtectedLinkProps = ComponentProps<typeof Link> & { to: string };

/**
 * A link to a shell screen. For an anonymous visitor a login-only target becomes the
 * landing page with the register dialog (part 1 §2), in one step instead of a redirect.
 */
export function ProtectedLink({ to, state, ...props }: ProtectedLinkProps) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn && routeAccess(to) === 'login') return <Link {...props} to="/" state={registerPromptState} />;
  return <Link {...props} to={to} state={state} />;
}
