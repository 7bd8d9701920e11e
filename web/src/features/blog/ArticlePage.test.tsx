import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { renderRoutes } from '../../../test/relay';
import { GraphQLRequestError } from '../../lib/relay/environment';
import { blogRoutes } from './routes';

const routes = [{ path: '/ControlPanel', children: blogRoutes }];

function related(n: number) {
  return {
    id: `Article:r${n}`,
    internalID: `r${n}`,
    title: `Relacionado ${n}`,
    excerpt: null,
    author: null,
    category: 'EVENTS',
    publishedDate: '2025-04-02T12:00:00.000Z',
    image: null,
  };
}

const article = {
  id: 'Article:a1',
  internalID: 'a1',
  title: 'El lino vuelve a la pasarela',
  excerpt: 'Cómo un tejido clásico conquista la temporada',
  author: 'Lucía Pérez',
  category: 'FASHION',
  publishedDate: '2025-05-20T12:00:00.000Z',
  image: 'https://example.test/main.jpg',
  additionalImages: ['https://example.test/extra-1.jpg'],
  content: '<p>El <strong>lino</strong> es el tejido del verano.</p>',
  tags: ['verano', 'tejidos'],
  relatedArticles: [1, 2, 3, 4, 5].map(related),
};

async function openArticle() {
  const result = renderRoutes(routes, { initialEntries: ['/ControlPanel/article/a1'] });
  // The first render waits for the lazily imported page module.
  await screen.findByText('Cargando...', undefined, { timeout: 5000 });
  return result;
}

async function resolveArticle(environment: MockEnvironment, data: typeof article | null) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      data === null
        ? { data: { article: null } }
        : MockPayloadGenerator.generate(operation, {
            // Only the page's article; related ones come from its `relatedArticles`.
            Article: (context) => (context.path?.join('.') === 'article' ? data : undefined),
          }),
    ),
  );
}

describe('Article', () => {
  // The route's code is split; load it once so the first test does not wait on the transform.
  beforeAll(() => import('./ArticlePage'));

  afterEach(() => {
    document.title = '';
  });

  it('asks for the article of the URL and shows its header, body and tags', async () => {
    const { environment } = await openArticle();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ internalID: 'a1' });
    await resolveArticle(environment, article);

    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText('20.05.2025')).toBeInTheDocument();
    expect(screen.getByText('Moda')).toBeInTheDocument();
    expect(screen.getByText(article.excerpt)).toBeInTheDocument();
    expect(screen.getByText('Palabras de Lucía Pérez')).toBeInTheDocument();
    expect(screen.getByText('lino').tagName).toBe('STRONG');
    const tags = screen.getByRole('list', { name: 'Etiquetas' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#verano', '#tejidos']);
    expect(screen.getByRole('link', { name: /Volver al blog/ })).toHaveAttribute('href', '/ControlPanel/blog');
    await waitFor(() => expect(document.title).toBe(`${article.title} · Moda Talento`));
  });

  it('shows at most three related articles, each with Leer más', async () => {
    const { environment } = await openArticle();
    await resolveArticle(environment, article);

    const section = screen.getByRole('region', { name: 'Artículos relacionados' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getAllByRole('link', { name: 'Leer más' })[0]).toHaveAttribute(
      'href',
      '/ControlPanel/article/r1',
    );
  });

  it('opens the main image in a full-screen preview', async () => {
    const user = userEvent.setup();
    const { environment } = await openArticle();
    await resolveArticle(environment, article);

    await user.click(screen.getByRole('button', { name: `Ampliar imagen: ${article.title}` }));

    const dialog = screen.getByRole('dialog', { name: article.title });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', article.image);
  });

  it("reads 'Palabras de Anónimo' without an author", async () => {
    const { environment } = await openArticle();
    await resolveArticle(environment, { ...article, author: null } as unknown as typeof article);

    expect(screen.getByText('Palabras de Anónimo')).toBeInTheDocument();
  });

  it('shows the not-found state when the article does not exist', async () => {
    const { environment } = await openArticle();
    await resolveArticle(environment, null);

    expect(screen.getByRole('heading', { name: 'Artículo no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute('href', '/ControlPanel/blog');
  });

  it('shows the error message when the article cannot be loaded', async () => {
    const { environment } = await openArticle();
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('boom', 'UPSTREAM_UNAVAILABLE')),
    );

    expect(await screen.findByRole('heading', { name: 'No se pudo cargar el artículo' })).toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error al cargar el artículo...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toBeInTheDocument();
  });
});
