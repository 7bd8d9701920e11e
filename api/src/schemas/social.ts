// Answers of the community, follow, search and creatives calls (part 2 §3/§7, part 1 §7).
import { Type, type Static } from '@sinclair/typebox';
import { ImageDetails, ImageVariant, Nullable, PageFields } from './common';
import { Enum } from './enum';

const Str = Nullable(Type.String());
const Picture = Type.Object({ profilePicture: Str });
const Role = Nullable(Enum(['Creativo', 'Profesional']));

/** A card of "Mi comunidad": the fields the spec's community cards show. */
export const CommunityCard = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  fullName: Str,
  companyName: Str,
  professionalTitle: Str,
  role: Role,
  professionalType: Nullable(Type.Integer()),
  city: Str,
  country: Str,
  profile: Picture,
});
export type CommunityCard = Static<typeof CommunityCard>;

/** The page fields of the community lists, which may be searched: they page the accounts found. */
const paging = {
  ...PageFields,
  total: Type.Integer({ description: 'Extension: the accounts matching the search (every one without it).' }),
  totalPages: Type.Integer({ description: 'Pages of the (searched) list; 0 when it is empty.' }),
};

export const FollowingPage = Type.Object({
  following: Type.Array(CommunityCard),
  totalFollowing: Type.Integer({ description: 'Every account followed, whatever the search.' }),
  ...paging,
});

export const FollowersPage = Type.Object({
  followers: Type.Array(CommunityCard),
  totalFollowers: Type.Integer({ description: 'Every follower, whatever the search.' }),
  ...paging,
});

export const FollowAnswer = Type.Object({
  message: Type.String({ description: "'Ahora sigues a este usuario' / 'Has dejado de seguir a este usuario'." }),
  isFollowing: Type.Boolean(),
  followersCount: Type.Integer({ description: 'Followers of the followed account after the change.' }),
});

export const SearchUser = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  fullName: Str,
  companyName: Str,
  role: Role,
  professionalType: Nullable(
    Type.Integer({ description: 'Search badges: 1 Creativo, 2 Empresa, 3 Institución, 4 Experto.' }),
  ),
  professionalTitle: Str,
  city: Str,
  country: Str,
  profile: Picture,
  showNameCompany: Nullable(
    Type.Boolean({ description: 'Extension: false when the account chose not to show its company name.' }),
  ),
});
export type SearchUser = Static<typeof SearchUser>;

export const SearchPost = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Str,
  mainImage: Type.String(),
  images: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  user: Type.Object({ _id: Type.String(), username: Type.String(), fullName: Str, companyName: Str, profile: Picture }),
  imageDetails: Type.Array(ImageDetails, { description: 'Extension: sizes and resized copies of each image.' }),
});
export type SearchPost = Static<typeof SearchPost>;

export const TagCandidate = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  fullName: Str,
  profile: Picture,
});
export type TagCandidate = Static<typeof TagCandidate>;

export const CreativeCard = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  fullName: Str,
  professionalTitle: Str,
  creativeType: Nullable(Type.Integer()),
  city: Str,
  country: Str,
  profile: Picture,
  professionalTags: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  tags: Type.Array(Type.String(), { description: 'Up to 3: the professional tags, else the skills.' }),
  lastPost: Nullable(
    Type.Object({
      _id: Type.String(),
      mainImage: Type.String({ description: 'Main image of the newest post: the card background.' }),
      width: Type.Integer({ description: 'Extension: intrinsic width of the main image in pixels.' }),
      height: Type.Integer({ description: 'Extension: intrinsic height of the main image in pixels.' }),
      variants: Type.Array(ImageVariant, { description: 'Extension: resized copies for srcset.' }),
    }),
  ),
});
export type CreativeCard = Static<typeof CreativeCard>;

export const CreativesPage = Type.Object({
  creatives: Type.Array(CreativeCard),
  countries: Type.Array(Type.String(), { description: 'Every country creatives live in, for the filter.' }),
  ...PageFields,
  total: Type.Integer({ description: 'Extension: creatives matching the filters.' }),
});
