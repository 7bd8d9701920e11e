import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { liveObservers, revealSentinels, installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import placeholder from './assets/article-placeholder.svg';
import { blogRoutes } from './routes';

const routes = [{ path: '/ControlPanel', children: blogRoutes }];

interface ArticleData {
  id: string;
  internalID: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  category: string;
  publishedDate: string;
  image: string | null;
}

function article(n: number, overrides: Partial<ArticleData> = {}): ArticleData {
  return {
    id: `Article:${n}`,
    internalID: `a${n}`,
    title: `Artículo ${n}`,
    excerpt: `Resumen del artículo ${n}`,
    author: 'Lucía Pérez',
    category: 'FASHION',
    publishedDate: '2025-05-20T12:00:00.000Z',
    image: `https://example.test/${n}.jpg`,
    ...overrides,
  };
}

async function resolveArticles(environment: MockEnvironment, articles: ArticleData[], hasNextPage = false) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        ArticleConnection: () => ({
          edges: articles.map((node) => ({ cursor: `cursor-${node.internalID}`, node })),
          pageInfo: { hasNextPage, endCursor: articles.length ? `cursor-${articles.at(-1)?.internalID}` : null },
        }),
      }),
    ),
  );
}

async function openBlog(url = '/ControlPanel/blog') {
  const result = renderRoutes(routes, { initialEntries: [url] });
  // The first render waits for the lazily imported page module.
  await screen.findByText('Cargando artículos...', undefined, { timeout: 5000 });
  return result;
}

const lastVariables = (environment: MockEnvironment) => environment.mock.getMostRecentOperation().request.variables;

describe('Blog', () => {
  installFakeIntersectionObserver();

  it('features the first two articles and shows the rest as regular cards', async () => {
    const { environment } = await openBlog();
    await resolveArticles(
      environment,
      [1, 2, 3, 4, 5].map((n) => article(n)),
    );

    const featured = screen.getByRole('region', { name: 'Artículos destacados' });
    expect(within(featured).getAllByRole('article')).toHaveLength(2);
    expect(within(featured).getByRole('heading', { name: 'Artículo 1' })).toBeInTheDocument();
    const regular = screen.getByRole('region', { name: 'Más artículos' });
    expect(within(regular).getAllByRole('article')).toHaveLength(3);
  });

  it('shows each card with its category, date, excerpt, author and a link to the article', async () => {
    const { environment } = await openBlog();
    await resolveArticles(environment, [article(1, { category: 'DESIGNERS' })]);

    const card = screen.getByRole('article');
    expect(within(card).getByText('Diseñadores')).toBeInTheDocument();
    expect(within(card).getByText('20 de mayo de 2025')).toBeInTheDocument();
    expect(within(card).getByText('Resumen del artículo 1')).toBeInTheDocument();
    expect(within(card).getByText('Lucía Pérez')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Leer más' })).toHaveAttribute('href', '/ControlPanel/article/a1');
  });

  it('replaces an image that fails to load with the bundled default image', async () => {
    const { environment } = await openBlog();
    await resolveArticles(environment, [article(1)]);
    const image = screen.getByRole('article').querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', 'https://example.test/1.jpg');

    fireEvent.error(image);

    expect(image).toHaveAttribute('src', placeholder);
  });

  it("names an article without author 'Anónimo'", async () => {
    const { environment } = await openBlog();
    await resolveArticles(environment, [article(1, { author: null })]);

    expect(screen.getByText('Anónimo')).toBeInTheDocument();
  });

  it('asks for every category under Todos and for the chosen category after a tab click', async () => {
    const user = userEvent.setup();
    const { environment, router } = await openBlog();
    expect(lastVariables(environment)).toMatchObject({ category: null });
    await resolveArticles(environment, [article(1)]);

    await user.click(screen.getByRole('tab', { name: 'Moda' }));

    expect(router.state.location.search).toBe('?categoria=moda');
    expect(lastVariables(environment)).toMatchObject({ category: 'FASHION' });
    expect(await screen.findByText('Cargando artículos...')).toBeInTheDocument();
    await resolveArticles(environment, [article(2)]);
    expect(screen.getByRole('tab', { name: 'Moda' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Artículo 2' })).toBeInTheDocument();
  });

  it('reads the category from the URL and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const { environment, router } = await openBlog('/ControlPanel/blog?categoria=eventos');
    expect(lastVariables(environment)).toMatchObject({ category: 'EVENTS' });
    await resolveArticles(environment, [article(1)]);
    const eventos = screen.getByRole('tab', { name: 'Eventos' });
    expect(eventos).toHaveAttribute('aria-selected', 'true');

    eventos.focus();
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Otros' })).toHaveFocus();
    expect(router.state.location.search).toBe('?categoria=otros');
    expect(lastVariables(environment)).toMatchObject({ category: 'OTHER' });
  });

  it('says so when a category has no articles', async () => {
    const { environment } = await openBlog('/ControlPanel/blog?categoria=industria');
    await resolveArticles(environment, []);

    expect(screen.getByText('No se encontraron artículos en esta categoría.')).toBeInTheDocument();
  });

  it('shows the error message when the articles cannot be loaded, and keeps the tabs', async () => {
    const { environment } = await openBlog();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('upstream down')));

    expect(await screen.findByText('No se pudieron cargar los artículos del blog')).toBeInTheDocument();
    expect(
      screen.getByText('Ocurrió un error al cargar los artículos. Por favor, inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(7);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const { environment } = await openBlog();
    await resolveArticles(
      environment,
      [1, 2, 3].map((n) => article(n)),
      true,
    );

    await revealSentinels();

    expect(lastVariables(environment)).toMatchObject({ category: null, count: 9, cursor: 'cursor-a3' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando artículos...');
    await resolveArticles(environment, [article(4)]);
    expect(screen.getByRole('heading', { name: 'Artículo 4' })).toBeInTheDocument();
    expect(liveObservers()).toHaveLength(0);
  });

  it("offers 'Cargar más' after a page fails to load", async () => {
    const user = userEvent.setup();
    const { environment } = await openBlog();
    await resolveArticles(
      environment,
      [1, 2, 3].map((n) => article(n)),
      true,
    );
    await revealSentinels();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('upstream down')));

    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los artículos del blog');
    expect(liveObservers()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));

    await resolveArticles(environment, [article(4)]);
    expect(screen.getByRole('heading', { name: 'Artículo 4' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
