import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import { educationalOffer, institutionAnswer } from './institutionOffersTesting';
import { companyAnswer, offer, viewerAnswer, VIEWER_ID } from './myOffersTesting';
import { myOffersRoutes } from './routes';

installFakeIntersectionObserver();

beforeAll(() => import('./MyOffersPage'), 30_000);

type Answer = { data: unknown };

/** Opens misOfertas as the institution: the viewer query, then the page's list (or its failure). */
async function renderInstitution(lists: Answer | Error, entry = '/ControlPanel/misOfertas') {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(myOffersRoutes, { initialEntries: [entry] });
  const { environment } = rendered;
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation(viewerAnswer('PROFESSIONAL', 'INSTITUTION') as never),
  );
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('MyOffersPageQuery'),
  );
  const { variables } = environment.mock.getMostRecentOperation().request;
  await act(async () =>
    lists instanceof Error
      ? environment.mock.rejectMostRecentOperation(lists)
      : environment.mock.resolveMostRecentOperation(lists as never),
  );
  return { ...rendered, variables };
}

const programmes = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement;

const fourOffers = () =>
  institutionAnswer([
    // Issue 17: a live programme whose edit waits for review, and one whose last edit was refused.
    educationalOffer(1, 'ACCEPTED', { hasPendingChanges: true }),
    educationalOffer(2, 'PENDING'),
    educationalOffer(3, 'CANCELLED', { banner: { __typename: 'Image', url: '/media/banner-3.webp' } }),
    educationalOffer(4, 'REJECTED'),
  ]);

describe('My Offers of an institution', () => {
  it("says on the card of a programme an operator hid 'Oculta por moderación' with the reason (issue 24)", async () => {
    await renderInstitution(
      institutionAnswer([
        educationalOffer(1, 'ACCEPTED', { moderation: { reasonLabel: 'Otro motivo' } }),
        educationalOffer(2, 'ACCEPTED'),
      ]),
    );
    expect(card('Programa 1')).toHaveTextContent('Oculta por moderación: Otro motivo');
    expect(card('Programa 2')).not.toHaveTextContent('Oculta por moderación');
  });

  it("starts on 'Ofertas educativas': each programme with its status label, its detail only when public", async () => {
    const { variables } = await renderInstitution(fourOffers());
    expect(variables).toMatchObject({ educational: true, company: false, personal: false, applications: false });
    expect(screen.getByRole('button', { name: 'Ofertas educativas' })).toHaveAttribute('aria-pressed', 'true');
    expect(programmes()).toEqual(['Programa 1', 'Programa 2', 'Programa 3', 'Programa 4']);
    expect(screen.getByText('4 ofertas')).toBeInTheDocument();
    expect(card('Programa 1')).toHaveTextContent('Activa');
    expect(card('Programa 1')).toHaveTextContent('Cambios pendientes de revisión');
    expect(card('Programa 2')).not.toHaveTextContent('Cambios pendientes de revisión');
    expect(card('Programa 1')).toHaveTextContent('Madrid | Híbrida | 18 meses');
    expect(card('Programa 2')).toHaveTextContent('Madrid | Híbrida | 2 años');
    expect(card('Programa 1')).toHaveTextContent('Publicada el 3 de marzo de 2026');
    expect(card('Programa 2')).toHaveTextContent('Pendiente de aprobación');
    expect(card('Programa 3')).toHaveTextContent('Inactiva');
    expect(card('Programa 4')).toHaveTextContent('Rechazada');
    expect(screen.getByRole('link', { name: 'Programa 1' })).toHaveAttribute(
      'href',
      '/ControlPanel/EducationalOfferDetail/e1',
    );
    expect(screen.queryByRole('link', { name: 'Programa 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar «Programa 2»' })).toHaveAttribute(
      'href',
      '/ControlPanel/edit-educational-offer/e2',
    );
    // The banner, else the institution's logo.
    expect(card('Programa 3').querySelector('img')).toHaveAttribute('src', '/media/banner-3.webp');
    expect(card('Programa 1').querySelector('img')).toHaveAttribute('src', '/media/logo.webp');
    // A deactivated offer cannot be deactivated again.
    expect(within(card('Programa 3')).queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
  });

  it("deactivates a programme after asking: its label becomes 'Inactiva' in place", async () => {
    const { environment } = await renderInstitution(fourOffers());
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar «Programa 1»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar «Programa 1»' }));
    const dialog = screen.getByRole('dialog', { name: 'Desactivar oferta' });
    expect(dialog).toHaveTextContent('«Programa 1»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      offerId: 'edu-1',
      status: 'CANCELLED',
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          setEducationalOfferStatus: {
            offer: {
              __typename: 'EducationalOffer',
              id: 'edu-1',
              form: { __typename: 'EducationalOfferForm', status: 'CANCELLED' },
            },
            message: null,
            userErrors: [],
          },
        },
      } as never),
    );
    expect(card('Programa 1')).toHaveTextContent('Inactiva');
    expect(screen.queryByRole('link', { name: 'Programa 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar «Programa 1»' })).not.toBeInTheDocument();
    expect(screen.getByText('Oferta desactivada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a programme after asking: it leaves the list, the count comes back with the answer; a failure says so and keeps it', async () => {
    const { environment } = await renderInstitution(fourOffers());
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar «Programa 2»' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Eliminar oferta' })).getByRole('button', { name: 'Eliminar' }),
    );
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo eliminar la oferta. Inténtalo de nuevo.');
    expect(programmes()).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar «Programa 2»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          deleteEducationalOffer: {
            deletedOfferId: 'edu-2',
            message: 'Oferta educativa eliminada.',
            userErrors: [],
            // The institution's new count comes back with the answer (nothing counts by hand).
            viewer: {
              __typename: 'User',
              id: VIEWER_ID,
              offersCount: { __typename: 'EducationalOfferConnection', totalCount: 3 },
            },
          },
        },
      } as never),
    );
    expect(programmes()).toEqual(['Programa 1', 'Programa 3', 'Programa 4']);
    expect(screen.getByText('3 ofertas')).toBeInTheDocument();
    expect(screen.getByText('Oferta educativa eliminada.')).toBeInTheDocument();
  });

  it('invites an institution with no programme to publish one', async () => {
    await renderInstitution(institutionAnswer([]));
    expect(await screen.findByText('Todavía no has publicado ninguna oferta educativa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear oferta educativa' })).toHaveAttribute(
      'href',
      '/ControlPanel/createEducationalOffer',
    );
  });

  it("says 'No se pudieron cargar tus ofertas publicadas…' with Reintentar when the list fails", async () => {
    await renderInstitution(new TypeError('Failed to fetch'));
    expect(
      await screen.findByText('No se pudieron cargar tus ofertas publicadas. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("shows its job offers under 'Ofertas de empleo', as a company sees them, filters kept in the address", async () => {
    const { environment, variables } = await renderInstitution(
      companyAnswer([offer(1)]),
      '/ControlPanel/misOfertas?ofertas=empleo',
    );
    expect(variables).toMatchObject({ educational: false, company: true, statuses: ['ACCEPTED'] });
    expect(screen.getByRole('button', { name: 'Ofertas de empleo' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Puesto 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pendientes de aprobación' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        company: true,
        statuses: ['PENDING'],
      }),
    );
    await act(async () => environment.mock.resolveMostRecentOperation(companyAnswer([]) as never));
    expect(await screen.findByText('No tienes ofertas publicadas con los filtros seleccionados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ofertas de empleo' })).toHaveAttribute('aria-pressed', 'true');
  });
});
