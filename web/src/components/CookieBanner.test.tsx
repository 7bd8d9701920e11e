import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderRoutes } from '../../test/relay';
import { RootLayout } from '../app/RootLayout';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from '../lib/storageKeys';
import { CookieBanner } from './CookieBanner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  it('links to the cookie policy and stores an acceptance', () => {
    renderBanner();
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/politica-cookies');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('stores a rejection', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected');
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  });

  it('stays hidden once the visitor has chosen', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'rejected');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('comes first on every page, in the flow before the screen, so it covers none of its actions', async () => {
    renderRoutes([{ element: <RootLayout />, children: [{ path: '/', element: <main>Portada</main> }] }]);
    const banner = await screen.findByRole('region', { name: 'Aviso de cookies' });
    const page = screen.getByRole('main');
    expect(banner.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // That it is no layer over the page (CSS) is measured in Chromium: tests/e2e/cookie-banner.test.ts.
  });
});
