// The blog's categories as the spec lists them (part 2 §2 "Blog"), in tab order. `slug` is
// what the URL carries (?categoria=moda) so a chosen tab survives a reload and the back
// button; `value` is the graph's ArticleCategory (null: Todos, no category argument).

export type ArticleCategoryValue = 'FASHION' | 'DESIGNERS' | 'INDUSTRY' | 'EDUCATION' | 'EVENTS' | 'OTHER';

export interface BlogCategory {
  slug: string | null;
  label: string;
  value: ArticleCategoryValue | null;
}

export const CATEGORY_PARAM = 'categoria';

export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  { slug: null, label: 'Todos', value: null },
  { slug: 'moda', label: 'Moda', value: 'FASHION' },
  { slug: 'disenadores', label: 'Diseñadores', value: 'DESIGNERS' },
  { slug: 'industria', label: 'Industria', value: 'INDUSTRY' },
  { slug: 'educacion', label: 'Educación', value: 'EDUCATION' },
  { slug: 'eventos', label: 'Eventos', value: 'EVENTS' },
  { slug: 'otros', label: 'Otros', value: 'OTHER' },
];

/** The category a URL asks for; an unknown or missing slug means Todos. */
export function categoryFromSearch(search: URLSearchParams): BlogCategory {
  const slug = search.get(CATEGORY_PARAM);
  return BLOG_CATEGORIES.find((category) => category.slug === slug) ?? BLOG_CATEGORIES[0];
}

/** The Spanish label of an article's category (a value this client does not know reads as Otros). */
export function categoryLabel(value: string): string {
  return BLOG_CATEGORIES.find((category) => category.value === value)?.label ?? 'Otros';
}
