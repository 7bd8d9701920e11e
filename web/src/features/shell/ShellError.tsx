import { useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { RouteError } from '../../components/RouteError';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import { clearSession, isLoggedIn } from '../../lib/session';

/**
 * The error element of the shell and of its screens. A failure that a forgotten session
 * explains (UNAUTHENTICATED while a token is stored) logs out and loads again; any other
 * shows RouteError with 'Reintentar' (`inShell`: in the screen's place, the shell around it).
 */
export function ShellError({ inShell }: { inShell: boolean }) {
  const error = useRouteError();
  if (isUnauthenticated(error) && isLoggedIn()) return <ForgetRejectedSession />;
  return <RouteError inShell={inShell} />;
}

function ForgetRejectedSession() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    clearSession();
    void revalidate();
  }, [revalidate]);
  return <PageLoader />;
}
