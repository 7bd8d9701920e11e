import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  sent,
  VERIFIED_INSTITUTION,
  type User,
} from './educationalOfferFormTesting';
import { educationalOfferFormRoutes as routesForTest } from './routes';
import { SECTIONS } from './sections';

const CREATE = 'Publicar oferta educativa';
const submit = (user: User, name = CREATE) => user.click(screen.getByRole('button', { name }));
const alertText = () => screen.getByRole('alert');

// Part 2 §2 Create educational offer, §3 form, §5 "Educational offer", §6, §8, §9.
describe('/ControlPanel/createEducationalOffer', { timeout: 20000 }, () => {
  beforeAll(() => Promise.all([import('./CreateEducationalOfferPage'), import('./EditEducationalOfferPage')]));
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:image'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every section with its sidebar anchor and the choices of §3', async () => {
    await openCreate(VERIFIED_INSTITUTION);
    const nav = screen.getByRole('navigation', { name: 'Secciones de la oferta educativa' });
    for (const section of SECTIONS) {
      expect(within(nav).getByRole('link', { name: section.title })).toHaveAttribute('href', `#${section.id}`);
      expect(document.getElementById(section.id)).toBeInTheDocument();
    }
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1);
    expect(options('Tipo de formación *')).toEqual([
      'Grado',
      'Máster',
      'FP',
      'Curso',
      'Taller',
      'Certificación',
      'Otro',
    ]);
    expect(options('Modalidad *')).toEqual(['Presencial', 'Online', 'Híbrida']);
    expect(options('Mes de inicio')).toEqual([
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
    expect(options('Día de inicio')).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
    for (const label of ['Horario de mañana', 'Prácticas en empresas', 'Erasmus', 'Educación bilingüe']) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(screen.getByLabelText('Duración *')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Duración *')).toHaveAttribute('step', '1');
    // Issue 17: the unit beside the number, years (the spec's unit) for a new offer.
    const units = within(screen.getByLabelText('Unidad de la duración *')).getAllByRole('option');
    expect(units.map((option) => option.textContent)).toEqual(['Meses', 'Años']);
    expect(screen.getByLabelText('Unidad de la duración *')).toHaveValue('YEARS');
    expect(screen.getByLabelText('Créditos')).toHaveAttribute('min', '1');
    expect(screen.getByRole('button', { name: CREATE })).toBeEnabled();
  });

  it("answers 'Por favor corrige el campo: …' for blank required fields, focuses the first and sends nothing", async () => {
    const { user, environment } = await openCreate(VERIFIED_INSTITUTION);
    await fill(user, screen.getByLabelText('Ciudad *'), 'Madrid');
    await submit(user);
    expect(alertText()).toHaveTextContent('Por favor corrige el campo: Nombre del programa');
    const name = screen.getByLabelText('Nombre del programa *');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio.');
    for (const label of ['País *', 'Tipo de formación *', 'Modalidad *', 'Duración *']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Ciudad *')).toHaveValue('Madrid');
    expect(screen.getByLabelText('Ciudad *')).not.toHaveAttribute('aria-invalid');
    expect(sent(environment)).not.toContain('useCreateEducationalOfferMutation');
  });

  it("refuses a title over 100 characters: 'El título no puede exceder los 100 caracteres'", async () => {
    const { user } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    const name = screen.getByLabelText('Nombre del programa *');
    await user.clear(name);
    await fill(user, name, 'a'.repeat(101));
    await submit(user);
    expect(name).toHaveAccessibleDescription('El título no puede exceder los 100 caracteres');
    expect(alertText()).toHaveTextContent('Por favor corrige el campo: Nombre del programa');
  });

  it('wants a positive duration and positive credits', async () => {
    const { user, environment } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    const duration = screen.getByLabelText('Duración *');
    await user.clear(duration);
    await fill(user, duration, '0');
    await fill(user, screen.getByLabelText('Créditos'), '-5');
    await submit(user);
    expect(duration).toHaveAccessibleDescription('La duración debe ser un número positivo');
    expect(screen.getByLabelText('Créditos')).toHaveAccessibleDescription('Los créditos deben ser un número positivo');
    expect(alertText()).toHaveTextContent('Por favor corrige el campo: Duración');
    expect(sent(environment)).not.toContain('useCreateEducationalOfferMutation');
  });

  // Issue 17: an enrollment period may run across the new year; a duration may be in months.
  it('sends a duration in months and an enrollment period across the new year, saying it continues', async () => {
    const { user, environment } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    const duration = screen.getByLabelText('Duración *');
    await user.clear(duration);
    await fill(user, duration, '18');
    await user.selectOptions(screen.getByLabelText('Unidad de la duración *'), 'MONTHS');
    await user.selectOptions(screen.getByLabelText('Día de inicio'), '20');
    await user.selectOptions(screen.getByLabelText('Mes de inicio'), 'SEPTEMBER');
    await user.selectOptions(screen.getByLabelText('Día de finalización'), '10');
    expect(screen.queryByText('La inscripción continúa en el año siguiente.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Mes de finalización'), 'JULY');
    expect(screen.getByText('La inscripción continúa en el año siguiente.')).toBeInTheDocument();
    await submit(user);
    expect(pending(environment, 'useCreateEducationalOfferMutation').request.variables.input.offer).toMatchObject({
      duration: 18,
      durationUnit: 'MONTHS',
      enrollmentStart: { day: 20, month: 'SEPTEMBER' },
      enrollmentEnd: { day: 10, month: 'JULY' },
    });
  });

  it('refuses more than 10 years in either unit', async () => {
    const { user, environment } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    const duration = screen.getByLabelText('Duración *');
    await user.clear(duration);
    await fill(user, duration, '121');
    await user.selectOptions(screen.getByLabelText('Unidad de la duración *'), 'MONTHS');
    await submit(user);
    expect(duration).toHaveAccessibleDescription('La duración no puede superar los 10 años.');
    await user.clear(duration);
    await fill(user, duration, '11');
    await user.selectOptions(screen.getByLabelText('Unidad de la duración *'), 'YEARS');
    await submit(user);
    expect(duration).toHaveAccessibleDescription('La duración no puede superar los 10 años.');
    expect(sent(environment)).not.toContain('useCreateEducationalOfferMutation');
  });

  it("refuses a website that is not a URL: 'Por favor, introduce una URL válida'", async () => {
    const { user } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Página web del programa'), 'no es una web');
    await submit(user);
    expect(screen.getByLabelText('Página web del programa')).toHaveAccessibleDescription(
      'Por favor, introduce una URL válida',
    );
    expect(alertText()).toHaveTextContent('Por favor corrige el campo: Sitio web');
  });

  it("takes at most 10 requirements ('Máximo 10 requisitos permitidos') and 3 extra questions", async () => {
    const { user } = await openCreate(VERIFIED_INSTITUTION);
    for (let count = 0; count < 10; count += 1)
      await user.click(screen.getByRole('button', { name: 'Añadir requisito' }));
    expect(screen.queryByRole('button', { name: 'Añadir requisito' })).not.toBeInTheDocument();
    expect(screen.getByText('Máximo 10 requisitos permitidos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar el requisito 4' }));
    expect(screen.getByRole('button', { name: 'Añadir requisito' })).toBeInTheDocument();
    for (let count = 0; count < 3; count += 1)
      await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    expect(screen.queryByRole('button', { name: 'Añadir pregunta' })).not.toBeInTheDocument();
    expect(screen.getByText('Máximo 3 preguntas adicionales.')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Tipo de respuesta de la pregunta 1'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['TEXT', 'NUMBER', 'BOOLEAN', 'URL']);
  });

  it('refuses a header image over 5 MB or not JPG, PNG or GIF before anything is sent', async () => {
    const { user } = await openCreate(VERIFIED_INSTITUTION);
    const input = screen.getByLabelText('Elegir imagen');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(screen.getByText('El archivo es demasiado grande. Máximo 5MB permitido.')).toBeInTheDocument();
    // The chooser's accept list would hide the file; a drop or "all files" still lets it through.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['webp'], 'foto.webp', { type: 'image/webp' }));
    expect(screen.getByText('Tipo de archivo no permitido. Solo se aceptan JPG, PNG y GIF.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Vista previa/ })).not.toBeInTheDocument();
  });

  it("publishes with the header image and its progress ('Publicando...'), requirements trimmed, then goes to fashion", async () => {
    const { user, environment, router } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    const image = new File(['gif'], 'cabecera.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Elegir imagen'), image);
    expect(
      screen.getByRole('img', { name: 'Vista previa de la imagen de cabecera: cabecera.gif' }),
    ).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Créditos'), '240');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'PHOTOGRAPHY');
    await user.click(screen.getByRole('checkbox', { name: 'Erasmus' }));
    await user.selectOptions(screen.getByLabelText('Día de inicio'), '1');
    await user.selectOptions(screen.getByLabelText('Mes de inicio'), 'MARCH');
    await user.selectOptions(screen.getByLabelText('Día de finalización'), '30');
    await user.selectOptions(screen.getByLabelText('Mes de finalización'), 'JUNE');
    await user.selectOptions(screen.getByLabelText('Mes de inicio del curso'), 'SEPTEMBER');
    await fill(user, screen.getByLabelText('Página web del programa'), 'escuela.example/grado');
    for (const text of ['  Bachillerato  ', '   ', 'Portfolio']) {
      await user.click(screen.getByRole('button', { name: 'Añadir requisito' }));
      const rows = screen.getAllByLabelText(/^Requisito \d+$/);
      await fill(user, rows[rows.length - 1], text);
    }
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    await fill(user, screen.getByLabelText('Pregunta 1'), '  ¿Tu portfolio?  ');
    await user.selectOptions(screen.getByLabelText('Tipo de respuesta de la pregunta 1'), 'URL');
    const execute = vi.spyOn(environment.getNetwork(), 'execute');
    await submit(user);

    const operation = pending(environment, 'useCreateEducationalOfferMutation');
    expect(operation.request.variables.input.offer).toEqual(
      expect.objectContaining({
        programName: 'Grado en Moda',
        city: 'Madrid',
        country: 'España',
        educationType: 'DEGREE',
        modality: 'ON_SITE',
        category: 'PHOTOGRAPHY',
        duration: 4,
        durationUnit: 'YEARS',
        credits: 240,
        erasmus: true,
        internships: false,
        enrollmentStart: { day: 1, month: 'MARCH' },
        enrollmentEnd: { day: 30, month: 'JUNE' },
        schoolYearStartMonth: 'SEPTEMBER',
        schoolYearEndMonth: null,
        websiteUrl: 'escuela.example/grado',
        requirements: ['Bachillerato', 'Portfolio'],
        extraQuestions: [{ question: '¿Tu portfolio?', responseType: 'URL' }],
      }),
    );
    expect(execute.mock.calls[0][3]).toEqual({ 'input.offer.headerImage': image });
    expect(screen.getByRole('button', { name: 'Publicando...' })).toBeDisabled();
    const report = operation.request.cacheConfig?.metadata?.[UPLOAD_PROGRESS] as UploadProgressListener;
    act(() => report(0.4));
    expect(screen.getByRole('progressbar', { name: 'Subiendo la imagen de cabecera' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(async () => environment.mock.resolve(operation, savedPayload('createEducationalOffer')));
    expect(router.state.location.pathname).toBe('/ControlPanel/fashion');
  });

  it('shows the refusals next to their fields and keeps everything typed', async () => {
    const { user, environment } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    await submit(user);
    const refusal = 'La duración debe estar entre 1 y 10 años.';
    await act(async () =>
      environment.mock.resolve(
        pending(environment, 'useCreateEducationalOfferMutation'),
        savedPayload('createEducationalOffer', [
          { field: 'offer.duration', message: refusal },
          { field: 'offer.city', message: 'Ciudad no válida.' },
        ]),
      ),
    );
    expect(alertText()).toHaveTextContent(refusal);
    const duration = screen.getByLabelText('Duración *');
    expect(duration).toHaveAccessibleDescription(refusal);
    expect(screen.getByLabelText('Ciudad *')).toHaveAccessibleDescription('Ciudad no válida.');
    expect(screen.getByLabelText('Ciudad *')).toHaveFocus();
    expect(screen.getByLabelText('Nombre del programa *')).toHaveValue('Grado en Moda');
    expect(duration).toHaveValue(4);
    expect(screen.getByRole('button', { name: CREATE })).toBeEnabled();
  });

  it("says 'Error al crear la oferta educativa' when the server refuses without a reason", async () => {
    const { user, environment } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    await submit(user);
    await act(async () =>
      environment.mock.resolve(pending(environment, 'useCreateEducationalOfferMutation'), {
        data: { createEducationalOffer: { offer: null, message: null, userErrors: [] } },
      }),
    );
    expect(alertText()).toHaveTextContent('Error al crear la oferta educativa');
  });

  it('gives the connection message when the server cannot be reached, keeping the form', async () => {
    const { user, environment } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    await submit(user);
    await act(async () =>
      environment.mock.reject(pending(environment, 'useCreateEducationalOfferMutation'), new Error('offline')),
    );
    expect(alertText()).toHaveTextContent('No se pudo conectar con el servidor. Verifica tu conexión a internet.');
    expect(screen.getByLabelText('Ciudad *')).toHaveValue('Madrid');
  });

  it("says 'No estás autenticado' and sends nothing when the session's token is gone", async () => {
    const { user, environment } = await openCreate(VERIFIED_INSTITUTION);
    await fillRequired(user);
    localStorage.removeItem('authToken');
    await submit(user);
    expect(alertText()).toHaveTextContent('No estás autenticado');
    expect(sent(environment)).not.toContain('useCreateEducationalOfferMutation');
  });

  it("goes back one page on 'Cancelar'", async () => {
    const { user, router } = await openCreate(VERIFIED_INSTITUTION);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/ControlPanel/misOfertas');
  });

  it('tells an account that is not an institution that only institutions publish', async () => {
    await openCreate({ role: 'PROFESSIONAL', professionalType: 'COMPANY', isVerifiedProfessional: true });
    expect(
      await screen.findByText('Solo las instituciones educativas pueden publicar ofertas educativas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CREATE })).not.toBeInTheDocument();
  });

  it("shows an unverified institution the verification modal and no form; 'Entendido' goes to the explorer", async () => {
    const { user, router } = await openCreate({ ...VERIFIED_INSTITUTION, isVerifiedProfessional: false });
    const dialog = await screen.findByRole('dialog', { name: 'Verifica tu cuenta profesional' });
    expect(screen.queryByRole('button', { name: CREATE })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(router.state.location.pathname).toBe('/ControlPanel/explorer');
  });
});

describe('without a token', () => {
  it.each(['/ControlPanel/createEducationalOffer', '/ControlPanel/edit-educational-offer/e1'])(
    '%s sends the visitor to / with the register dialog requested',
    async (path) => {
      const view = renderRoutes(
        [
          { element: <AccessGuard />, children: routesForTest },
          { path: '/', element: <h1>Inicio</h1> },
        ],
        { initialEntries: [path] },
      );
      await screen.findByRole('heading', { name: 'Inicio' });
      expect(view.router.state.location.state).toEqual(registerPromptState);
    },
  );
});

describe('/ControlPanel/edit-educational-offer/{offerId}', { timeout: 20000 }, () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('fills every field from the offer', async () => {
    await openEdit(loadedOffer());
    expect(await screen.findByLabelText('Nombre del programa *')).toHaveValue('Máster en Diseño de Moda');
    const values: Array<[string, string | number]> = [
      ['Tipo de estudios', 'Máster oficial'],
      ['Ciudad *', 'Madrid'],
      ['País *', 'España'],
      ['Tipo de formación *', 'MASTER'],
      ['Categoría', 'GRAPHIC_DESIGN'],
      ['Modalidad *', 'HYBRID'],
      ['Duración *', 2],
      ['Unidad de la duración *', 'YEARS'],
      ['Créditos', 120],
      ['Día de inicio', '1'],
      ['Mes de inicio', 'MARCH'],
      ['Día de finalización', '30'],
      ['Mes de finalización', 'JUNE'],
      ['Mes de inicio del curso', 'SEPTEMBER'],
      ['Mes de fin del curso', 'JUNE'],
      ['Página web del programa', 'https://escuela.example/master'],
      ['Descripción del programa', 'Un año de taller.'],
      ['Requisito 1', 'Grado en Diseño'],
      ['Requisito 2', 'Portfolio'],
      ['Pregunta 1', '¿Tu portfolio?'],
      ['Tipo de respuesta de la pregunta 1', 'URL'],
    ];
    for (const [label, value] of values) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('checkbox', { name: 'Horario de mañana' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Prácticas en empresas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Erasmus' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Educación bilingüe' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Imagen de cabecera actual' })).toHaveAttribute('src', '/media/banner.webp');
  });

  it("saves with updateEducationalOffer ('Actualizando...'), the category kept, then goes to fashion", async () => {
    const { user, environment, router } = await openEdit(loadedOffer());
    await user.clear(await screen.findByLabelText('Ciudad *'));
    await fill(user, screen.getByLabelText('Ciudad *'), 'Sevilla');
    const execute = vi.spyOn(environment.getNetwork(), 'execute');
    await submit(user, 'Actualizar oferta educativa');
    const operation = pending(environment, 'useUpdateEducationalOfferMutation');
    expect(operation.request.variables.input.offerId).toBe(OFFER_GLOBAL_ID);
    expect(operation.request.variables.input.offer).toMatchObject({
      city: 'Sevilla',
      category: 'GRAPHIC_DESIGN',
      requirements: ['Grado en Diseño', 'Portfolio'],
      headerImage: null,
    });
    expect(execute.mock.calls[0][3]).toEqual({});
    expect(screen.getByRole('button', { name: 'Actualizando...' })).toBeDisabled();
    await act(async () => environment.mock.resolve(operation, savedPayload('updateEducationalOffer')));
    expect(router.state.location.pathname).toBe('/ControlPanel/fashion');
  });

  it('says before saving that a live offer stays published as it is, and starts from the changes waiting', async () => {
    const offer = loadedOffer();
    const { id: _id, internalID: _internalID, viewerIsOwner: _owner, pendingChanges: _none, ...content } = offer;
    const waiting = {
      ...content,
      __typename: 'EducationalOfferChanges',
      __isEducationalOfferContent: 'EducationalOfferChanges',
      programName: 'Máster en Moda Sostenible',
      city: 'Bilbao',
    };
    const live = { ...offer.form, status: 'ACCEPTED' };
    const { user, environment, router } = await openEdit(loadedOffer({ form: live, pendingChanges: waiting }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Tu oferta seguirá publicada tal como está mientras revisamos los cambios.',
    );
    expect(screen.getByLabelText('Nombre del programa *')).toHaveValue('Máster en Moda Sostenible');
    expect(screen.getByLabelText('Ciudad *')).toHaveValue('Bilbao');
    await submit(user, 'Actualizar oferta educativa');
    const message = 'Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.';
    const saved = savedPayload('updateEducationalOffer');
    await act(async () =>
      environment.mock.resolve(pending(environment, 'useUpdateEducationalOfferMutation'), {
        data: { updateEducationalOffer: { ...saved.data.updateEducationalOffer, message } },
      }),
    );
    // Where the institution lands (Estudiar moda), the server's confirmation says it waits for review.
    expect(router.state.location).toMatchObject({
      pathname: '/ControlPanel/fashion',
      state: { arrivalNotice: message },
    });
  });

  it('says nothing of the kind on an offer that is not public', async () => {
    await openEdit(loadedOffer());
    expect(await screen.findByLabelText('Nombre del programa *')).toHaveValue('Máster en Diseño de Moda');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows 'Oferta no encontrada' to anyone but the owner", async () => {
    await openEdit(loadedOffer({ viewerIsOwner: false, form: null }));
    expect(await screen.findByText('Oferta no encontrada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actualizar oferta educativa' })).not.toBeInTheDocument();
  });

  it("shows 'Oferta no encontrada' when the offer does not exist", async () => {
    await openEdit(null);
    expect(await screen.findByText('Oferta no encontrada')).toBeInTheDocument();
  });
});
