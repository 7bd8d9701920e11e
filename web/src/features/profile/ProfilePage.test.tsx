import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { GraphQLRequestError } from '../../lib/relay/environment';
import { PROFILE_LOAD_ERROR } from './ProfileLoadError';
import { profileLayout } from './profileLayout';
import {
  LONG_TEXT,
  openProfile,
  operationNames,
  posts,
  renderProfile,
  resolveWith,
  testUser,
  STUDIES,
  userPayload,
} from './profileTesting';

installFakeIntersectionObserver();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('which layout a profile has', () => {
  it('company types 1, 2 and 3 the company one, 4 the institution one, everyone else the CV', () => {
    expect(profileLayout('BRAND')).toBe('company');
    expect(profileLayout('COMPANY')).toBe('company');
    expect(profileLayout('AGENCY')).toBe('company');
    expect(profileLayout('INSTITUTION')).toBe('institution');
    expect(profileLayout('OTHER')).toBe('cv');
    expect(profileLayout(null)).toBe('cv');
  });
});

describe('the left column', () => {
  it('shows photo, name, @username, location, title, tags, bio, website and the counts', async () => {
    await renderProfile();
    const column = screen.getByRole('complementary', { name: 'Datos del perfil' });
    expect(within(column).getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeInTheDocument();
    for (const text of [
      '@ana',
      'Madrid, España',
      'Patronista',
      'Patronaje',
      'Costura',
      'Diseñadora de moda sostenible.',
    ]) {
      expect(within(column).getByText(text)).toBeInTheDocument();
    }
    expect(within(column).getByRole('link', { name: 'ana.es' })).toHaveAttribute('href', 'https://ana.es/');
    expect(within(column).getByTestId('followers-count')).toHaveTextContent('7');
    expect(within(column).getByTestId('following-count')).toHaveTextContent('3');
    expect(document.title).toMatch(/^Ana Pérez · /);
  });

  it("on the own profile offers 'Editar perfil' instead of following, titled 'Mi perfil'", async () => {
    await renderProfile({ path: '/ControlPanel/profile', user: testUser({ isViewer: true }) });
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', '/ControlPanel/editProfile');
    expect(screen.getByRole('button', { name: 'Imprimir perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seguir' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Mi perfil · /);
  });

  it('shows the own profile with its own actions when the URL names the signed-in user', async () => {
    await renderProfile({ path: '/ControlPanel/profile/ana', user: testUser({ isViewer: true }) });
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contactar' })).not.toBeInTheDocument();
  });
});

describe('the Portfolio tab', () => {
  it('fills the gallery to 15 slots with placeholders, each post linking to its page', async () => {
    await renderProfile({ posts: posts(3) });
    const gallery = screen.getByRole('list', { name: 'Publicaciones' });
    expect(within(gallery).getAllByTestId('gallery-slot')).toHaveLength(15);
    const links = within(gallery).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/ControlPanel/post/p0');
    expect(links[0]).toHaveAccessibleName('Publicación 0');
  });

  it("marks the author's hidden posts, with the reason in the link's name", async () => {
    const [hidden, shown] = posts(2);
    await renderProfile({
      posts: [{ ...hidden!, moderation: { reasonLabel: 'Spam o publicidad no deseada' } }, shown!],
    });
    const links = within(screen.getByRole('list', { name: 'Publicaciones' })).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Publicación 0 (Oculta por moderación: Spam o publicidad no deseada)');
    expect(links[0]).toHaveTextContent('Oculta');
    expect(links[1]).toHaveAccessibleName('Publicación 1');
  });

  it('shows every post past 15, without placeholders', async () => {
    await renderProfile({ posts: posts(18) });
    const gallery = screen.getByRole('list', { name: 'Publicaciones' });
    expect(within(gallery).getAllByTestId('gallery-slot')).toHaveLength(18);
    expect(within(gallery).getAllByRole('link')).toHaveLength(18);
  });

  it('keeps 15 empty slots and says so when there is no post yet', async () => {
    await renderProfile({ posts: [] });
    expect(screen.getByText(/Todavía no hay publicaciones\./)).toBeInTheDocument();
    expect(screen.getAllByTestId('gallery-slot')).toHaveLength(15);
  });

  it('switches to the individual view, one post below the other with its title', async () => {
    await renderProfile({ posts: posts(2) });
    fireEvent.click(screen.getByRole('button', { name: 'Individual' }));
    expect(screen.getByRole('button', { name: 'Individual' })).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('list', { name: 'Publicaciones' });
    expect(within(list).getByRole('heading', { name: 'Publicación 1' })).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[1]).toHaveAttribute('href', '/ControlPanel/post/p1');
    expect(screen.queryAllByTestId('gallery-slot')).toHaveLength(0);
  });
});

describe('the tabs', () => {
  it('a creative has Portfolio and Acerca de, moved along with the arrow keys', async () => {
    await renderProfile();
    expect(tabNames()).toEqual(['Portfolio', 'Acerca de']);
    const [portfolio, about] = screen.getAllByRole('tab');
    expect(portfolio).toHaveAttribute('aria-selected', 'true');
    portfolio!.focus();
    fireEvent.keyDown(portfolio!, { key: 'ArrowRight' });
    expect(about).toHaveFocus();
    fireEvent.keyDown(about!, { key: 'ArrowRight' });
    expect(portfolio).toHaveFocus();
    fireEvent.keyDown(portfolio!, { key: 'End' });
    fireEvent.click(about!);
    expect(about).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Acerca de');
  });

  it.each(['BRAND', 'COMPANY', 'AGENCY', 'INSTITUTION'])('type %s has an Ofertas tab', async (type) => {
    await renderProfile({ user: testUser({ role: 'PROFESSIONAL', professionalType: type }) });
    expect(tabNames()).toEqual(['Portfolio', 'Acerca de', 'Ofertas']);
  });

  it('type OTHER has the CV and no Ofertas tab', async () => {
    await renderProfile({ user: testUser({ role: 'PROFESSIONAL', professionalType: 'OTHER', summary: 'Hola' }) });
    expect(tabNames()).toEqual(['Portfolio', 'Acerca de']);
  });
});

const cvUser = testUser({
  summary: 'Diez años entre talleres.',
  education: [STUDIES],
  experience: [
    {
      title: 'Patronista',
      company: 'Telares SL',
      location: 'Vigo',
      description: 'Patrones de punto.',
      startMonth: 1,
      startYear: 2020,
      endMonth: 12,
      endYear: 2022,
      currentlyWorking: false,
    },
  ],
  skills: ['Creatividad'],
  software: ['Clo3D'],
  languages: ['Español', 'Inglés'],
  contract: { internship: true, fullTime: false, partTime: true },
  workplace: { onSite: false, remote: true, hybrid: false },
  social: {
    contactEmail: 'ana@correo.es',
    website: null,
    instagram: 'https://www.instagram.com/ana.moda',
    linkedin: 'https://www.linkedin.com/in/ana-perez/',
    behance: null,
    tumblr: null,
    youtube: 'https://www.youtube.com/@anacose',
    pinterest: null,
  },
  cv: { url: '/media/cv.pdf', fileName: 'cv-ana.pdf' },
  portfolio: null,
});

describe('the Acerca de tab', () => {
  it("shows a creative's CV read-only, social handles without their prefix", async () => {
    await renderProfile({ user: cvUser });
    fireEvent.click(screen.getByRole('tab', { name: 'Acerca de' }));
    const panel = screen.getByRole('tabpanel');
    const section = (name: string) => within(panel).getByRole('region', { name });
    expect(within(section('Resumen')).getByText('Diez años entre talleres.')).toBeInTheDocument();
    expect(within(section('Formación')).getByText('Sep. 2019 – Actualidad')).toBeInTheDocument();
    expect(within(section('Formación')).getByText('IED Madrid · Madrid')).toBeInTheDocument();
    expect(within(section('Experiencia profesional')).getByText('Ene. 2020 – Dic. 2022')).toBeInTheDocument();
    expect(within(section('Habilidades')).getByText('Creatividad')).toBeInTheDocument();
    expect(within(section('Software')).getByText('Clo3D')).toBeInTheDocument();
    expect(within(section('Idiomas')).getByText('Inglés')).toBeInTheDocument();
    expect(within(section('Busco')).getByText('Prácticas, Tiempo parcial')).toBeInTheDocument();
    expect(within(section('Busco')).getByText('Remoto')).toBeInTheDocument();
    expect(within(section('Contacto')).getByRole('link', { name: 'ana@correo.es' })).toHaveAttribute(
      'href',
      'mailto:ana@correo.es',
    );
    const social = section('Redes sociales');
    expect(within(social).getByRole('link', { name: 'ana.moda' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/ana.moda',
    );
    expect(within(social).getByRole('link', { name: 'ana-perez' })).toBeInTheDocument();
    expect(within(social).getByRole('link', { name: 'anacose' })).toBeInTheDocument();
    expect(within(section('Documentos')).getByRole('link', { name: 'CV: cv-ana.pdf' })).toHaveAttribute(
      'href',
      '/media/cv.pdf',
    );
    expect(within(panel).queryByRole('region', { name: 'Hitos' })).not.toBeInTheDocument();
  });

  it('shows the company sections with milestones for a company', async () => {
    await renderProfile({
      user: testUser({
        role: 'PROFESSIONAL',
        professionalType: 'COMPANY',
        displayName: 'Telares SL',
        summary: 'Tejidos desde 1950.',
        milestones: [{ date: '03 / 2021', name: 'Premio Textil', entity: 'Cámara', description: 'Mejor tejido.' }],
        skills: ['Tejeduría'],
        languages: ['Gallego'],
        companyTags: ['Sostenible'],
        social: { ...cvUser.social, website: 'https://telares.es' },
      }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Acerca de' }));
    const panel = screen.getByRole('tabpanel');
    const section = (name: string) => within(panel).getByRole('region', { name });
    expect(within(section('Hitos')).getByRole('heading', { name: 'Premio Textil' })).toBeInTheDocument();
    expect(within(section('Hitos')).getByText('03 / 2021')).toBeInTheDocument();
    expect(within(section('Contacto de la empresa')).getByRole('link', { name: 'telares.es' })).toBeInTheDocument();
    expect(within(section('Etiquetas de la empresa')).getByText('Sostenible')).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Formación' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    await renderProfile();
    fireEvent.click(screen.getByRole('tab', { name: 'Acerca de' }));
    expect(screen.getByText('Este perfil todavía no tiene información.')).toBeInTheDocument();
  });
});

function offerEdges(count: number, node: (index: number) => object) {
  return {
    edges: Array.from({ length: count }, (_, index) => ({ cursor: `o${index}`, node: node(index) })),
    pageInfo: { hasNextPage: false, endCursor: null },
    totalCount: count,
  };
}

describe('the Ofertas tab', () => {
  it("loads a company's job offers when opened, descriptions cut at 120 characters plus '…'", async () => {
    const { environment } = await renderProfile({
      user: testUser({ role: 'PROFESSIONAL', professionalType: 'BRAND', displayName: 'Marca' }),
    });
    expect(operationNames(environment)).not.toContain('OffersPanelJobQuery');
    fireEvent.click(screen.getByRole('tab', { name: 'Ofertas' }));
    expect(await screen.findByText('Cargando ofertas...')).toBeInTheDocument();
    expect(operationNames(environment)).toContain('OffersPanelJobQuery');
    await resolveWith(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'User', id: 'user-ana' }),
        JobOfferConnection: () =>
          offerEdges(2, (index) => ({
            id: `job-${index}`,
            internalID: `j${index}`,
            position: `Oferta ${index}`,
            companyName: 'Marca',
            city: 'Vigo',
            jobType: 'INTERNSHIP',
            locationType: 'HYBRID',
            description: index === 0 ? LONG_TEXT : 'Corta.',
            publicationDate: '2025-03-03T10:00:00.000Z',
          })),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Ofertas de empleo' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Oferta 0' })).toHaveAttribute(
      'href',
      '/ControlPanel/JobOfferDetail/j0',
    );
    expect(within(first!).getByText('Marca · Vigo · Prácticas · Híbrido')).toBeInTheDocument();
    const cut = `${[...LONG_TEXT].slice(0, 120).join('').trimEnd()}…`;
    expect(within(first!).getByText(cut)).toBeInTheDocument();
    expect(within(first!).getByText('Publicada el 3 de marzo de 2025')).toBeInTheDocument();
    expect(within(second!).getByText('Corta.')).toBeInTheDocument();
  });

  it("lists an institution's educational offers, each opening its detail", async () => {
    const { environment } = await renderProfile({
      user: testUser({ role: 'PROFESSIONAL', professionalType: 'INSTITUTION' }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Ofertas' }));
    await screen.findByText('Cargando ofertas...');
    expect(operationNames(environment)).toContain('OffersPanelEducationalQuery');
    await resolveWith(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'User', id: 'user-ana' }),
        EducationalOfferConnection: () =>
          offerEdges(1, () => ({
            id: 'edu-1',
            internalID: 'e1',
            programName: 'Máster en Moda',
            city: 'Bilbao',
            modality: 'ONLINE',
            description: `<p><b>Incluye</b> ${LONG_TEXT}</p>`,
            publicationDate: '2025-03-03T10:00:00.000Z',
          })),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Ofertas educativas' });
    expect(within(list).getByRole('link', { name: 'Máster en Moda' })).toHaveAttribute(
      'href',
      '/ControlPanel/EducationalOfferDetail/e1',
    );
    expect(within(list).getByText('Bilbao · Online')).toBeInTheDocument();
    // A list shows the words of a formatted description, never its tags.
    const excerpt = `${[...`Incluye ${LONG_TEXT}`].slice(0, 120).join('').trimEnd()}…`;
    expect(within(list).getByText(excerpt)).toBeInTheDocument();
  });

  it.each([
    ['COMPANY', 'Todavía no has publicado ninguna oferta.', 'Crear una oferta', '/ControlPanel/createOffer'],
    [
      'INSTITUTION',
      'Todavía no has publicado ninguna oferta educativa.',
      'Crear una oferta educativa',
      '/ControlPanel/createEducationalOffer',
    ],
  ])('on the own %s profile, the empty tab links to creating one', async (type, text, link, href) => {
    const { environment } = await renderProfile({
      path: '/ControlPanel/profile',
      user: testUser({ role: 'PROFESSIONAL', professionalType: type, isViewer: true }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Ofertas' }));
    await screen.findByText('Cargando ofertas...');
    await resolveWith(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'User', id: 'user-ana' }),
        JobOfferConnection: () => offerEdges(0, () => ({})),
        EducationalOfferConnection: () => offerEdges(0, () => ({})),
      }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it("on another company's profile the empty tab only says so", async () => {
    const { environment } = await renderProfile({
      user: testUser({ role: 'PROFESSIONAL', professionalType: 'AGENCY' }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Ofertas' }));
    await screen.findByText('Cargando ofertas...');
    await resolveWith(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'User', id: 'user-ana' }),
        JobOfferConnection: () => offerEdges(0, () => ({})),
      }),
    );
    expect(await screen.findByText('Esta empresa todavía no tiene ofertas publicadas.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear una oferta' })).not.toBeInTheDocument();
  });
});

describe('offers that cannot be loaded', () => {
  it("say so in the tab, keeping the profile, and 'Reintentar' asks again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { environment } = await renderProfile({
      user: testUser({ role: 'PROFESSIONAL', professionalType: 'COMPANY' }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Ofertas' }));
    await screen.findByText('Cargando ofertas...');
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected error.', undefined)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las ofertas.');
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Cargando ofertas...');
    await resolveWith(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'User', id: 'user-ana' }),
        JobOfferConnection: () => offerEdges(0, () => ({})),
      }),
    );
    expect(await screen.findByText('Esta empresa todavía no tiene ofertas publicadas.')).toBeInTheDocument();
  });
});

describe('a profile that cannot be shown', () => {
  it('an unknown username shows the spec text and the way back to the explorer', async () => {
    await renderProfile({ path: '/ControlPanel/profile/nadie', user: null });
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_LOAD_ERROR);
    fireEvent.click(screen.getByRole('link', { name: 'Volver al explorador' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/ControlPanel/explorer');
  });

  it('a failed load shows the same text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { environment } = await openProfile('/ControlPanel/profile/ana');
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected error.', undefined)),
    );
    expect(await screen.findByText(PROFILE_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al explorador' })).toBeInTheDocument();
  });

  it('a refused session goes on to the shell, which ends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { environment } = await openProfile('/ControlPanel/profile');
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Token inválido.', 'UNAUTHENTICATED')),
    );
    expect(await screen.findByText('Error del panel')).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_LOAD_ERROR)).not.toBeInTheDocument();
  });

  it('another profile opens on its first tab', async () => {
    const { environment, router } = await renderProfile();
    fireEvent.click(screen.getByRole('tab', { name: 'Acerca de' }));
    await act(async () => router.navigate('/ControlPanel/profile/luis'));
    await resolveWith(environment, (operation) =>
      userPayload(operation, testUser({ id: 'user-luis', username: 'luis', displayName: 'Luis' })),
    );
    await screen.findByRole('heading', { level: 1, name: 'Luis' });
    expect(screen.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');
  });
});
