import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { renderRoutes } from '../../../test/relay';
import { GraphQLRequestError } from '../../lib/relay/environment';
import { magazineRoutes } from './routes';

const routes = [{ path: '/ControlPanel', children: magazineRoutes }];

interface MagazineData {
  id: string;
  name: string;
  image: string | null;
  price: number | null;
  link: string | null;
}

const magazine: MagazineData = {
  id: 'Magazine:1',
  name: 'Vestir Madrid',
  image: 'https://example.test/cover.jpg',
  price: 12.5,
  link: 'https://tienda.example.test/vestir',
};

async function openMagazines() {
  const result = renderRoutes(routes, { initialEntries: ['/ControlPanel/magazine'] });
  // The first render waits for the lazily imported page module.
  await screen.findByText('Cargando revistas...', undefined, { timeout: 5000 });
  return result;
}

async function resolveMagazines(environment: MockEnvironment, magazines: MagazineData[]) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Query: () => ({ magazines }) }),
    ),
  );
}

// Intl separates the amount and the euro sign with a no-break space.
const normalizeSpaces = (text: string | null) => text?.replace(/\s/g, ' ');

describe('Magazine', () => {
  it('shows each magazine with its cover, name and price in euros', async () => {
    const { environment } = await openMagazines();
    await resolveMagazines(environment, [magazine]);

    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Vestir Madrid' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Vestir Madrid' })).toHaveAttribute('src', magazine.image);
    expect(normalizeSpaces(within(card).getByText(/€/).textContent)).toBe('12,50 €');
  });

  it('opens the shop link in a new tab', async () => {
    const { environment } = await openMagazines();
    await resolveMagazines(environment, [magazine]);

    const link = screen.getByRole('link', { name: /Comprar Vestir Madrid/ });
    expect(link).toHaveAttribute('href', magazine.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows 'No disponible' for a magazine without a link", async () => {
    const { environment } = await openMagazines();
    await resolveMagazines(environment, [{ ...magazine, link: null }]);

    expect(screen.getByText('No disponible')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there are no magazines', async () => {
    const { environment } = await openMagazines();
    await resolveMagazines(environment, []);

    expect(screen.getByText('No hay revistas disponibles en este momento.')).toBeInTheDocument();
  });

  it('reports a server that cannot be reached', async () => {
    const { environment } = await openMagazines();
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));

    expect(await screen.findByText('No se pudieron cargar las revistas')).toBeInTheDocument();
    expect(screen.getByText('Error al conectar con el servidor')).toBeInTheDocument();
  });

  it('reports any other failure without blaming the connection', async () => {
    const { environment } = await openMagazines();
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected', 'INTERNAL')),
    );

    expect(await screen.findByText('No se pudieron cargar las revistas')).toBeInTheDocument();
    expect(screen.queryByText('Error al conectar con el servidor')).not.toBeInTheDocument();
  });
});
