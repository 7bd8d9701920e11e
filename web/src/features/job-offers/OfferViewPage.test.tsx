import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import { OFFER_TEXTS } from './offersTexts';
import * as OfferViewPage from './OfferViewPage';

function testOffer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'JobOffer',
    id: 'Sm9iT2ZmZXI6bzE=',
    internalID: 'o1',
    position: 'Estilista de producción',
    companyName: 'Pasarela Sur',
    companyLogo: null,
    status: 'ACCEPTED',
    jobType: 'PART_TIME',
    locationType: 'REMOTE',
    duration: '6 meses',
    experience: null,
    experienceYears: null,
    salary: { min: 900, max: null, currency: 'EUR', period: 'MONTH' },
    publicationDate: '2026-03-03T10:00:00.000Z',
    description: 'Estilismo de campañas.',
    functions: 'Preparar los looks.',
    requiredProfile: 'Ojo para el color.',
    tags: ['Estilismo'],
    hardSkills: ['Estilismo'],
    softSkills: [],
    isExternal: false,
    externalLink: null,
    viewerIsOwner: false,
    viewerHasReported: false,
    moderation: null,
    viewerApplication: null,
    extraQuestions: [],
    publisher: { __typename: 'User', id: 'VXNlcjpw', username: 'pasarela-sur' },
    ...overrides,
  };
}

async function renderView(offer: object | null = testOffer()) {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes([{ path: routePatterns.offerView, handle: access.signedIn, ...OfferViewPage }], {
    initialEntries: ['/ControlPanel/offer/o1'],
  });
  await act(async () =>
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Query: () => ({ jobOffer: offer }) }),
    ),
  );
  return rendered;
}

afterEach(() => localStorage.clear());

describe('Offer view', () => {
  it("shows 'Activa', the detail grid, the texts and the company panel linking to the profile", async () => {
    await renderView();
    expect(screen.getByText('Activa')).toBeInTheDocument();
    const grid = screen.getByLabelText('Detalles de la oferta');
    expect(
      within(grid)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Tipo de contrato', 'Modalidad', 'Duración', 'Experiencia', 'Salario']);
    expect(grid).toHaveTextContent('Tiempo parcial');
    expect(grid).toHaveTextContent('Desde 900 € al mes');
    expect(grid).toHaveTextContent('Remoto');
    expect(grid).toHaveTextContent('6 meses');
    expect(screen.getByRole('region', { name: 'Descripción' })).toHaveTextContent('Estilismo de campañas.');
    expect(screen.getByRole('link', { name: 'Ver el perfil de la empresa' })).toHaveAttribute(
      'href',
      '/ControlPanel/profile/pasarela-sur',
    );
    expect(screen.getByRole('button', { name: OFFER_TEXTS.apply })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: OFFER_TEXTS.edit })).not.toBeInTheDocument();
  });

  // Issue 24 (EU pay transparency): the salary is said even when the offer states none.
  it("says 'No indicado' under 'Salario' when the offer states no salary", async () => {
    await renderView(testOffer({ salary: null }));
    const salary = within(screen.getByLabelText('Detalles de la oferta')).getByText('Salario');
    expect(salary.nextElementSibling).toHaveTextContent('No indicado');
  });

  it("labels any other state 'Cerrada' and gives the owner 'Editar oferta'", async () => {
    await renderView(testOffer({ status: 'CANCELLED', viewerIsOwner: true }));
    expect(screen.getByText('Cerrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OFFER_TEXTS.edit })).toHaveAttribute('href', '/ControlPanel/edit-offer/o1');
  });

  it("opens an external offer's site in a new tab", async () => {
    await renderView(testOffer({ isExternal: true, externalLink: 'https://sur.example.com/empleo' }));
    const link = screen.getByRole('link', { name: /Aplicar en la web externa/ });
    expect(link).toHaveAttribute('href', 'https://sur.example.com/empleo');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("says 'Oferta no encontrada' with 'Volver'", async () => {
    await renderView(null);
    expect(screen.getByRole('heading', { name: OFFER_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OFFER_TEXTS.back })).toBeInTheDocument();
  });

  it('says the offer could not be loaded when the request fails', async () => {
    localStorage.setItem('authToken', 'token');
    const { environment } = renderRoutes(
      [{ path: routePatterns.offerView, handle: access.signedIn, ...OfferViewPage }],
      { initialEntries: ['/ControlPanel/offer/o1'] },
    );
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('caído')));
    expect(await screen.findByRole('heading', { name: OFFER_TEXTS.viewLoadFailed })).toBeInTheDocument();
  });
});

describe('reporting and hiding the offer (issue 24)', () => {
  it("offers 'Denunciar' to anyone but the owner", async () => {
    await renderView();
    expect(screen.getByRole('button', { name: 'Denunciar' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('tells the owner why the offer was hidden', async () => {
    await renderView(
      testOffer({ viewerIsOwner: true, moderation: { reasonLabel: 'Acoso o discurso de odio', note: null } }),
    );
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Motivo: Acoso o discurso de odio.');
  });
});
