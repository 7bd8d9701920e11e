import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { errorCode, isConnectionError } from './errorCodes';
import { followMutationUpdater, updateViewerFollowing } from './followUpdater';
import type { useFollowUserMutation as FollowMutation } from './__generated__/useFollowUserMutation.graphql';
import type { useFollowUserMutationUnfollowMutation as UnfollowMutation } from './__generated__/useFollowUserMutationUnfollowMutation.graphql';

// Both payloads carry the followed account and the signed-in user with their new counts,
// so every screen showing either (a profile, the community tabs' counts) updates in place.
graphql`
  fragment useFollowUserMutation_payload on FollowUserPayload {
    user {
      id
      followersCount
      viewerIsFollowing
    }
    # For the community tabs' count, read there.
    # eslint-disable-next-line relay/unused-fields
    viewer {
      # eslint-disable-next-line relay/unused-fields
      id
      # eslint-disable-next-line relay/unused-fields
      followingCount
    }
    message
    userErrors {
      message
    }
  }
`;

// Each with the card My community shows for a new follow, so that list comes from the store.
const followMutation = graphql`
  mutation useFollowUserMutation($input: FollowUserInput!) {
    followUser(input: $input) {
      ...useFollowUserMutation_payload @relay(mask: false)
      user {
        ...CommunityCard_user
      }
    }
  }
`;

const unfollowMutation = graphql`
  mutation useFollowUserMutationUnfollowMutation($input: FollowUserInput!) {
    unfollowUser(input: $input) {
      ...useFollowUserMutation_payload @relay(mask: false)
      user {
        ...CommunityCard_user
      }
    }
  }
`;

/** The spec's follow texts (part 2 §8). */
export const FOLLOW_TEXTS = {
  followed: 'Ahora sigues a este usuario',
  unfollowed: 'Has dejado de seguir a este usuario',
  refused: 'Ha ocurrido un error. Por favor, inténtalo de nuevo.',
  notFound: 'Usuario no encontrado.',
  signIn: 'Debes iniciar sesión para realizar esta acción.',
  network: 'No se pudo conectar con el servidor. Verifica tu conexión.',
} as const;

/** The account to follow or unfollow, as the screen shows it now. */
export interface FollowTarget {
  id: string;
  followersCount: number;
  viewerIsFollowing: boolean;
}

/** What came of a follow or unfollow; `signIn`: the session is gone, go to /login (§8, 401). */
export type FollowOutcome = { ok: true; message: string } | { ok: false; message: string; signIn: boolean };

type Payload = FollowMutation['response']['followUser'];

/** The §8 message for a failed request, by what the server said (its status in REST terms). */
export function followFailure(error: Error): { message: string; signIn: boolean } {
  if (isConnectionError(error)) return { message: FOLLOW_TEXTS.network, signIn: false };
  switch (errorCode(error)) {
    case 'UNAUTHENTICATED': // 401
      return { message: FOLLOW_TEXTS.signIn, signIn: true };
    case 'NOT_FOUND': // 404
      return { message: FOLLOW_TEXTS.notFound, signIn: false };
    case 'BAD_USER_INPUT': // 400: the server's words
      return { message: error.message || FOLLOW_TEXTS.refused, signIn: false };
    default:
      return { message: FOLLOW_TEXTS.refused, signIn: false };
  }
}

function settleFollow(payload: Payload, success: string): FollowOutcome {
  const [refusal] = payload.userErrors;
  if (refusal) return { ok: false, message: refusal.message, signIn: false };
  if (!payload.user) return { ok: false, message: FOLLOW_TEXTS.refused, signIn: false };
  return { ok: true, message: payload.message || success };
}

/**
 * The change as the screen shows it before the server answers: the button's state, the
 * count, and My community's list. An updater rather than an optimistic response, which
 * would have to invent the card's fields; Relay rolls it back when the request ends.
 */
function showFollowAtOnce(target: FollowTarget, willFollow: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const user = store.get(target.id);
    const viewer = store.getRoot().getLinkedRecord('viewer');
    if (!user) return;
    user.setValue(willFollow, 'viewerIsFollowing');
    user.setValue(Math.max(0, target.followersCount + (willFollow ? 1 : -1)), 'followersCount');
    if (viewer)
      updateViewerFollowing(store, { viewerId: viewer.getDataID(), userId: target.id, following: willFollow });
  };
}

/**
 * Follows or unfollows an account (POST / DELETE /api/users/follow/{userId}). The button
 * flips and the count moves at once (showFollowAtOnce), and the viewer's following
 * list of My community gains or loses the account (followUpdater); Relay rolls all of it
 * back when the request fails, and a refusal's payload (no user) changes nothing.
 */
export function useFollowUserMutation(): [(target: FollowTarget) => Promise<FollowOutcome>, boolean] {
  const [follow, following] = useMutation<FollowMutation>(followMutation);
  const [unfollow, unfollowing] = useMutation<UnfollowMutation>(unfollowMutation);

  const toggle = useCallback(
    (target: FollowTarget) =>
      new Promise<FollowOutcome>((resolve) => {
        const willFollow = !target.viewerIsFollowing;
        // Updaters: My community's list is another screen's (the counts come in the payload).
        const optimisticUpdater = showFollowAtOnce(target, willFollow);
        const callbacks = {
          onError: (error: Error) => resolve({ ok: false, ...followFailure(error) }),
        };
        const variables = { input: { userId: target.id } };
        if (willFollow) {
          follow({
            variables,
            optimisticUpdater,
            updater: followMutationUpdater('followUser'),
            onCompleted: (response) => resolve(settleFollow(response.followUser, FOLLOW_TEXTS.followed)),
            ...callbacks,
          });
        } else {
          unfollow({
            variables,
            optimisticUpdater,
            updater: followMutationUpdater('unfollowUser'),
            onCompleted: (response) => resolve(settleFollow(response.unfollowUser, FOLLOW_TEXTS.unfollowed)),
            ...callbacks,
          });
        }
      }),
    [follow, unfollow],
  );

  return [toggle, following || unfollowing];
}
