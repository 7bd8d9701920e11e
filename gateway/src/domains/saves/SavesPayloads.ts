import type { Resolvers } from '../../__generated__/resolvers-types';
import { viewerAfter } from '../users';

export const SaveImagePayload: Resolvers['SaveImagePayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.post, ctx.token),
};
export const CreateFolderPayload: Resolvers['CreateFolderPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.folder, ctx.token),
};
export const DeleteFolderPayload: Resolvers['DeleteFolderPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.deletedFolderId, ctx.token),
};
export const MoveToFolderPayload: Resolvers['MoveToFolderPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.folder, ctx.token),
};
export const RemoveFromFolderPayload: Resolvers['RemoveFromFolderPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.folder, ctx.token),
};
