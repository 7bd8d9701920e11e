/**
 * The answers of the REST api, as documented in api/CONTRACT.md. These are the
 * codegen mappers' targets: a resolver's parent is one of these objects, never a
 * GraphQL type, so the mapping from REST to the graph lives in the resolvers.
 */

/** REST role values (spec part 1 §3). */
export type RestRole = 'Creativo' | 'Profesional';

/** creativeType / professionalType: 1–5, but older records store '1'–'5' strings. */
export type RestSubtype = number | string;

export interface RestProfile {
  profilePicture: string | null;
}

/** The user object of CONTRACT.md (the fields the graph reads; the api sends more). */
export interface RestUser {
  _id: string;
  username: string;
  /** Present only when the caller is the account itself. */
  email?: string | null;
  role: RestRole | null;
  creativeType: RestSubtype | null;
  professionalType: RestSubtype | null;
  isVerificatedProfesional: boolean;
  fullName: string | null;
  companyName: string | null;
  /** Only on the account's own answers. */
  dateOfBirth?: string | null;
  country: string | null;
  city: string | null;
  /** Only on the account's own answers. */
  referralSource?: string | null;
  formationType: string | null;
  institution: string | null;
  creativeOther: string | null;
  profileCompleted: boolean;
  foundingYear: string | null;
  productServiceType: string | null;
  agencyServices: string | null;
  showNameCompany: boolean | null;
  professionalTitle: string | null;
  bio: string | null;
  profile: RestProfile | null;
}

/**
 * A user as some answer carries it: the whole REST user, or the part of it that an
 * embedding answer includes (a post's author, an explorer item's user). Fields the
 * part lacks are `undefined` (not null) and are fetched only when a query asks.
 */
export type RestUserSource = Pick<RestUser, '_id'> & Partial<RestUser>;

/** A resized copy of an image (CONTRACT.md extension, for `srcset`). */
export interface RestImageVariant {
  width: number;
  url: string;
}

/** An image with its intrinsic size and variants (post `imageDetails[]`). */
export interface RestImageDetail {
  url: string;
  width: number;
  height: number;
  variants: RestImageVariant[];
}

/** The author summary embedded in GET /api/posts/{id}. */
export type RestPostAuthor = Pick<
  RestUser,
  '_id' | 'username' | 'fullName' | 'companyName' | 'professionalType' | 'city' | 'country' | 'profile'
>;

/** GET /api/posts/{id} → `{post}`. */
export interface RestPost {
  _id: string;
  title: string;
  description: string | null;
  images: string[];
  mainImage: string | null;
  tags: string[];
  createdAt: string;
  user: RestUserSource;
  imageDetails?: RestImageDetail[];
}

/** A post whole, or the part an explorer item carries (see RestUserSource). */
export type RestPostSource = Pick<RestPost, '_id'> & Partial<RestPost>;

/** One item of GET /api/posts/explorer and /api/posts/staff-picks. */
export interface RestExplorerImage {
  postId: string;
  imageUrl: string;
  postTitle: string;
  width: number;
  height: number;
  variants: RestImageVariant[];
  user: {
    _id: string;
    username: string;
    city: string | null;
    profilePicture: string | null;
  };
}

export interface RestExplorerPage {
  images: RestExplorerImage[];
  hasMore: boolean;
}

/** Query of the explorer calls; `exclude` is sent as a comma list. */
export interface RestExplorerQuery {
  page: number;
  limit: number;
  exclude: readonly string[];
}

/** REST blog categories (`all` is the whole list, not a category of an article). */
export type RestArticleCategory = 'fashion' | 'designers' | 'industry' | 'education' | 'events' | 'other';

export interface RestArticle {
  _id: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  category: string;
  publishedDate: string;
  image: string | null;
  additionalImages: string[] | null;
  content: string;
  tags: string[] | null;
}

export interface RestMagazine {
  _id: string;
  name: string;
  image: string | null;
  price: number | string | null;
  link: string | null;
}

/** `{success, data}` envelope of the blog and magazine calls. */
export interface RestEnvelope<T> {
  success: boolean;
  data: T;
}

/** A refusal: `{error, field?}` (CONTRACT.md conventions). */
export interface RestRefusal {
  error?: string;
  field?: string;
  message?: string;
}

/** POST /api/auth/login and /api/auth/verify-code-pre-registration. */
export interface RestSession {
  token: string;
  user: RestUser;
  message: string;
}

/** Answers that only carry a message. */
export interface RestMessage {
  message: string;
}

/** PUT /api/users/profile. */
export interface RestProfileUpdate {
  message: string;
  user: RestUser;
}

/** Payload of PUT /api/users/profile: any subset of the onboarding fields (null clears). */
export interface RestProfileChanges {
  role?: RestRole | null;
  creativeType?: number | null;
  professionalType?: number | null;
  fullName?: string | null;
  dateOfBirth?: string | null;
  country?: string | null;
  city?: string | null;
  referralSource?: string | null;
  formationType?: string | null;
  institution?: string | null;
  creativeOther?: string | null;
  profileCompleted?: boolean | null;
  companyName?: string | null;
  foundingYear?: string | null;
  productServiceType?: string | null;
  agencyServices?: string | null;
  showNameCompany?: boolean | null;
}
