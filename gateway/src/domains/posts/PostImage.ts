import type { PersonTagResolvers, PostImageResolvers } from '../../__generated__/resolvers-types';

export const PostImage: PostImageResolvers = {
  image: (image) => image.detail,
  tags: (image) => [...image.tags],
};

/** A tagged person: the account comes with the post (CONTRACT.md extension), recorded for later reads. */
export const PersonTag: PersonTagResolvers = {
  name: (tag) => tag.name,
  role: (tag) => tag.role ?? null,
  user: (tag, _args, { loaders }) => {
    if (!tag.user) return null;
    loaders.users.byId.primePart(tag.user);
    return tag.user;
  },
};
