import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import { OFFERS_TEXTS } from './offersTexts';
import * as OffersPage from './OffersPage';

/** The address the list is at, to check what the filters wrote. */
function Search() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderOffers(url: string = routePatterns.offers) {
  return renderRoutes(
    [
      {
        path: routePatterns.offers,
        handle: access.public,
        ...OffersPage,
        element: undefined,
        Component: () => (
          <>
            <OffersPage.Component />
            <Search />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
}

function offer(n: number, city = 'Madrid') {
  return {
    __typename: 'JobOffer',
    id: `offer-${n}`,
    internalID: `o${n}`,
    position: `Puesto ${n}`,
    companyName: 'Textiles del Norte',
    companyLogo: null,
    country: 'España',
    city,
    jobType: 'INTERNSHIP',
    locationType: 'ON_SITE',
    publicationDate: '2026-03-03T10:00:00.000Z',
    description: 'Una oferta.',
  };
}

async function answer(environment: MockEnvironment, offers: object[], totalCount = offers.length) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        JobOfferConnection: () => ({
          totalCount,
          edges: offers.map((node, index) => ({ cursor: `c${index}`, node })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    ),
  );
}

const lastVariables = (environment: MockEnvironment) => environment.mock.getMostRecentOperation().request.variables;
const searchNow = () => screen.getByTestId('search').textContent;

describe('Offers list filters and the URL', () => {
  it('reads every filter from the URL, shows it, and sends it to the server', async () => {
    const { environment } = renderOffers(
      `${routePatterns.offers}?buscar=punto&pais=España&ciudad=Madrid&empresa=Norte&salario=30000&contrato=practicas&formato=hibrido&practicas=1`,
    );
    expect(lastVariables(environment)).toMatchObject({
      search: 'punto',
      country: 'España',
      city: 'Madrid',
      companyName: 'Norte',
      minimumSalary: 30000,
      jobType: 'INTERNSHIP',
      locationType: 'HYBRID',
      internshipsOnly: true,
    });
    await answer(environment, [offer(1)]);
    expect(screen.getByLabelText('Buscar')).toHaveValue('punto');
    expect(screen.getByLabelText('País')).toHaveValue('España');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Madrid');
    expect(screen.getByLabelText('Empresa')).toHaveValue('Norte');
    expect(screen.getByLabelText('Salario mínimo (€/año)')).toHaveValue('30000');
    expect(screen.getByLabelText('Tipo de contrato')).toHaveValue('INTERNSHIP');
    expect(screen.getByLabelText('Formato de trabajo')).toHaveValue('HYBRID');
    expect(screen.getByRole('checkbox', { name: 'Prácticas' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Prácticas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a tab sets the contract type in the URL and asks the server again', async () => {
    const user = userEvent.setup();
    const { environment } = renderOffers();
    await answer(environment, [offer(1)]);
    expect(screen.getByRole('tab', { name: 'Todas las ofertas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Tiempo parcial' }));
    await waitFor(() => expect(searchNow()).toBe('?contrato=tiempo-parcial'));
    expect(lastVariables(environment)).toMatchObject({ jobType: 'PART_TIME' });
    expect(screen.getByLabelText('Tipo de contrato')).toHaveValue('PART_TIME');
    expect(await screen.findByText(OFFERS_TEXTS.loading)).toBeInTheDocument();
  });

  it('the checkbox and the selects go to the URL at once', async () => {
    const user = userEvent.setup();
    const { environment } = renderOffers();
    await answer(environment, [offer(1)]);
    await user.click(screen.getByRole('checkbox', { name: 'Prácticas' }));
    await waitFor(() => expect(searchNow()).toBe('?practicas=1'));
    expect(lastVariables(environment)).toMatchObject({ internshipsOnly: true });
    await answer(environment, [offer(1)]);
    await user.selectOptions(screen.getByLabelText('Formato de trabajo'), 'Remoto');
    await waitFor(() => expect(new URLSearchParams(searchNow() ?? '').get('formato')).toBe('remoto'));
    expect(lastVariables(environment)).toMatchObject({ internshipsOnly: true, locationType: 'REMOTE' });
  });

  it('typed text reaches the URL after a pause, once, and stays in the field', async () => {
    const user = userEvent.setup();
    const { environment } = renderOffers();
    await answer(environment, [offer(1)]);
    const before = environment.mock.getAllOperations().length;
    await user.type(screen.getByLabelText('Ciudad'), 'Madrid');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Madrid');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await waitFor(() => expect(searchNow()).toBe('?ciudad=Madrid'));
    expect(environment.mock.getAllOperations().length).toBe(before + 1);
    expect(lastVariables(environment)).toMatchObject({ city: 'Madrid' });
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Madrid');
  });

  it("'Limpiar filtros' clears the URL and the fields", async () => {
    const user = userEvent.setup();
    const { environment } = renderOffers(`${routePatterns.offers}?ciudad=Madrid&salario=30000&contrato=practicas`);
    await answer(environment, [offer(1)]);
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(searchNow()).toBe(''));
    expect(screen.getByLabelText('Ciudad')).toHaveValue('');
    expect(screen.getByLabelText('Salario mínimo (€/año)')).toHaveValue('');
    expect(lastVariables(environment)).toMatchObject({ city: null, minimumSalary: null, jobType: null });
  });

  // Issue 24 (EU pay transparency): offers in euros whose salary reaches that much a year.
  it('a typed minimum salary reaches the URL as salario after a pause, and the server as minimumSalary', async () => {
    const user = userEvent.setup();
    const { environment } = renderOffers();
    await answer(environment, [offer(1)]);
    const salary = screen.getByLabelText('Salario mínimo (€/año)');
    expect(salary).toHaveAttribute('inputmode', 'numeric');
    await user.type(salary, '45000');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await waitFor(() => expect(searchNow()).toBe('?salario=45000'));
    expect(lastVariables(environment)).toMatchObject({ minimumSalary: 45000 });
    expect(salary).toHaveValue('45000');
  });

  it.each(['mucho', '0', '-5', '30000,5', '20000000'])('takes salario=%s as no salary filter', (value) => {
    const { environment } = renderOffers(`${routePatterns.offers}?salario=${encodeURIComponent(value)}`);
    expect(lastVariables(environment)).toMatchObject({ minimumSalary: null });
  });

  it('suggests the countries and cities of the loaded offers', async () => {
    const { environment } = renderOffers();
    await answer(environment, [offer(1, 'Madrid'), offer(2, 'Bilbao'), offer(3, 'Madrid')]);
    const list = document.getElementById(screen.getByLabelText('Ciudad').getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['Bilbao', 'Madrid']);
  });
});

describe('Offers list states', () => {
  it('shows the count from totalCount and a card per offer', async () => {
    const { environment } = renderOffers();
    await answer(environment, [offer(1), offer(2)], 37);
    expect(screen.getByText('37 ofertas')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
  });

  it('says so when no offer matches', async () => {
    const { environment } = renderOffers(`${routePatterns.offers}?ciudad=Teruel`);
    await answer(environment, []);
    expect(screen.getByText(OFFERS_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText('0 ofertas')).toBeInTheDocument();
  });

  it('shows skeleton cards while loading and the failure text when the list fails', async () => {
    const { environment } = renderOffers();
    expect(await screen.findByText(OFFERS_TEXTS.loading)).toBeInTheDocument();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('caído')));
    expect(await screen.findByText(OFFERS_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar')).toBeInTheDocument();
  });
});
