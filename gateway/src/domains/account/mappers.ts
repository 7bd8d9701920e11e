import type { UserErrorDTO } from '../../errors';

/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */

/**
 * What confirmEmailChange knows: the session's new token (the request's own is ended by the
 * change); `viewer` is read with it when asked.
 */
export type ConfirmEmailChangePayloadMapper = {
  token: string | null;
  message: string | null;
  userErrors: UserErrorDTO[];
};
