import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { readWizardProfile, type WizardProfile } from '../../lib/onboarding/wizardProgress';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import type { useAccountReadyPollQuery } from './__generated__/useAccountReadyPollQuery.graphql';

/** How often the new account's profile is asked for until it answers (part 1 §9). */
export const PROFILE_POLL_MS = 500;

// `@catch` keeps the viewer's error code, so a refused token is told apart from an
// account that does not answer yet.
const query = graphql`
  query useAccountReadyPollQuery {
    viewer @catch {
      username
      ...wizardProgress_user
    }
  }
`;

/** The account's state while the objective screen waits for its profile. */
export type AccountPoll =
  | { state: 'waiting' }
  | { state: 'ready'; username: string; profile: WizardProfile }
  /** The server refused the token (401): asking again cannot help. */
  | { state: 'refused' };

type PollAnswer = useAccountReadyPollQuery['response'] | null;

function settle(data: PollAnswer): AccountPoll {
  const viewer = data?.viewer;
  if (viewer?.ok === false && viewer.errors.some(isUnauthenticated)) return { state: 'refused' };
  if (viewer?.ok && viewer.value) {
    return { state: 'ready', username: viewer.value.username, profile: readWizardProfile(viewer.value) };
  }
  return { state: 'waiting' };
}

/**
 * Asks for the signed-in profile, always from the network, and again every 500 ms until
 * the call succeeds: right after sign-up the account may not answer yet (part 1 §4). A
 * refused token stops the polling.
 */
export function useAccountReadyPoll(): AccountPoll {
  const environment = useRelayEnvironment();
  const [account, setAccount] = useState<AccountPoll>({ state: 'waiting' });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function poll() {
      const data = await fetchQuery<useAccountReadyPollQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch(() => null);
      if (stopped) return;
      const answer = settle(data ?? null);
      if (answer.state === 'waiting') timer = setTimeout(poll, PROFILE_POLL_MS);
      else setAccount(answer);
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [environment]);

  return account;
}
