import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { errorNotice, type Notice } from '../../../components/FormNotice';
import type { usePrintProfileQuery } from './__generated__/usePrintProfileQuery.graphql';
import { PrintableProfile, readPrintableProfile } from './PrintableProfile';
import { printInHiddenFrame } from './printFrame';

// Reads what the page showed when it is still in the store; the own profile's first print
// asks the gateway once.
const query = graphql`
  query usePrintProfileQuery($username: String!) {
    user(username: $username) {
      displayName
      ...PrintableProfile_user
    }
  }
`;

/** Part 2 §8, print. */
export const PRINT_TEXTS = {
  loading: 'Cargando datos del perfil. Por favor, espere un momento.',
  noData: 'No se pudieron cargar los datos del perfil. Por favor, intenta nuevamente.',
  failed: 'Hubo un problema al intentar imprimir. Por favor, inténtalo de nuevo.',
} as const;

/** Part 2 §9: a second print within 5 s of the first is ignored. */
export const PRINT_GUARD_MS = 5000;

/**
 * Prints a profile as a CV: its data is read (or loaded, with 'Cargando datos del perfil…'
 * for a click meanwhile), then printed from a hidden frame; a print within 5 s of the
 * last one is ignored, so a double click prints once.
 */
export function usePrintProfile(username: string, notify: (notice: Notice) => void) {
  const environment = useRelayEnvironment();
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);
  const guard = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (guard.current) clearTimeout(guard.current);
    },
    [],
  );

  const setLoadingBoth = (value: boolean) => {
    loadingRef.current = value;
    setLoading(value);
  };

  const print = useCallback(async () => {
    if (loadingRef.current) {
      notify(errorNotice(PRINT_TEXTS.loading));
      return;
    }
    if (guard.current) return;
    setLoadingBoth(true);
    const response = await fetchQuery<usePrintProfileQuery>(environment, query, { username })
      .toPromise()
      .catch(() => null);
    setLoadingBoth(false);
    if (!response?.user) {
      notify(errorNotice(PRINT_TEXTS.noData));
      return;
    }
    guard.current = setTimeout(() => {
      guard.current = null;
    }, PRINT_GUARD_MS);
    try {
      const profile = readPrintableProfile(response.user);
      await printInHiddenFrame(<PrintableProfile profile={profile} />, `${response.user.displayName} · CV`);
    } catch {
      notify(errorNotice(PRINT_TEXTS.failed));
    }
  }, [environment, notify, username]);

  return { print, loading };
}
