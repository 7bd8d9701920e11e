import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { AccessGuard } from '../../components/AccessGuard';
import { UPLOAD_PROGRESS, type UploadProgressListener } from '../../lib/relay/environment';
import { registerPromptState } from '../../lib/routing/access';
import {
  fill,
  fillRequired,
  loadedOffer,
  OFFER_GLOBAL_ID,
  openCreate,
  openEdit,
  pending,
  savedPayload,
} from './jobOfferFormTesting';
import { jobOfferFormRoutes } from './routes';
import { SECTIONS } from './sections';

const VERIFIED = { role: 'PROFESSIONAL', isVerifiedProfessional: true, companyName: 'Atelier Sur' } as const;
const sent = (environment: Awaited<ReturnType<typeof openCreate>>['environment']) =>
  environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);

// Part 2 §2 Create / edit job offer, §4, §5 "Job offer", §6, §8 "Job offer".
describe('/ControlPanel/createOffer', { timeout: 15000 }, () => {
  beforeAll(() => Promise.all([import('./CreateJobOfferPage'), import('./EditJobOfferPage')]));
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every section with its sidebar anchor, the company name filled in', async () => {
    await openCreate(VERIFIED);
    const nav = screen.getByRole('navigation', { name: 'Secciones de la oferta' });
    for (const section of SECTIONS) {
      expect(within(nav).getByRole('link', { name: section.title })).toHaveAttribute('href', `#${section.id}`);
      expect(document.getElementById(section.id)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nombre de la empresa')).toHaveValue('Atelier Sur');
    expect(screen.getByLabelText('Tipo de contrato *')).toHaveValue('FULL_TIME');
    expect(screen.getByLabelText('Modalidad *')).toHaveValue('ON_SITE');
    expect(screen.getByRole('button', { name: 'Crear oferta' })).toBeEnabled();
  });

  it("answers 'Faltan campos: …' for blank required fields, sends nothing and keeps what was typed", async () => {
    const { user, environment } = await openCreate(VERIFIED);
    await user.type(screen.getByLabelText('Ciudad *'), 'Madrid');
    await user.click(screen.getByRole('button', { name: 'Crear oferta' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Faltan campos: Título del puesto, País, Descripción del empleador, Descripción del puesto, Perfil ideal',
    );
    expect(screen.getByLabelText('Título del puesto *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Título del puesto *')).toHaveFocus();
    expect(screen.getByLabelText('Ciudad *')).toHaveValue('Madrid');
    expect(sent(environment)).not.toContain('useCreateJobOfferMutation');
  });

  it('keeps skills trimmed, non-empty and unique within their list', async () => {
    const { user } = await openCreate(VERIFIED);
    const hard = screen.getByLabelText('Habilidades técnicas');
    await user.type(hard, '  Patronaje  {Enter}');
    await user.type(hard, '   {Enter}');
    await user.type(hard, 'patronaje{Enter}');
    expect(within(screen.getByRole('list', { name: 'Habilidades técnicas' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('«patronaje» ya está en la lista.')).toBeInTheDocument();
    expect(screen.getByText('Patronaje')).toBeInTheDocument();
  });

  it('takes at most 3 extra questions, each with its response type', async () => {
    const { user } = await openCreate(VERIFIED);
    for (let count = 0; count < 3; count += 1)
      await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    expect(screen.queryByRole('button', { name: 'Añadir pregunta' })).not.toBeInTheDocument();
    expect(screen.getByText('Máximo 3 preguntas adicionales.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de respuesta de la pregunta 3')).toHaveValue('TEXT');
    await user.click(screen.getByRole('button', { name: 'Quitar la pregunta 2' }));
    expect(screen.getByRole('button', { name: 'Añadir pregunta' })).toBeInTheDocument();
  });

  it("publishes with the logo and its progress ('Publicando…'), both skill lists, then goes to misOfertas", async () => {
    const { user, environment, router } = await openCreate(VERIFIED);
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Elegir logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Vista previa del logo: logo.png' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Habilidades técnicas'), 'Costura{Enter}');
    await user.type(screen.getByLabelText('Habilidades personales'), 'Trabajo en equipo{Enter}');
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    await fill(user, screen.getByLabelText('Pregunta 1'), '¿Tu portfolio?');
    await user.selectOptions(screen.getByLabelText('Tipo de respuesta de la pregunta 1'), 'URL');
    await user.click(screen.getByRole('button', { name: 'Crear oferta' }));

    const operation = pending(environment, 'useCreateJobOfferMutation');
    expect(operation.request.variables.input.offer).toMatchObject({
      position: 'Patronista',
      companyName: 'Atelier Sur',
      jobType: 'FULL_TIME',
      city: 'Madrid',
      hardSkills: ['Costura'],
      softSkills: ['Trabajo en equipo'],
      extraQuestions: [{ question: '¿Tu portfolio?', responseType: 'URL' }],
      logo: null,
    });
    expect(screen.getByRole('button', { name: 'Publicando…' })).toBeDisabled();
    const report = operation.request.cacheConfig?.metadata?.[UPLOAD_PROGRESS] as UploadProgressListener;
    act(() => report(0.4));
    expect(screen.getByRole('progressbar', { name: 'Subiendo el logo' })).toHaveAttribute('aria-valuenow', '40');

    await act(async () => environment.mock.resolve(operation, savedPayload('createJobOffer')));
    expect(router.state.location.pathname).toBe('/ControlPanel/misOfertas');
    // Issue 17: where they land, the offer is not listed as public yet; they are told why.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tu oferta se ha enviado. La revisaremos y la publicaremos en cuanto la aprobemos.',
    );
  });

  it('refuses a logo over 5 MB before anything is sent, and keeps none', async () => {
    const { user } = await openCreate(VERIFIED);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Elegir logo'), big);
    expect(screen.getByText('El archivo es demasiado grande. Máximo 5MB permitido.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Vista previa del logo/ })).not.toBeInTheDocument();
  });

  it('shows a refusal next to its field and keeps everything typed', async () => {
    const { user, environment } = await openCreate(VERIFIED);
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Sitio web'), 'no es una web');
    await user.click(screen.getByRole('button', { name: 'Crear oferta' }));
    const refusal = 'El campo "website" debe ser una URL válida.';
    await act(async () =>
      environment.mock.resolve(
        pending(environment, 'useCreateJobOfferMutation'),
        savedPayload('createJobOffer', [{ field: 'website', message: refusal }]),
      ),
    );
    const website = screen.getByLabelText('Sitio web');
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription(refusal);
    expect(website).toHaveValue('no es una web');
    expect(screen.getByLabelText('Título del puesto *')).toHaveValue('Patronista');
    expect(screen.getByRole('button', { name: 'Crear oferta' })).toBeEnabled();
  });

  it("says 'Error al enviar la oferta' when the server cannot be reached", async () => {
    const { user, environment } = await openCreate(VERIFIED);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear oferta' }));
    await act(async () =>
      environment.mock.reject(pending(environment, 'useCreateJobOfferMutation'), new Error('offline')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error al enviar la oferta');
    expect(screen.getByLabelText('Ciudad *')).toHaveValue('Madrid');
  });

  it("tells a creative 'Solo profesionales pueden crear ofertas.'", async () => {
    await openCreate({ role: 'CREATIVE', isVerifiedProfessional: false });
    expect(await screen.findByText('Solo profesionales pueden crear ofertas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear oferta' })).not.toBeInTheDocument();
  });

  it("shows an unverified professional the verification modal; 'Entendido' goes to the explorer", async () => {
    const { user, router } = await openCreate({ role: 'PROFESSIONAL', isVerifiedProfessional: false });
    const dialog = await screen.findByRole('dialog', { name: 'Verifica tu cuenta profesional' });
    expect(screen.queryByRole('button', { name: 'Crear oferta' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(router.state.location.pathname).toBe('/ControlPanel/explorer');
  });
});

describe('without a token', () => {
  it.each(['/ControlPanel/createOffer', '/ControlPanel/edit-offer/o1'])(
    '%s sends the visitor to / with the register dialog requested',
    async (path) => {
      const view = renderRoutes(
        [
          { element: <AccessGuard />, children: jobOfferFormRoutes },
          { path: '/', element: <h1>Inicio</h1> },
        ],
        { initialEntries: [path] },
      );
      await screen.findByRole('heading', { name: 'Inicio' });
      expect(view.router.state.location.state).toEqual(registerPromptState);
    },
  );
});

describe('/ControlPanel/edit-offer/{offerId}', { timeout: 15000 }, () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('fills every field from the offer, short tags as hard skills and long ones as soft', async () => {
    await openEdit(loadedOffer());
    expect(await screen.findByLabelText('Título del puesto *')).toHaveValue('Patronista');
    expect(screen.getByLabelText('Tipo de contrato *')).toHaveValue('INTERNSHIP');
    expect(screen.getByLabelText('Modalidad *')).toHaveValue('HYBRID');
    expect(screen.getByLabelText('Duración')).toHaveValue('6 meses');
    expect(screen.getByLabelText('Años de experiencia')).toHaveValue(2);
    expect(screen.getByRole('textbox', { name: 'Perfil ideal *' })).toHaveValue('Curiosa y precisa.');
    expect(within(screen.getByRole('list', { name: 'Habilidades técnicas' })).getByText('Costura')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Habilidades personales' })).getByText('Comunicación asertiva'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Habilidades personales' })).getByText('Ética')).toBeInTheDocument();
    expect(screen.getByLabelText('Pregunta 1')).toHaveValue('¿Tu portfolio?');
    expect(screen.getByLabelText('Tipo de respuesta de la pregunta 1')).toHaveValue('URL');
    expect(screen.getByRole('img', { name: 'Logo actual de la oferta' })).toHaveAttribute('src', '/media/logo.webp');
  });

  it("saves the form with updateJobOffer ('Actualizando…'), the skills as entered, then goes to misOfertas", async () => {
    const { user, environment, router } = await openEdit(loadedOffer());
    await user.clear(await screen.findByLabelText('Ciudad *'));
    await user.type(screen.getByLabelText('Ciudad *'), 'Sevilla');
    await user.click(screen.getByRole('button', { name: 'Actualizar oferta' }));
    const operation = pending(environment, 'useUpdateJobOfferMutation');
    expect(operation.request.variables.input.offerId).toBe(OFFER_GLOBAL_ID);
    expect(operation.request.variables.input.offer).toMatchObject({
      city: 'Sevilla',
      hardSkills: ['Costura'],
      softSkills: ['Ética', 'Comunicación asertiva'],
      extraQuestions: [{ question: '¿Tu portfolio?', responseType: 'URL' }],
    });
    expect(screen.getByRole('button', { name: 'Actualizando…' })).toBeDisabled();
    await act(async () => environment.mock.resolve(operation, savedPayload('updateJobOffer')));
    expect(router.state.location.pathname).toBe('/ControlPanel/misOfertas');
  });

  it('says before saving that a live offer stays published as it is, and starts from the changes waiting', async () => {
    const { id: _offerId, viewerIsOwner: _owner, status: _status, pendingChanges: _none, ...content } = loadedOffer();
    const waiting = {
      ...content,
      __typename: 'JobOfferChanges',
      __isJobOfferContent: 'JobOfferChanges',
      position: 'Patronista senior',
      city: 'Cádiz',
    };
    const { user, environment } = await openEdit(loadedOffer({ status: 'ACCEPTED', pendingChanges: waiting }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Tu oferta seguirá publicada tal como está mientras revisamos los cambios.',
    );
    expect(screen.getByLabelText('Título del puesto *')).toHaveValue('Patronista senior');
    expect(screen.getByLabelText('Ciudad *')).toHaveValue('Cádiz');
    await user.click(screen.getByRole('button', { name: 'Actualizar oferta' }));
    const operation = pending(environment, 'useUpdateJobOfferMutation');
    const message = 'Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.';
    const saved = savedPayload('updateJobOffer');
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { updateJobOffer: { ...saved.data.updateJobOffer, message } },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('says nothing of the kind on an offer that is not public', async () => {
    await openEdit(loadedOffer({ status: 'PENDING' }));
    expect(await screen.findByLabelText('Título del puesto *')).toHaveValue('Patronista');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows 'Oferta no encontrada' to anyone but the owner", async () => {
    await openEdit(loadedOffer({ viewerIsOwner: false }));
    expect(await screen.findByText('Oferta no encontrada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actualizar oferta' })).not.toBeInTheDocument();
  });

  it("shows 'Oferta no encontrada' when the offer does not exist", async () => {
    await openEdit(null);
    expect(await screen.findByText('Oferta no encontrada')).toBeInTheDocument();
  });
});
