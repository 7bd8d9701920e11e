import { graphModule, readSdl } from '../../schema/module';
import { ConfirmEmailChangePayload } from './ConfirmEmailChangePayload';
import { Mutation } from './Mutation';

/** Account settings (part 2 §2 configuracion): password, email, deleting the account. */
export const accountModule = graphModule({
  name: 'account',
  typeDefs: readSdl(new URL('./account.graphql', import.meta.url)),
  resolvers: { Mutation, ConfirmEmailChangePayload },
});
