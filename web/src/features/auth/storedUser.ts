import { graphql, readInlineData } from 'react-relay';
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
