import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import defaultAvatar from '../../assets/default-avatar.svg';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import { CREATIVES_TEXTS } from './creativesTexts';
import * as CreativesPage from './CreativesPage';
import { DraggableFilterButton } from './DraggableFilterButton';

/** The address the list is at, to check what the filters wrote. */
function Search() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderCreatives(url: string = routePatterns.creatives) {
  return renderRoutes(
    [
      {
        path: routePatterns.creatives,
        handle: access.public,
        ...CreativesPage,
        element: undefined,
        Component: () => (
          <>
            <CreativesPage.Component />
            <Search />
          </>
        ),
      },
      { path: routePatterns.profile, handle: access.signedIn, element: <p>Perfil</p> },
    ],
    { initialEntries: [url] },
  );
}

interface CardFields {
  username: string;
  fullName?: string | null;
  tags?: string[];
  profilePicture?: string | null;
}

function card({ username, fullName = null, tags = [], profilePicture = null }: CardFields) {
  return {
    __typename: 'CreativeCard',
    user: { id: `user-${username}`, username, fullName, city: 'Madrid', country: 'España', profilePicture },
    background: null,
    tags,
  };
}

async function answer(environment: MockEnvironment, cards: object[]) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        CreativeConnection: () => ({
          totalCount: cards.length,
          countries: ['España', 'Francia'],
          edges: cards.map((node, index) => ({ cursor: `c${index}`, node })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    ),
  );
}

const lastVariables = (environment: MockEnvironment) => environment.mock.getMostRecentOperation().request.variables;
const searchNow = () => screen.getByTestId('search').textContent;
const sidebar = () => within(screen.getByRole('form', { name: CREATIVES_TEXTS.filtersTitle }));

describe('Creativos filters and the URL', () => {
  it('reads the filters from the URL, shows them and sends them to the server', async () => {
    const { environment } = renderCreatives(
      `${routePatterns.creatives}?search=ana&city=Madrid&school=ESDM&graduationYear=2024&softSkills=Liderazgo&hardSkills=Patronaje&software=Clo3D,Photoshop&practicas=1`,
    );
    expect(lastVariables(environment)).toMatchObject({
      search: 'ana',
      city: 'Madrid',
      school: 'ESDM',
      graduationYear: 2024,
      skills: ['Liderazgo', 'Patronaje'],
      software: ['Clo3D', 'Photoshop'],
      internshipsOnly: true,
    });
    await answer(environment, [card({ username: 'ana' })]);
    expect(sidebar().getByLabelText('Ciudad')).toHaveValue('Madrid');
    expect(sidebar().getByLabelText('Año de graduación')).toHaveValue('2024');
    expect(screen.getByRole('tab', { name: CREATIVES_TEXTS.internshipsTab })).toHaveAttribute('aria-selected', 'true');
  });

  // The spec's list ends at 2025; it follows the current year (README § Product notes).
  it('offers the graduation years from the current year down to 2020, and takes this year from the URL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 1, 10, 12));
    try {
      const { environment } = renderCreatives(`${routePatterns.creatives}?graduationYear=2027`);
      expect(lastVariables(environment)).toMatchObject({ graduationYear: 2027 });
      await answer(environment, [card({ username: 'ana' })]);
      const years = within(sidebar().getByLabelText('Año de graduación')).getAllByRole('option');
      expect(years.map((option) => option.textContent)).toEqual([
        'Cualquier año',
        '2027',
        '2026',
        '2025',
        '2024',
        '2023',
        '2022',
        '2021',
        '2020',
      ]);
      expect(sidebar().getByLabelText('Año de graduación')).toHaveValue('2027');
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes the typed filters on 'Aplicar filtros' only, and empties them on 'Borrar Filtros'", async () => {
    const user = userEvent.setup();
    const { environment } = renderCreatives();
    await answer(environment, [card({ username: 'ana' })]);
    await user.type(sidebar().getByLabelText('Ciudad'), 'Bilbao');
    await user.selectOptions(sidebar().getByLabelText('País'), 'España');
    expect(searchNow()).toBe('');
    await user.click(sidebar().getByRole('button', { name: CREATIVES_TEXTS.apply }));
    await waitFor(() => expect(new URLSearchParams(searchNow()!).get('city')).toBe('Bilbao'));
    expect(lastVariables(environment)).toMatchObject({ city: 'Bilbao', country: 'España', internshipsOnly: false });
    await answer(environment, []);
    expect(screen.getByText(CREATIVES_TEXTS.empty)).toBeInTheDocument();
    await user.click(sidebar().getByRole('button', { name: CREATIVES_TEXTS.clear }));
    await waitFor(() => expect(searchNow()).toBe(''));
    expect(sidebar().getByLabelText('Ciudad')).toHaveValue('');
  });

  it("the 'Disponible para prácticas' tab asks for internships only", async () => {
    const user = userEvent.setup();
    const { environment } = renderCreatives();
    await answer(environment, []);
    await user.click(screen.getByRole('tab', { name: CREATIVES_TEXTS.internshipsTab }));
    await waitFor(() => expect(searchNow()).toBe('?practicas=1'));
    expect(lastVariables(environment)).toMatchObject({ internshipsOnly: true });
  });
});

describe('Creative cards', () => {
  it("shows up to 3 tags, else 'Sin etiquetas', the name or the username, and the default avatar", async () => {
    const { environment } = renderCreatives();
    await answer(environment, [
      card({ username: 'ana', fullName: 'Ana Ruiz', tags: ['Patronaje', 'Bordado', 'Estilismo', 'Costura'] }),
      card({ username: 'bruno' }),
    ]);
    const ana = screen.getByRole('link', { name: /Ana Ruiz/ });
    expect(within(ana).getByText('Estilismo')).toBeInTheDocument();
    expect(within(ana).queryByText('Costura')).not.toBeInTheDocument();
    expect(within(ana).getByText('Madrid, España')).toBeInTheDocument();
    const bruno = screen.getByRole('link', { name: /bruno/ });
    expect(within(bruno).getByText(CREATIVES_TEXTS.noTags)).toBeInTheDocument();
    expect(bruno.querySelector('img')?.getAttribute('src')).toBe(defaultAvatar);
    expect(screen.getByText(CREATIVES_TEXTS.noMore)).toBeInTheDocument();
  });

  it('sends an anonymous visitor to the landing page (register dialog) instead of the profile', async () => {
    const { environment } = renderCreatives();
    await answer(environment, [card({ username: 'ana', fullName: 'Ana Ruiz' })]);
    expect(screen.getByRole('link', { name: /Ana Ruiz/ })).toHaveAttribute('href', '/');
  });

  it('shows the failure text with a retry button when the list cannot be loaded', async () => {
    const { environment } = renderCreatives();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('caído')));
    expect(await screen.findByText(CREATIVES_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('The draggable filter button', () => {
  function press(button: HTMLElement, dx: number) {
    fireEvent.pointerDown(button, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 100 + dx, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 100 + dx, clientY: 100, pointerId: 1 });
    fireEvent.click(button);
  }

  it('opens the filters on a press that moves 3 px or less, and moves instead on a longer drag', () => {
    const onOpen = vi.fn();
    render(<DraggableFilterButton onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: CREATIVES_TEXTS.openFilters });
    press(button, 3);
    expect(onOpen).toHaveBeenCalledTimes(1);
    press(button, 20);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button.style.transform).toBe('translate(20px, 0px)');
    press(button, 0);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
