import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import * as EducationalOfferDetailPage from './EducationalOfferDetailPage';
import { durationText } from '../../lib/studyDuration';
import { dateText, EDUCATIONAL_OFFER_TEXTS as TEXTS, enrollmentText, priceText } from './offerFormat';

const routes: RouteObject[] = [
  { path: routePatterns.educationalOffer, handle: access.public, ...EducationalOfferDetailPage },
];

const image = (name: string) => ({ url: `/media/${name}.webp`, width: 800, height: 600, srcSet: '' });

function testOffer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EducationalOffer',
    id: 'RWR1Y2F0aW9uYWxPZmZlcjplMQ==',
    programName: 'Máster en Diseño de Moda',
    studyType: 'Máster oficial',
    institutionName: 'Escuela de Moda',
    city: 'Madrid',
    knowledgeArea: 'Moda',
    modality: 'HYBRID',
    duration: { value: 18, unit: 'MONTHS' },
    enrollmentStart: { day: 20, month: 'SEPTEMBER' },
    enrollmentEnd: { day: 10, month: 'JULY' },
    publicationDate: '2026-03-03T10:00:00.000Z',
    description:
      '<b>Incluye</b> un programa intensivo.\nPrácticas <i onclick="alert(1)">en taller</i><script>alert(2)</script>',
    requirements: ['Grado previo', 'Portfolio'],
    syllabus: '<ul><li>Patronaje</li><li>Moulage</li></ul><img src=x onerror="alert(1)">',
    banner: image('banner'),
    gallery: [image('a'), image('b'), image('c')],
    price: { amount: 4500, currency: 'EUR' },
    startDate: '2026-09-01',
    endDate: '2028-06-30',
    brochureUrl: 'https://escuela.example.com/folleto.pdf',
    applicationLink: 'https://escuela.example.com/admision',
    contactInfo: '<p>Escuela de Moda</p><p><a href="mailto:info@escuela.es">info@escuela.es</a></p>',
    viewerIsOwner: false,
    viewerHasReported: false,
    moderation: null,
    ...overrides,
  };
}

async function renderDetail(offer: object | null = testOffer()) {
  const rendered = renderRoutes(routes, { initialEntries: ['/ControlPanel/EducationalOfferDetail/e1'] });
  await act(async () =>
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Query: () => ({ educationalOffer: offer }) }),
    ),
  );
  return { user: userEvent.setup(), ...rendered };
}

describe('offer wording', () => {
  // Issue 17: in the unit the institution chose, singular for 1.
  it('words a duration in its own unit', () => {
    expect(durationText({ value: 1, unit: 'MONTHS' })).toBe('1 mes');
    expect(durationText({ value: 18, unit: 'MONTHS' })).toBe('18 meses');
    expect(durationText({ value: 1, unit: 'YEARS' })).toBe('1 año');
    expect(durationText({ value: 2, unit: 'YEARS' })).toBe('2 años');
    expect(durationText({ value: 0, unit: 'YEARS' })).toBe('');
    expect(durationText({ value: 3, unit: 'WEEKS' })).toBe('');
  });

  it('words an enrollment period, across the new year when it ends earlier in the year', () => {
    expect(enrollmentText({ day: 1, month: 'MARCH' }, { day: 30, month: 'JUNE' })).toBe(
      'Del 1 de marzo al 30 de junio',
    );
    expect(enrollmentText({ day: 20, month: 'SEPTEMBER' }, { day: 10, month: 'JULY' })).toBe(
      'Del 20 de septiembre al 10 de julio del año siguiente',
    );
    expect(enrollmentText({ day: 20, month: 'JUNE' }, { day: 10, month: 'JUNE' })).toBe(
      'Del 20 de junio al 10 de junio del año siguiente',
    );
    expect(enrollmentText(null, { day: 10, month: 'JULY' })).toBe('No especificada');
  });

  it('shows the price in its currency, EUR by default, and the fallbacks', () => {
    expect(priceText({ amount: 4500, currency: 'EUR' })).toMatch(/4\.?500,00\s€/);
    expect(priceText({ amount: 1200.5, currency: '' })).toMatch(/1\.?200,50\s€/);
    expect(priceText({ amount: 900, currency: 'USD' })).toMatch(/900,00\sUS\$/);
    expect(priceText(null)).toBe('Precio no especificado');
    expect(dateText(null)).toBe('No especificada');
    expect(dateText('2026-09-01')).toBe('1 de septiembre de 2026');
  });
});

describe('EducationalOfferDetailPage', () => {
  it('shows the header, tags, sections and the additional information', async () => {
    await renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Máster en Diseño de Moda' })).toBeInTheDocument();
    expect(screen.getByText('Máster oficial')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Datos del programa' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Madrid', 'Moda', 'Híbrida', '18 meses']);
    expect(screen.getByText('Publicada el 3 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Solicitar información/ })).toHaveAttribute(
      'href',
      'https://escuela.example.com/admision',
    );
    // The description's allowed formatting shows (its line break too); no tag is shown as text, none runs.
    const description = screen.getByRole('region', { name: 'Descripción' });
    expect(within(description).getByText('Incluye').tagName).toBe('B');
    expect(within(description).getByText('en taller').tagName).toBe('I');
    expect(description.querySelector('br')).not.toBeNull();
    expect(description).toHaveTextContent(/^Descripción\s*Incluye un programa intensivo\.\s*Prácticas en taller$/);
    expect(description.innerHTML).not.toMatch(/onclick|<script|alert/);
    expect(screen.getByText('Portfolio')).toBeInTheDocument();
    const syllabus = screen.getByRole('region', { name: 'Temario' });
    expect(within(syllabus).getByText('Moulage')).toBeInTheDocument();
    expect(syllabus.querySelector('img')).toBeNull();
    expect(screen.getByText('1 de septiembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('30 de junio de 2028')).toBeInTheDocument();
    expect(screen.getByText('Del 20 de septiembre al 10 de julio del año siguiente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Descargar folleto/ })).toHaveAttribute(
      'href',
      'https://escuela.example.com/folleto.pdf',
    );
    // With an application link the contact block is left out.
    expect(screen.queryByRole('region', { name: 'Contacto' })).not.toBeInTheDocument();
  });

  it('moves the gallery past the last image back to the first, and before the first to the last', async () => {
    const { user } = await renderDetail();
    const gallery = screen.getByRole('group', { name: 'Galería' });
    const shown = () => within(gallery).getByRole('img').getAttribute('src');
    expect(shown()).toBe('/media/a.webp');
    await user.click(within(gallery).getByRole('button', { name: 'Imagen anterior' }));
    expect(shown()).toBe('/media/c.webp');
    await user.click(within(gallery).getByRole('button', { name: 'Imagen siguiente' }));
    expect(shown()).toBe('/media/a.webp');
    await user.click(within(gallery).getByRole('button', { name: 'Imagen 3 de 3' }));
    expect(shown()).toBe('/media/c.webp');
    expect(within(gallery).getByRole('button', { name: 'Imagen 3 de 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(gallery).getByRole('button', { name: 'Imagen siguiente' }));
    expect(shown()).toBe('/media/a.webp');
  });

  it('falls back without price, dates, study type or application link, and then shows the contact', async () => {
    await renderDetail(
      testOffer({
        price: null,
        startDate: null,
        endDate: null,
        studyType: null,
        applicationLink: null,
        gallery: [],
        enrollmentStart: null,
      }),
    );
    expect(screen.getByText('Precio no especificado')).toBeInTheDocument();
    expect(screen.getAllByText('No especificada')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: /Solicitar información/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Galería' })).not.toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contacto' });
    expect(within(contact).getByRole('link', { name: 'info@escuela.es' })).toHaveAttribute(
      'href',
      'mailto:info@escuela.es',
    );
  });

  it("says 'No se encontró la oferta educativa.' for a missing offer", async () => {
    await renderDetail(null);
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Volver/ })).toBeInTheDocument();
  });

  it('says the load failed, with a retry', async () => {
    const { environment } = renderRoutes(routes, { initialEntries: ['/ControlPanel/EducationalOfferDetail/e1'] });
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.loadFailed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('reporting and hiding the offer (issue 24)', () => {
  it("offers 'Denunciar' beside 'Solicitar información', which opens the dialog", async () => {
    localStorage.setItem('authToken', 'token');
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    expect(screen.getByRole('dialog', { name: 'Denunciar oferta' })).toBeInTheDocument();
    localStorage.clear();
  });

  it("offers no 'Denunciar' to the owner, who reads why the offer was hidden", async () => {
    await renderDetail(
      testOffer({ viewerIsOwner: true, moderation: { reasonLabel: 'Otro motivo', note: 'Precio engañoso.' } }),
    );
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Solo tú puedes ver esta oferta');
    expect(notice).toHaveTextContent('Motivo: Otro motivo.');
    expect(notice).toHaveTextContent('Nota del equipo de moderación: Precio engañoso.');
  });
});
