// Answers of the community, follow, search and creatives calls (part 2 §3/§7, part 1 §7).
import { Type, type Static } from '@sinclair/typebox';
import { ImageDetails, ImageVariant, Nullable, PageFields, pageQuery } from './common';
import { EducationalOfferObject } from './educational-offer';
import { Enum } from './enum';
import { JobOfferObject } from './job-offer';

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

/** A username in a path: as long as any the accounts may have had. */
export const ProfileUsernameParams = Type.Object({ username: Type.String({ maxLength: 100 }) });
export const UsernameExists = Type.Object({ exists: Type.Boolean() });

export const CommunityQuery = Type.Object({
  ...pageQuery({ defaultLimit: 10, maxLimit: 50 }),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Extension: filters by username, full name or company name.' }),
  ),
});

const flag = (fallback: boolean, description: string) => Type.Boolean({ default: fallback, description });

export const SearchQuery = Type.Object({
  query: Type.String({ maxLength: 100, description: 'At least 2 characters after trimming.' }),
  searchByFullName: flag(true, 'Match accounts by full name or company name.'),
  searchByUsername: flag(true, 'Match accounts by username.'),
  includePosts: flag(true, 'Posts whose title, description or tags match.'),
  includeUserPosts: flag(false, 'Also the posts of the accounts whose username or name matches.'),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20, description: 'Extension: per group.' }),
});

export const SearchAnswer = Type.Object({
  users: Type.Array(SearchUser),
  posts: Type.Array(SearchPost),
  offers: Type.Array(JobOfferObject, { description: 'Accepted, unexpired job offers.' }),
  educationalOffers: Type.Array(EducationalOfferObject, { description: 'Public educational offers.' }),
  totals: Type.Object(
    {
      users: Type.Integer(),
      posts: Type.Integer(),
      offers: Type.Integer(),
      educationalOffers: Type.Integer(),
    },
    { description: "Extension: how many of each match in all (the tabs' counts); each list holds `limit`." },
  ),
});

export const TagCandidatesQuery = Type.Object({
  term: Type.String({ maxLength: 100, description: 'At least 2 characters.' }),
});
export const TagCandidates = Type.Object({ users: Type.Array(TagCandidate) });

/** The availability filter of the creatives directory: each key, and the profile field it is a flag of. */
export const AVAILABILITY_KEYS = {
  practicas: 'contract',
  tiempoCompleto: 'contract',
  parcial: 'contract',
  presencial: 'location_type',
  remoto: 'location_type',
  hibrido: 'location_type',
} as const;
export type AvailabilityKey = keyof typeof AVAILABILITY_KEYS;

const text = (maxLength: number, description?: string) => Type.Optional(Type.String({ maxLength, description }));

export const CreativesQuery = Type.Object({
  ...pageQuery({ defaultLimit: 9, maxLimit: 50 }),
  search: text(100, 'Name, username, professional title, tags or skills.'),
  city: text(100, 'Exact, ignoring case and accents.'),
  country: text(60, 'Exact, ignoring case and accents.'),
  school: text(150, 'Study centre (onboarding institution or an education entry), substring.'),
  skills: text(500, 'Comma list; each must be among the skills (substring).'),
  software: text(500, 'Comma list; each must be among the software (substring).'),
  graduationYear: Type.Optional(
    Type.String({ pattern: '^(\\d{4})?$', description: 'yyyy: the end year of an education entry.' }),
  ),
  professionalProfile: text(100, 'A creativeType 1–5, or text in the professional title or tags.'),
  availability: text(200, `Comma list of ${Object.keys(AVAILABILITY_KEYS).join(', ')}: each must be set.`),
  internships: Type.Boolean({ default: false, description: 'Only creatives looking for internships.' }),
});
