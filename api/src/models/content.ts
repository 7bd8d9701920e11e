// Blog articles and magazines.
import type { Kysely } from 'kysely';
import type { BlogArticleRow, BlogCategory, Database } from '../db/tables';
import type { Article, Magazine } from '../schemas/content';

export async function listArticles(db: Kysely<Database>, category: BlogCategory | null): Promise<Article[]> {
  let query = db.selectFrom('blog_articles').selectAll().orderBy('published_at', 'desc').orderBy('id');
  if (category) query = query.where('category', '=', category);
  return (await query.execute()).map(toArticle);
}

export async function findArticle(db: Kysely<Database>, id: string): Promise<Article | undefined> {
  const row = await db.selectFrom('blog_articles').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toArticle(row);
}

function toArticle(row: BlogArticleRow): Article {
  return {
    _id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    publishedDate: row.published_at.toISOString(),
    image: row.image,
    additionalImages: row.additional_images,
    content: row.content,
    tags: row.tags,
  };
}

export async function listMagazines(db: Kysely<Database>): Promise<Magazine[]> {
  const rows = await db
    .selectFrom('magazines')
    .select(({ cast }) => ['id', 'name', 'image', 'link', cast<number | null>('price', 'float8').as('price')])
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, image: row.image, price: row.price, link: row.link }));
}
