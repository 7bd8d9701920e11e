// Blog articles and magazines; their answers use the `{success, data}` envelope.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './common';
import { Enum } from './enum';

export const BLOG_CATEGORIES = ['fashion', 'designers', 'industry', 'education', 'events', 'other'] as const;

export const Article = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  excerpt: Nullable(Type.String()),
  author: Nullable(Type.String({ description: "null when anonymous (shown as 'Anónimo')." })),
  category: Enum(BLOG_CATEGORIES),
  publishedDate: Type.String({ format: 'date-time' }),
  image: Nullable(Type.String()),
  additionalImages: Type.Array(Type.String()),
  content: Type.String({ description: 'HTML.' }),
  tags: Type.Array(Type.String()),
});
export type Article = Static<typeof Article>;

export const Magazine = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  image: Nullable(Type.String()),
  price: Nullable(Type.Number({ description: 'Euros.' })),
  link: Nullable(Type.String({ description: 'null when not for sale.' })),
});
export type Magazine = Static<typeof Magazine>;

export const success = <T extends TSchema>(data: T) => Type.Object({ success: Enum([true]), data });

export const Failure = Type.Object({
  success: Enum([false]),
  error: Type.String(),
  field: Type.Optional(Type.String()),
});

export const ArticleList = success(Type.Array(Article));
export const ArticleAnswer = success(Article);
export const BlogCategoryParams = Type.Object({ category: Enum(['all', ...BLOG_CATEGORIES]) });
export const MagazineList = success(Type.Array(Magazine));
