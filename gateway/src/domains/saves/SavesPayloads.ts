import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { tokenSubject, type RestUserSource } from '../users';

/**
 * The signed-in user after an accepted change, by the id its token names (no call): the
 * web reads the counts the change moved from it (its boards' and unorganised images'
 * `totalCount`), read again after the change; null when refused.
 */
function viewerAfter(changed: unknown, ctx: GatewayContext): RestUserSource | null {
  const id = tokenSubject(ctx.token);
  return changed && id ? { _id: id } : null;
}

export const SaveImagePayload: Resolvers['SaveImagePayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.post, ctx),
};
export const CreateFolderPayload: Resolvers['CreateFolderPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.folder, ctx),
};
export const DeleteFolderPayload: Resolvers['DeleteFolderPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.deletedFolderId, ctx),
};
export const MoveToFolderPayload: Resolvers['MoveToFolderPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.folder, ctx),
};
export const RemoveFromFolderPayload: Resolvers['RemoveFromFolderPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.folder, ctx),
};
