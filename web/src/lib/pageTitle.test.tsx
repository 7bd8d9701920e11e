import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/relay';
import { RootLayout } from '../app/RootLayout';
import { usePageTitle } from './pageTitle';

function Page({ title, children }: { title: string; children?: React.ReactNode }) {
  const heading = usePageTitle(title);
  return (
    <main>
      <h1 {...heading}>{title}</h1>
      <Link to="/blog">Ir al blog</Link>
      <Link to="/explorer?orden=nuevo">Ordenar</Link>
      {children}
    </main>
  );
}

// The app's root layout (which provides the focus target) above two pages.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/explorer', element: <Page title="Explorador" /> },
      { path: '/blog', element: <Page title="Blog" /> },
    ],
  },
];

describe('usePageTitle', () => {
  it('names the tab after the first page and leaves focus at the start of the document', async () => {
    renderRoutes(routes, { initialEntries: ['/explorer'] });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Explorador' });
    expect(document.title).toBe('Explorador · Moda Talento');
    expect(heading).not.toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it("moves focus to the new page's heading after a client-side navigation, and renames the tab", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { initialEntries: ['/explorer'] });
    await user.click(await screen.findByRole('link', { name: 'Ir al blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toHaveFocus();
    expect(document.title).toBe('Blog · Moda Talento');
  });

  it('leaves focus on the control when only the query changes (a tab, a filter)', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { initialEntries: ['/explorer'] });
    const sort = await screen.findByRole('link', { name: 'Ordenar' });
    await user.click(sort);
    expect(router.state.location.search).toBe('?orden=nuevo');
    expect(sort).toHaveFocus();
  });
});
