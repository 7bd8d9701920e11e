import type {
  DataExportResolvers,
  DataExportStatus,
  MutationResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { signInRequired, withUserErrors } from '../../errors';
import { dataExportRest, type RestDataExport } from './rest';

function rest(ctx: GatewayContext) {
  if (!ctx.token) throw signInRequired();
  return dataExportRest(ctx.rest);
}

export const Query: QueryResolvers = {
  myDataExport: (_root, _args, ctx) => rest(ctx).current(),
};

export const Mutation: MutationResolvers = {
  requestDataExport: (_root, _args, ctx) => {
    const calls = rest(ctx);
    return withUserErrors<{ dataExport: RestDataExport | null; message: string | null }>(
      [409],
      async () => {
        const answer = await calls.request();
        return { dataExport: answer.export, message: answer.message };
      },
      { dataExport: null, message: null },
    );
  },
};

const STATUSES: Record<RestDataExport['status'], DataExportStatus> = {
  pending: 'PENDING',
  ready: 'READY',
  failed: 'FAILED',
};

export const DataExport: DataExportResolvers = {
  status: (row) => STATUSES[row.status],
  // The api's path is this origin's too: the gateway passes the download on (server.ts).
  downloadUrl: (row) => row.downloadPath,
};
