import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { paths, routePatterns } from '../../lib/routing/paths';
import defaultLogo from '../../assets/default-logo.svg';
import * as FashionPage from './FashionPage';
import { FASHION_TEXTS } from './fashionTexts';

/** The address the list is at, to check what the filters wrote. */
function Search() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderFashion(url: string = routePatterns.fashion) {
  return renderRoutes(
    [
      {
        path: routePatterns.fashion,
        handle: access.public,
        ...FashionPage,
        element: undefined,
        Component: () => (
          <>
            <FashionPage.Component />
            <Search />
          </>
        ),
      },
      { path: routePatterns.profile, element: <p>Perfil abierto</p> },
    ],
    { initialEntries: [url] },
  );
}

function institution(n: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Institution',
    internalID: `i${n}`,
    name: `Escuela ${n}`,
    logoUrl: null,
    professionalTitle: 'Escuela de diseño',
    city: 'Madrid',
    country: 'España',
    centerType: 'PRIVATE',
    tags: ['Patronaje', 'Moda'],
    website: 'https://escuela.example',
    user: { id: `u${n}`, username: `escuela${n}` },
    ...extra,
  };
}

async function answer(environment: MockEnvironment, nodes: object[]) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        InstitutionConnection: () => ({
          totalCount: nodes.length,
          edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    ),
  );
}

const lastVariables = (environment: MockEnvironment) => environment.mock.getMostRecentOperation().request.variables;
const searchNow = () => screen.getByTestId('search').textContent;

describe('Estudiar moda: filters and the URL', () => {
  it('reads every filter from the URL, shows it and sends it to the server', async () => {
    const { environment } = renderFashion(
      `${routePatterns.fashion}?buscar=arte&pais=España&ciudad=Sevilla&tipo=publica&nivel=master&modalidad=hibrido&categoria=fotografia`,
    );
    expect(lastVariables(environment)).toMatchObject({
      search: 'arte',
      country: 'España',
      city: 'Sevilla',
      centerType: 'PUBLIC',
      educationLevel: 'MASTER',
      modality: 'HYBRID',
      category: 'PHOTOGRAPHY',
    });
    expect(await screen.findByText(FASHION_TEXTS.loading)).toBeInTheDocument();
    await answer(environment, [institution(1)]);
    expect(screen.getByLabelText('Buscar por nombre o ciudad')).toHaveValue('arte');
    expect(screen.getByLabelText('Nivel educativo')).toHaveValue('MASTER');
    expect(screen.getByRole('button', { name: 'Pública' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes the toggle, the selects and the typed text to the URL and asks the server again', async () => {
    const user = userEvent.setup();
    const { environment } = renderFashion();
    await answer(environment, [institution(1)]);
    expect(screen.getByRole('button', { name: 'Todo' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Privada' }));
    await waitFor(() => expect(searchNow()).toBe('?tipo=privada'));
    expect(lastVariables(environment)).toMatchObject({ centerType: 'PRIVATE' });
    await answer(environment, [institution(1)]);

    await user.selectOptions(screen.getByLabelText('Categoría'), 'Diseño gráfico');
    await waitFor(() => expect(searchNow()).toBe('?tipo=privada&categoria=diseno-grafico'));
    await answer(environment, [institution(1)]);

    await user.type(screen.getByLabelText('Ciudad'), 'Bilbao');
    await waitFor(() => expect(searchNow()).toBe('?tipo=privada&categoria=diseno-grafico&ciudad=Bilbao'));
    expect(lastVariables(environment)).toMatchObject({
      city: 'Bilbao',
      centerType: 'PRIVATE',
      category: 'GRAPHIC_DESIGN',
    });

    await user.click(screen.getByRole('button', { name: 'Todo' }));
    await waitFor(() => expect(searchNow()).toBe('?categoria=diseno-grafico&ciudad=Bilbao'));
  }, 15_000);
});

describe('Estudiar moda: cards and states', () => {
  it("shows a card's facts, up to 4 tags plus '+ N más', the badge, 'Web oficial' and opens the profile", async () => {
    const user = userEvent.setup();
    const { environment } = renderFashion();
    await answer(environment, [
      institution(1, { tags: ['Patronaje', 'Estilismo', 'Moda', 'Fotografía', 'Textil', 'Diseño gráfico'] }),
      institution(2, { centerType: 'PUBLIC', tags: ['Moda'], website: null, user: null }),
    ]);
    const [first, second] = screen.getAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Escuela 1' })).toBeInTheDocument();
    expect(card.getByText('Madrid, España')).toBeInTheDocument();
    expect(card.getByText('Escuela de diseño')).toBeInTheDocument();
    expect(card.getByText('Privada')).toBeInTheDocument();
    expect(card.getByText('Híbrido')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'Patronaje',
      'Estilismo',
      'Moda',
      'Fotografía',
      '+ 2 más',
    ]);
    const web = card.getByRole('link', { name: 'Web oficial' });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
    expect(first!.querySelector('img')).toHaveAttribute('src', defaultLogo);

    const other = within(second!);
    expect(other.getByText('Pública')).toBeInTheDocument();
    expect(other.getByText('Presencial')).toBeInTheDocument();
    expect(other.queryByText(/más$/)).not.toBeInTheDocument();
    expect(other.queryByRole('link')).not.toBeInTheDocument();

    await user.click(card.getByRole('link', { name: 'Escuela 1' }));
    expect(await screen.findByText('Perfil abierto')).toBeInTheDocument();
    expect(paths.profile('escuela1')).toContain('escuela1');
  });

  it('says when no institution matches the filters', async () => {
    const { environment } = renderFashion(`${routePatterns.fashion}?nivel=doctorado`);
    await answer(environment, []);
    expect(screen.getByText(FASHION_TEXTS.empty)).toBeInTheDocument();
  });

  it('says when the list could not be loaded and keeps the filters', async () => {
    const { environment } = renderFashion();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText(FASHION_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Privada' })).toBeInTheDocument();
  });
});
