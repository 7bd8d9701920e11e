import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useAccountReadyPollQuery } from './__generated__/useAccountReadyPollQuery.graphql';

/** How often the new account's profile is asked for until it answers (part 1 §9). */
export const PROFILE_POLL_MS = 500;

const query = graphql`
  query useAccountReadyPollQuery {
    viewer {
      username
    }
  }
`;

/** The account's state while the objective screen waits for its profile. */
export type AccountPoll = { ready: false } | { ready: true; username: string };

/**
 * Asks for the signed-in profile, always from the network, and again every 500 ms until
 * the call succeeds: right after sign-up the account may not answer yet (part 1 §4).
 */
export function useAccountReadyPoll(): AccountPoll {
  const environment = useRelayEnvironment();
  const [account, setAccount] = useState<AccountPoll>({ ready: false });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function poll() {
      const data = await fetchQuery<useAccountReadyPollQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch(() => null);
      if (stopped) return;
      if (data?.viewer) setAccount({ ready: true, username: data.viewer.username });
      else timer = setTimeout(poll, PROFILE_POLL_MS);
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [environment]);

  return account;
}
