import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answerProfile,
  answerRefused,
  answerSaved,
  company,
  creative,
  editSection,
  openEditor,
  renderEditor,
  section,
  sent,
} from './editorTesting';

// Typing and store updates in jsdom take a few seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

// The editor page (part 2 §2, §4): its menu, its two layouts, and how a section saves.
describe('/ControlPanel/editProfile', () => {
  beforeAll(() => import('./ProfileEditorPage'));

  it('shows the menu with the active entry following the address, and a skeleton while loading', async () => {
    const { environment } = renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu perfil...');
    const menu = screen.getByRole('navigation', { name: 'Menú de tu perfil' });
    expect(menu).toHaveTextContent('Editar perfilConfiguraciónMis ofertas');
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Configuración' })).toHaveAttribute('href', '/ControlPanel/configuracion');
    expect(screen.getByRole('link', { name: 'Mis ofertas' })).toHaveAttribute('href', '/ControlPanel/misOfertas');
    await answerProfile(environment);
    expect(document.title).toMatch(/^Editar perfil/);
  });

  it("opens 'Configuración' when navigation state presets activeMenu", async () => {
    const { router } = renderEditor('/ControlPanel/editProfile', { activeMenu: 'configuracion' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ControlPanel/configuracion'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configuración' })).toHaveAttribute('aria-current', 'page');
  });

  it("sends activeMenu 'misOfertas' to its screen", async () => {
    const { router } = renderEditor('/ControlPanel/editProfile', { activeMenu: 'misOfertas' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ControlPanel/misOfertas'));
    expect(await screen.findByText('Mis ofertas (otra pantalla)')).toBeInTheDocument();
  });

  it("shows a creative's CV layout", async () => {
    await openEditor(creative);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.replace('›', ''));
    expect(titles).toEqual([
      'Información básica',
      'Bio',
      'Título profesional',
      'Resumen',
      'Formación',
      'Experiencia profesional',
      'Habilidades',
      'Software',
      'Qué estoy buscando',
      'Idiomas',
      'Contacto',
      'Redes sociales',
      'CV y portfolio',
    ]);
    expect(section('Información básica').getByText('@lucia_moda')).toBeInTheDocument();
    expect(section('Información básica').getByText('Lucía García')).toBeInTheDocument();
  });

  it.each([
    ['BRAND', 'empresa'],
    ['COMPANY', 'empresa'],
    ['AGENCY', 'empresa'],
    ['INSTITUTION', 'institución'],
  ])('shows the company layout for professional type %s', async (type, organisation) => {
    await openEditor({ ...company, professionalType: type });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.replace('›', ''));
    expect(titles).toEqual([
      'Información básica',
      'Bio',
      'Título profesional',
      'Resumen',
      'Hitos profesionales',
      'Habilidades',
      'Idiomas',
      `Contacto de la ${organisation}`,
      'Redes sociales',
      `Etiquetas de la ${organisation}`,
    ]);
    expect(section('Información básica').getByText(`Nombre de la ${organisation}`)).toBeInTheDocument();
    expect(section('Información básica').getByText('Atelier Sur')).toBeInTheDocument();
  });

  it('shows the CV layout for professional type OTHER', async () => {
    await openEditor({ ...company, professionalType: 'OTHER' });
    expect(screen.getByRole('region', { name: 'Formación' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hitos profesionales' })).not.toBeInTheDocument();
  });

  it("offers 'Reintentar' when the profile cannot be read, and loads it again", async () => {
    const { user, environment } = renderEditor();
    await vi.waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0), { timeout: 5000 });
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { viewer: null } }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar tu perfil.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await answerProfile(environment);
    expect(screen.getByRole('region', { name: 'Bio' })).toBeInTheDocument();
  });

  it('folds a section away and back', async () => {
    const { user } = await openEditor();
    const fold = screen.getByRole('button', { name: 'Bio' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Estudiante de diseño de moda.')).not.toBeVisible();
    await user.click(fold);
    expect(screen.getByText('Estudiante de diseño de moda.')).toBeVisible();
  });
});

describe('the bio section', () => {
  beforeAll(() => import('./ProfileEditorPage'));

  it('takes 150 characters, not 151, and saves only the bio, then returns to view', async () => {
    const { user, environment } = await openEditor();
    const bio = await editSection(user, 'Bio');
    const box = bio.getByRole('textbox', { name: 'Bio' });
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'a'.repeat(151));
    expect(box).toHaveValue('a'.repeat(150));
    expect(bio.getByText('150/150')).toBeInTheDocument();
    await user.click(bio.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({ name: 'BioSectionMutation', input: { bio: 'a'.repeat(150) } });
    await answerSaved(environment, { bio: 'a'.repeat(150) });
    expect(section('Bio').queryByRole('textbox')).not.toBeInTheDocument();
    expect(section('Bio').getByText('a'.repeat(150))).toBeInTheDocument();
    expect(section('Bio').getByText('Cambios guardados.')).toBeInTheDocument();
    expect(section('Bio').getByRole('button', { name: 'Editar bio' })).toHaveFocus();
  });

  it("keeps what was typed and shows the server's words next to the section", async () => {
    const { user, environment } = await openEditor();
    const bio = await editSection(user, 'Bio');
    const box = bio.getByRole('textbox', { name: 'Bio' });
    await user.clear(box);
    await user.type(box, 'Nueva bio');
    await user.click(bio.getByRole('button', { name: 'Guardar' }));
    await answerRefused(environment, 'El campo "bio" debe tener como máximo 150 caracteres.');
    expect(section('Bio').getByRole('alert')).toHaveTextContent(
      'El campo "bio" debe tener como máximo 150 caracteres.',
    );
    expect(section('Bio').getByRole('textbox', { name: 'Bio' })).toHaveValue('Nueva bio');
  });

  it('says the changes were not saved when the request fails', async () => {
    const { user, environment } = await openEditor();
    const bio = await editSection(user, 'Bio');
    await user.click(bio.getByRole('button', { name: 'Guardar' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(section('Bio').getByRole('alert')).toHaveTextContent(
      'No se pudieron guardar los cambios. Comprueba tu conexión e inténtalo de nuevo.',
    );
    expect(section('Bio').getByRole('textbox', { name: 'Bio' })).toHaveValue('Estudiante de diseño de moda.');
  });

  it('cancels without sending', async () => {
    const { user, environment } = await openEditor();
    const bio = await editSection(user, 'Bio');
    await user.type(bio.getByRole('textbox', { name: 'Bio' }), ' Más');
    await user.click(bio.getByRole('button', { name: 'Cancelar' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(section('Bio').getByText('Estudiante de diseño de moda.')).toBeInTheDocument();
  });
});

describe('the summary section', () => {
  beforeAll(() => import('./ProfileEditorPage'));

  it('takes 500 characters, not 501', async () => {
    const { user, environment } = await openEditor();
    const summary = await editSection(user, 'Resumen');
    const box = summary.getByRole('textbox', { name: 'Resumen' });
    expect(box).toHaveAttribute('maxLength', '500');
    await user.click(box);
    await user.paste('b'.repeat(501));
    expect(box).toHaveValue('b'.repeat(500));
    expect(summary.getByText('500/500')).toBeInTheDocument();
    await user.click(summary.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({ name: 'SummarySectionMutation', input: { summary: 'b'.repeat(500) } });
  });
});
