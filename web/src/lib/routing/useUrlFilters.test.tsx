import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TYPING_DEBOUNCE_MS, useUrlFilters, type UrlFilters } from './useUrlFilters';

interface Filters {
  city: string;
  tab: string;
}

const codec: UrlFilters<Filters, 'city'> = {
  fromSearch: (search) => ({ city: search.get('ciudad') ?? '', tab: search.get('tab') ?? '' }),
  withFilters: (current, { city, tab }) => {
    const next = new URLSearchParams(current);
    for (const [name, value] of [
      ['ciudad', city],
      ['tab', tab],
    ] as const) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    return next;
  },
  textFields: ['city'],
  none: { city: '', tab: '' },
};

function Filtered() {
  const { typed, type, choose } = useUrlFilters(codec);
  return (
    <>
      <input aria-label="Ciudad" value={typed.city} onChange={(event) => type('city', event.target.value)} />
      <button type="button" onClick={() => choose({ tab: 'practicas' })}>
        Prácticas
      </button>
    </>
  );
}

/** A screen whose list loads until `release` is called, as on a slow line. */
function renderSlowList() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const router = createMemoryRouter([{ path: '/', element: <Filtered />, loader: () => gate.then(() => null) }], {
    initialEntries: ['/'],
    hydrationData: { loaderData: { '0': null } },
  });
  render(<RouterProvider router={router} />);
  return { router, release };
}

describe('useUrlFilters', () => {
  it('keeps a choice whose list is still loading when typed text reaches the URL after it', async () => {
    const user = userEvent.setup();
    const { router, release } = renderSlowList();
    await user.click(screen.getByRole('button', { name: 'Prácticas' }));
    expect(router.state.navigation.state).toBe('loading');
    await user.type(screen.getByLabelText('Ciudad'), 'Madrid');
    await act(() => new Promise((resolve) => setTimeout(resolve, TYPING_DEBOUNCE_MS + 50)));
    await act(async () => release());
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ tab: 'practicas', ciudad: 'Madrid' });
  });

  it('keeps a choice whose list arrived while typed text waited for its pause', async () => {
    const user = userEvent.setup();
    const { router, release } = renderSlowList();
    await user.click(screen.getByRole('button', { name: 'Prácticas' }));
    await user.type(screen.getByLabelText('Ciudad'), 'Madrid');
    await act(async () => release());
    expect(router.state.navigation.state).toBe('idle');
    await act(() => new Promise((resolve) => setTimeout(resolve, TYPING_DEBOUNCE_MS + 50)));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ tab: 'practicas', ciudad: 'Madrid' });
  });
});
