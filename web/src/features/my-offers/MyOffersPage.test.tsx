import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import { application, companyAnswer, offer, personalAnswer, viewerAnswer, viewerWithCounts } from './myOffersTesting';
import { myOffersRoutes } from './routes';

installFakeIntersectionObserver();

beforeAll(() => import('./MyOffersPage'), 30_000);

type Answer = { data: unknown };

/** Opens misOfertas: the viewer query, then the page's lists. */
async function renderMyOffers(viewer: Answer, lists: Answer, entry = '/ControlPanel/misOfertas') {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(myOffersRoutes, { initialEntries: [entry] });
  const { environment } = rendered;
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => environment.mock.resolveMostRecentOperation(viewer as never));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('MyOffersPageQuery'),
  );
  const { variables } = environment.mock.getMostRecentOperation().request;
  await act(async () => environment.mock.resolveMostRecentOperation(lists as never));
  await screen.findByRole('heading', { level: 1, name: 'Mis ofertas' });
  return { ...rendered, variables };
}

const positions = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('My Offers of a creative', () => {
  const creativeLists = () =>
    personalAnswer(
      [application(1, 'PENDING'), application(2, 'ACCEPTED'), application(3, 'REJECTED')],
      [offer(4), offer(5, { isExpired: true }), offer(6)],
    );

  it("starts on 'Aplicaciones enviadas', each offer with its application status", async () => {
    const { variables } = await renderMyOffers(viewerAnswer('CREATIVE'), creativeLists());
    expect(variables).toMatchObject({ company: false, applications: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Aplicaciones enviadas',
      'Guardadas',
      'Caducadas',
    ]);
    expect(screen.getByRole('tab', { name: 'Aplicaciones enviadas' })).toHaveAttribute('aria-selected', 'true');
    expect(positions()).toEqual(['Puesto 1', 'Puesto 2', 'Puesto 3']);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pendiente');
    expect(items[1]).toHaveTextContent('Seleccionado');
    expect(items[2]).toHaveTextContent('Descartado');
    expect(screen.getByRole('link', { name: 'Puesto 1' })).toHaveAttribute('href', '/ControlPanel/JobOfferDetail/o1');
  });

  it("splits saved offers into 'Guardadas' and 'Caducadas' (past their last day)", async () => {
    const { environment } = await renderMyOffers(viewerAnswer('CREATIVE'), creativeLists());
    fireEvent.click(screen.getByRole('tab', { name: 'Guardadas' }));
    await waitFor(() => expect(positions()).toEqual(['Puesto 4', 'Puesto 6']));
    expect(screen.getByRole('tab', { name: 'Guardadas' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Caducadas' }));
    await waitFor(() => expect(positions()).toEqual(['Puesto 5']));
    expect(screen.getByText('Caducada')).toBeInTheDocument();
    // Tabs read the store: the lists were fetched once.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the empty texts of part 2 §8', async () => {
    await renderMyOffers(viewerAnswer('CREATIVE'), personalAnswer([], []));
    expect(screen.getByText('No has aplicado a ninguna oferta todavía.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Guardadas' }));
    expect(await screen.findByText('No tienes ofertas guardadas.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Caducadas' }));
    expect(await screen.findByText('No tienes ofertas caducadas.')).toBeInTheDocument();
  });

  it('unsaves an offer at once, and puts it back with a message when that fails', async () => {
    const { environment } = await renderMyOffers(
      viewerAnswer('CREATIVE'),
      creativeLists(),
      '/ControlPanel/misOfertas?vista=guardadas',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quitar «Puesto 4» de guardadas' }));
    expect(positions()).toEqual(['Puesto 6']);
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ offerId: 'offer-4' });
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(positions()).toEqual(['Puesto 4', 'Puesto 6']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo quitar la oferta de guardadas. Inténtalo de nuevo.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Quitar «Puesto 6» de guardadas' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          unsaveJobOffer: {
            offer: { __typename: 'JobOffer', id: 'offer-6', viewerHasSaved: false },
            message: 'Oferta eliminada de guardados',
            userErrors: [],
          },
        },
      } as never),
    );
    expect(positions()).toEqual(['Puesto 4']);
    expect(screen.getByText('Oferta eliminada de guardados')).toBeInTheDocument();
  });
});

describe('My Offers of anyone else who is not a company', () => {
  it("has no 'Aplicaciones enviadas' and starts on 'Guardadas'", async () => {
    const { variables } = await renderMyOffers(viewerAnswer('PROFESSIONAL', 'OTHER'), personalAnswer(null, [offer(4)]));
    expect(variables).toMatchObject({ company: false, applications: false });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Guardadas', 'Caducadas']);
    expect(screen.getByRole('tab', { name: 'Guardadas' })).toHaveAttribute('aria-selected', 'true');
    expect(positions()).toEqual(['Puesto 4']);
  });
});

describe('My Offers of a company', () => {
  async function renderCompany(offers = [offer(1, { applicationsCount: 5, reviewedApplicationsCount: 2 }), offer(2)]) {
    return renderMyOffers(viewerAnswer('PROFESSIONAL', 'COMPANY'), companyAnswer(offers));
  }

  it("lists its 'Activas' offers with their counts (total and reviewed)", async () => {
    const { variables } = await renderCompany();
    expect(variables).toEqual({
      company: true,
      educational: false,
      applications: false,
      personal: false,
      statuses: ['ACCEPTED'],
      internshipsOnly: false,
    });
    expect(screen.getByRole('button', { name: 'Activas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 ofertas')).toBeInTheDocument();
    expect(positions()).toEqual(['Puesto 1', 'Puesto 2']);
    expect(screen.getByText('5 candidatos · 2 revisados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Puesto 1' })).toHaveAttribute('href', '/ControlPanel/offer/o1');
  });

  it("lists under 'Inactivas' the offers it deactivated and those an operator rejected ('Rechazada')", async () => {
    const { variables } = await renderMyOffers(
      viewerAnswer('PROFESSIONAL', 'COMPANY'),
      companyAnswer([offer(1, { status: 'CANCELLED' }), offer(2, { status: 'REJECTED' })]),
      '/ControlPanel/misOfertas?estado=inactivas',
    );
    expect(variables).toMatchObject({ company: true, statuses: ['CANCELLED', 'REJECTED'] });
    expect(screen.getByRole('button', { name: 'Inactivas' })).toHaveAttribute('aria-pressed', 'true');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Inactiva');
    expect(items[1]).toHaveTextContent('Rechazada');
  });

  it("says on the card of an offer an operator hid 'Oculta por moderación' with the reason (issue 24)", async () => {
    await renderCompany([offer(1, { moderation: { reasonLabel: 'Spam o publicidad no deseada' } }), offer(2)]);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Oculta por moderación: Spam o publicidad no deseada');
    expect(items[1]).not.toHaveTextContent('Oculta por moderación');
  });

  it('agencies (type 3) manage their offers as companies do', async () => {
    const { variables } = await renderMyOffers(viewerAnswer('PROFESSIONAL', 'AGENCY'), companyAnswer([]));
    expect(variables).toMatchObject({ company: true });
    expect(screen.getByText('No tienes ofertas publicadas con los filtros seleccionados.')).toBeInTheDocument();
  });

  it("asks the server for 'Pendientes de aprobación' and 'Prácticas', keeping them in the address", async () => {
    const { environment, router } = await renderCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Pendientes de aprobación' }));
    await waitFor(() => expect(router.state.location.search).toBe('?estado=pendientes'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ statuses: ['PENDING'] }),
    );
    await act(async () =>
      environment.mock.resolveMostRecentOperation(companyAnswer([offer(3, { status: 'PENDING' })]) as never),
    );
    await waitFor(() => expect(positions()).toEqual(['Puesto 3']));
    expect(screen.getByText('Pendiente de aprobación')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Prácticas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?estado=pendientes&tipo=practicas'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        statuses: ['PENDING'],
        internshipsOnly: true,
      }),
    );
    await act(async () => environment.mock.resolveMostRecentOperation(companyAnswer([]) as never));
    expect(await screen.findByText('No tienes ofertas publicadas con los filtros seleccionados.')).toBeInTheDocument();
  });

  it("says 'No se pudieron cargar tus ofertas publicadas…' with Reintentar when the list fails", async () => {
    localStorage.setItem('authToken', 'token');
    const { environment } = renderRoutes(myOffersRoutes, { initialEntries: ['/ControlPanel/misOfertas'] });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => environment.mock.resolveMostRecentOperation(viewerAnswer('PROFESSIONAL', 'BRAND') as never));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('MyOffersPageQuery'),
    );
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(
      await screen.findByText('No se pudieron cargar tus ofertas publicadas. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("deactivates an offer after asking: it leaves 'Activas' and its count", async () => {
    const { environment } = await renderCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar «Puesto 1»' }));
    const dialog = screen.getByRole('dialog', { name: 'Desactivar oferta' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      offerId: 'offer-1',
      status: 'CANCELLED',
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          setJobOfferStatus: {
            offer: { __typename: 'JobOffer', id: 'offer-1', status: 'CANCELLED', jobType: 'FULL_TIME' },
            viewer: viewerWithCounts({ active: 1, pending: 0, inactive: 1 }),
            message: null,
            userErrors: [],
          },
        },
      } as never),
    );
    expect(positions()).toEqual(['Puesto 2']);
    expect(screen.getByText('1 oferta')).toBeInTheDocument();
    expect(screen.getByText('Oferta desactivada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes an offer after asking; Cancelar keeps it, a failure says so and keeps it', async () => {
    const { environment } = await renderCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar «Puesto 2»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar «Puesto 2»' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Eliminar oferta' })).getByRole('button', { name: 'Eliminar' }),
    );
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo eliminar la oferta. Inténtalo de nuevo.');
    expect(positions()).toEqual(['Puesto 1', 'Puesto 2']);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar «Puesto 2»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          deleteJobOffer: {
            deletedOfferId: 'offer-2',
            viewer: viewerWithCounts({ active: 1, pending: 0, inactive: 0 }),
            message: 'Oferta eliminada correctamente.',
            userErrors: [],
          },
        },
      } as never),
    );
    expect(positions()).toEqual(['Puesto 1']);
    expect(screen.getByText('1 oferta')).toBeInTheDocument();
    expect(screen.getByText('Oferta eliminada correctamente.')).toBeInTheDocument();
  });
});

export type { MockEnvironment };
