// Blog and magazines (part 2 §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { get } from './helpers';

interface Article {
  _id: string;
  title: string;
  category: string;
  publishedDate: string;
  author: string | null;
  content: string;
  tags: string[];
  additionalImages: string[];
  image: string | null;
  excerpt: string | null;
}

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
});
afterAll(() => test.close());

const data = (body: Record<string, unknown>) => body.data as Article[];

describe('blog', () => {
  it('lists every article newest first', async () => {
    const answer = await get(test.app, '/api/blog');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const articles = data(answer.body);
    expect(articles.length).toBeGreaterThanOrEqual(12);
    const dates = articles.map((a) => Date.parse(a.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(articles.map((a) => a.category))).toEqual(
      new Set(['fashion', 'designers', 'industry', 'education', 'events', 'other']),
    );
    expect(articles.some((a) => a.author === null)).toBe(true);
    expect(articles.every((a) => a.content.includes('<p>') && a.tags.length > 0)).toBe(true);
  });

  it.each(['fashion', 'designers', 'industry', 'education', 'events', 'other'])(
    'filters the %s category',
    async (category) => {
      const answer = await get(test.app, `/api/blog/category/${category}`);
      expect(answer.status).toBe(200);
      const articles = data(answer.body);
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.every((a) => a.category === category)).toBe(true);
    },
  );

  it("answers every article for 'all'", async () => {
    expect(data((await get(test.app, '/api/blog/category/all')).body)).toEqual(
      data((await get(test.app, '/api/blog')).body),
    );
  });

  it('refuses an unknown category', async () => {
    const answer = await get(test.app, '/api/blog/category/deportes');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      error: 'El valor del campo "category" no es válido.',
      field: 'category',
    });
  });

  it('answers one article, and 404 with success false when it does not exist', async () => {
    const [first] = data((await get(test.app, '/api/blog')).body);
    const one = await get(test.app, `/api/blog/${first?._id}`);
    expect(one.body).toEqual({ success: true, data: first });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-existe']) {
      const missing = await get(test.app, `/api/blog/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, error: 'Artículo no encontrado.' });
    }
  });
});

describe('magazines', () => {
  it('lists magazines with image, price and link (null when not for sale)', async () => {
    const answer = await get(test.app, '/api/magazines');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const magazines = answer.body.data as {
      _id: string;
      name: string;
      image: string;
      price: number;
      link: string | null;
    }[];
    expect(magazines.length).toBeGreaterThanOrEqual(6);
    expect(magazines.some((m) => m.link === null)).toBe(true);
    expect(magazines.some((m) => typeof m.link === 'string')).toBe(true);
    expect(magazines.every((m) => typeof m.price === 'number' && m.image.startsWith('/media/'))).toBe(true);
  });
});
