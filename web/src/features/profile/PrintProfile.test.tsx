import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { GraphQLRequestError } from '../../lib/relay/environment';
import { operationNames, renderProfile, testUser, userPayload, STUDIES } from './profileTesting';

installFakeIntersectionObserver();

let print: Mock;

// jsdom cannot print: the frame's window is stood in for; its document is jsdom's own.
beforeEach(() => {
  print = vi.fn();
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue({
    focus: vi.fn(),
    print,
  } as unknown as Window);
});

afterEach(() => {
  // A frame whose 2 s had not passed when a test ended.
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const column = () => screen.getByRole('complementary', { name: 'Datos del perfil' });
const frames = () => [...document.querySelectorAll('iframe')];

const printedUser = testUser({
  isViewer: true,
  displayName: 'Ana <b>Pérez</b>',
  summary: 'Diez años entre talleres.',
  education: [STUDIES],
  skills: ['Creatividad'],
  software: ['Clo3D'],
  languages: ['Inglés'],
  social: { ...testUser().social, contactEmail: 'ana@correo.es' },
});

async function openOwnProfile(user = printedUser) {
  const rendered = await renderProfile({ path: '/ControlPanel/profile', user });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return rendered;
}

async function clickPrint() {
  await act(async () => fireEvent.click(within(column()).getByRole('button', { name: 'Imprimir perfil' })));
}

async function answerPrintQuery(environment: MockEnvironment, user: ReturnType<typeof testUser> | null) {
  expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('usePrintProfileQuery');
  await act(async () => environment.mock.resolveMostRecentOperation((operation) => userPayload(operation, user)));
}

/** jsdom loads no style sheet: the frame's link is told it loaded (or failed). */
async function stylesheetLoads(event: 'load' | 'error' = 'load') {
  const link = frames().at(-1)!.contentDocument!.querySelector('link[rel="stylesheet"]')!;
  await act(async () => link.dispatchEvent(new Event(event)));
}

/** The print query answered and the frame's style sheet loaded: what the browser prints. */
async function printWhenReady(environment: MockEnvironment, user: ReturnType<typeof testUser>) {
  await answerPrintQuery(environment, user);
  await stylesheetLoads();
}

describe('printing the profile', () => {
  it('prints a CV from a hidden frame, with user text escaped, and removes the frame after 2 s', async () => {
    const { environment } = await openOwnProfile();
    await clickPrint();
    await answerPrintQuery(environment, printedUser);
    // Printed only once its style sheet, a file (no inline style under the CSP), has loaded.
    expect(print).not.toHaveBeenCalled();
    const [frame] = frames();
    const doc = frame!.contentDocument!;
    expect(doc.querySelector('style')).toBeNull();
    // (Vitest serves no CSS: the file's URL is checked in the browser test.)
    expect(doc.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    await stylesheetLoads();
    expect(print).toHaveBeenCalledTimes(1);
    expect(doc.querySelector('h1')?.textContent).toBe('Ana <b>Pérez</b>');
    expect(doc.querySelector('b')).toBeNull();
    const headings = [...doc.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).toEqual(['Contacto', 'Resumen', 'Formación', 'Habilidades', 'Software', 'Idiomas']);
    expect(doc.body.textContent).toContain('ana@correo.es');
    expect(doc.body.textContent).toContain('Grado en Diseño de Moda · IED Madrid');
    act(() => vi.advanceTimersByTime(1999));
    expect(frames()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(frames()).toHaveLength(0);
  });

  it('prints the company sections for a company', async () => {
    const company = testUser({
      isViewer: true,
      role: 'PROFESSIONAL',
      professionalType: 'COMPANY',
      displayName: 'Telares SL',
      milestones: [{ date: '03 / 2021', name: 'Premio Textil', entity: 'Cámara', description: 'Mejor tejido.' }],
      companyTags: ['Sostenible'],
    });
    const { environment } = await openOwnProfile(company);
    await clickPrint();
    await printWhenReady(environment, company);
    const doc = frames()[0]!.contentDocument!;
    expect([...doc.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Contacto',
      'Resumen',
      'Hitos',
      'Etiquetas de la empresa',
    ]);
  });

  it('ignores another print within 5 s of the last one', async () => {
    const { environment } = await openOwnProfile();
    await clickPrint();
    await printWhenReady(environment, printedUser);
    await clickPrint();
    act(() => vi.advanceTimersByTime(4999));
    await clickPrint();
    expect(print).toHaveBeenCalledTimes(1);
    expect(operationNames(environment)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    await clickPrint();
    await printWhenReady(environment, printedUser);
    expect(print).toHaveBeenCalledTimes(2);
  });

  it("asks to wait while the profile's data loads", async () => {
    await openOwnProfile();
    await clickPrint();
    expect(print).not.toHaveBeenCalled();
    await clickPrint();
    expect(within(column()).getByRole('alert')).toHaveTextContent(
      'Cargando datos del perfil. Por favor, espere un momento.',
    );
  });

  it.each([
    ['answers no profile', (environment: MockEnvironment) => answerPrintQuery(environment, null)],
    [
      'fails',
      (environment: MockEnvironment) =>
        act(async () =>
          environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected error.', undefined)),
        ),
    ],
  ])('says the data could not be loaded when the server %s', async (_case, answer) => {
    const { environment } = await openOwnProfile();
    await clickPrint();
    await answer(environment);
    expect(print).not.toHaveBeenCalled();
    expect(within(column()).getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los datos del perfil. Por favor, intenta nuevamente.',
    );
  });

  it('says printing failed when the browser cannot print, leaving no frame behind', async () => {
    print.mockImplementation(() => {
      throw new Error('blocked');
    });
    const { environment } = await openOwnProfile();
    await clickPrint();
    await printWhenReady(environment, printedUser);
    expect(within(column()).getByRole('alert')).toHaveTextContent(
      'Hubo un problema al intentar imprimir. Por favor, inténtalo de nuevo.',
    );
    expect(frames()).toHaveLength(0);
  });

  it('says printing failed when its style sheet does not load, printing nothing and leaving no frame', async () => {
    const { environment } = await openOwnProfile();
    await clickPrint();
    await answerPrintQuery(environment, printedUser);
    await stylesheetLoads('error');
    expect(print).not.toHaveBeenCalled();
    expect(within(column()).getByRole('alert')).toHaveTextContent(
      'Hubo un problema al intentar imprimir. Por favor, inténtalo de nuevo.',
    );
    expect(frames()).toHaveLength(0);
  });
});
