import { graphql, readInlineData } from 'react-relay';
import type { PayloadReading } from '../../lib/relay/mutationOutcome';
import type { StoredUser } from '../../lib/session';
import type { storedUser_user$key } from './__generated__/storedUser_user.graphql';
import { restCreativeType, restProfessionalType, restRole } from '../../lib/restValues';

// What a fresh session caches about its user, read from the payload of the mutation that
// opened it (login, code verification).
const fragment = graphql`
  fragment storedUser_user on User @inline {
    username
    role
    creativeType
    professionalType
  }
`;

/** The session facts of a user, with role and types as the REST values the spec stores. */
export function toStoredUser(key: storedUser_user$key): StoredUser {
  const user = readInlineData(fragment, key);
  return {
    username: user.username,
    role: restRole(user.role),
    creativeType: restCreativeType(user.creativeType),
    professionalType: restProfessionalType(user.professionalType),
  };
}

/** A signed-in session: the bearer token and the facts the spec caches. */
export interface SignedIn {
  token: string;
  user: StoredUser;
}

/** The payload of a mutation that opens a session (login, code verification): its token and user. */
export function readSignedIn(payload: {
  readonly token: string | null | undefined;
  readonly viewer: storedUser_user$key | null | undefined;
  readonly message: string | null | undefined;
  readonly userErrors: ReadonlyArray<{ readonly message: string }>;
}): PayloadReading<SignedIn> {
  const { token, viewer } = payload;
  return { ...payload, value: token && viewer ? { token, user: toStoredUser(viewer) } : null };
}
