import { Type, type Static } from '@sinclair/typebox';
import { MAX_BY_IDS } from './by-ids';
import { ImageDetails, ImageVariant, MAX_PAGE, Nullable, pageQuery } from './common';
import { FormJson, FormList, FormValue } from './form-fields';
import { HiddenNoticeObject } from './report';

export const ExplorerImage = Type.Object({
  postId: Type.String(),
  imageUrl: Type.String({ description: "URL of the post's main image." }),
  postTitle: Type.String(),
  user: Type.Object({
    _id: Type.String({ description: 'Extension.' }),
    username: Type.String(),
    city: Nullable(Type.String()),
    profilePicture: Nullable(Type.String()),
  }),
  width: Type.Integer({ description: 'Extension: intrinsic width.' }),
  height: Type.Integer({ description: 'Extension: intrinsic height.' }),
  variants: Type.Array(ImageVariant, { description: 'Extension: resized copies for srcset.' }),
});
export type ExplorerImage = Static<typeof ExplorerImage>;

export const ExplorerPage = Type.Object({ images: Type.Array(ExplorerImage), hasMore: Type.Boolean() });
export type ExplorerPage = Static<typeof ExplorerPage>;

const PostAuthor = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  fullName: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  professionalType: Nullable(Type.Integer()),
  showNameCompany: Nullable(Type.Boolean({ description: 'False: the company name is not shown (the name rule).' })),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  profile: Type.Object({ profilePicture: Nullable(Type.String()) }),
});

export const PostObject = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  images: Type.Array(Type.String(), { description: 'Image URLs in order; the first is the main image.' }),
  mainImage: Type.String(),
  tags: Type.Array(Type.String()),
  imageTags: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Image index → tags.' }),
  peopleTags: Type.Array(
    Type.Object({
      name: Type.String(),
      role: Type.Optional(Type.String()),
      user: Type.Optional(
        Type.Union([PostAuthor, Type.Null()], {
          description:
            'Extension: the tagged account (the summary a post carries of its author); null when no account has that username any more.',
        }),
      ),
    }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  user: PostAuthor,
  imageDetails: Type.Array(ImageDetails, { description: 'Extension: sizes and resized copies of each image.' }),
  moderation: Type.Optional(HiddenNoticeObject),
});
export type PostObject = Static<typeof PostObject>;

export const PostPage = Type.Object({
  posts: Type.Array(PostObject, { description: 'Newest first.' }),
  hasMore: Type.Boolean({ description: 'Extension: more posts after this page (always false without `limit`).' }),
});
export type PostPage = Static<typeof PostPage>;

/** The most post ids a list may be asked to leave out. */
export const MAX_EXCLUDED = 1000;
/** Posts of each user in one by-users read: the largest page the gateway asks (its `first`). */
const MAX_LATEST_POSTS = 50;

const Exclude = Type.Optional(
  Type.String({ description: `Comma list of post ids to leave out (at most ${MAX_EXCLUDED}).` }),
);

const filterText = (maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, description: `Extension (issue 17): ${description}` }));

export const FeedQuery = Type.Object({
  ...pageQuery({ defaultLimit: 14, maxLimit: 50 }),
  exclude: Exclude,
  search: filterText(100, "contained in the post's title, description or tags, ignoring case and accents."),
  country: filterText(60, "the author's country, whole, ignoring case and accents."),
  city: filterText(100, "the author's city, whole, ignoring case and accents."),
  school: filterText(150, "contained in the author's study centre (onboarding or an education entry)."),
});

export const RandomPostsQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  exclude: Exclude,
});
export const RandomPosts = Type.Object({ posts: Type.Array(PostObject) });

export const PostsByUsersQuery = Type.Object({
  userIds: Type.String({ description: `Comma list of user ids (at most ${MAX_BY_IDS}).` }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LATEST_POSTS, default: 6 }),
  page: Type.Integer({
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: 'Extension: the same page of every user, as GET /api/posts/user/{username} pages.',
  }),
});
export const PostsByUsers = Type.Object({
  users: Type.Array(Type.Object({ userId: Type.String(), posts: Type.Array(PostObject), hasMore: Type.Boolean() })),
});

export const PostAnswer = Type.Object({ post: PostObject });
export const CreatedPost = Type.Object({ message: Type.String(), post: PostObject });

/** The multipart form of POST /api/posts, as documented in the OpenAPI document. */
export const PostForm = Type.Object({
  title: Type.String({ description: 'Required, at most 100 characters.' }),
  description: Type.String({ description: 'Required, at most 2000 characters.' }),
  images: Type.Array(Type.String({ format: 'binary' }), {
    description: 'Repeated file field, 1 to 6 images of at most 10 MB each; the first is the main image.',
  }),
  peopleTags: Type.Optional(
    Type.String({
      description: 'JSON text: [{"name": "<existing username>", "role": "Fotografía"}]; blank names are skipped.',
    }),
  ),
  imageTags: Type.Optional(
    Type.String({ description: 'JSON text: {"0": ["tag", …], "1": […]} by image index; at most 10 tags per image.' }),
  ),
  tags: Type.Optional(
    Type.String({ description: 'Extension. JSON text: ["tag", …]; absent means every image tag, once.' }),
  ),
});

// ---------------------------------------------------------------------------------------
// The create-post form's text fields (part 2 §5 "Post"), as http/multipart-form.ts checks
// them before models/post-form.ts reads them.

export const POST_LIMITS = {
  images: 6,
  tagsPerImage: 10,
  titleLength: 100,
  descriptionLength: 2000,
  tagLength: 40,
  peopleTags: 20,
  roleLength: 60,
  generalTags: 20,
} as const;

export const POST_FORM_MESSAGES = {
  required: 'Por favor completa todos los campos obligatorios.',
  titleTooLong: `El título puede tener como máximo ${POST_LIMITS.titleLength} caracteres.`,
  descriptionTooLong: `La descripción puede tener como máximo ${POST_LIMITS.descriptionLength} caracteres.`,
  noImages: 'Añade al menos una imagen.',
  tooManyImages: `Puedes subir como máximo ${POST_LIMITS.images} imágenes.`,
  tooManyImageTags: 'Máximo de 10 etiquetas por fotografía',
  tagTooLong: `Cada etiqueta puede tener como máximo ${POST_LIMITS.tagLength} caracteres.`,
  tooManyTags: `Puedes añadir como máximo ${POST_LIMITS.generalTags} etiquetas generales.`,
  imageTagsShape: 'Las etiquetas de imagen deben ser, por cada fotografía, una lista de textos.',
  imageTagsIndex: 'Hay etiquetas para una fotografía que no existe.',
  tagsShape: 'Las etiquetas generales deben ser una lista de textos.',
  peopleTagsShape: 'Las personas etiquetadas deben ser una lista con nombre y rol.',
  tooManyPeople: `Puedes etiquetar como máximo ${POST_LIMITS.peopleTags} personas.`,
  roleTooLong: `El rol puede tener como máximo ${POST_LIMITS.roleLength} caracteres.`,
  unknownUser: (name: string) => `El usuario "${name}" no existe en la plataforma.`,
  invalidJson: (field: string) => `El campo "${field}" no es un JSON válido.`,
} as const;

export const PostFormFields = Type.Object({
  title: FormValue,
  description: FormValue,
  /** `{"0": ["tag"], …}` by image index: its indices and lists are read in order by the model. */
  imageTags: FormJson,
  tags: FormList(Type.String(), POST_FORM_MESSAGES.tagsShape, POST_FORM_MESSAGES.invalidJson('tags')),
  peopleTags: FormList(
    Type.Object({ name: Type.Optional(Type.String()), role: Type.Optional(Type.String()) }),
    POST_FORM_MESSAGES.peopleTagsShape,
    POST_FORM_MESSAGES.invalidJson('peopleTags'),
  ),
});
export type PostFormFields = Static<typeof PostFormFields>;
