import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { company, editSection, openEditor, sent } from '../editorTesting';
import { LANGUAGE_SUGGESTIONS, SKILL_SUGGESTIONS, SOFTWARE_SUGGESTIONS } from '../suggestions';

const suggestionButtons = (label: string) =>
  screen.queryByRole('group', { name: `Sugerencias: ${label}` })?.querySelectorAll('button') ?? [];

// Typing and store updates in jsdom take a few seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

// Tag lists of part 2 §5 and §9: skills 5 of 50 characters, software 10, languages 5,
// company tags 3; Enter adds, trimmed, no repeats, suggestions while under the cap.
describe('the skills section', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  it('adds with Enter, trims, refuses repeats and stops at 5', async () => {
    const { user, environment } = await openEditor();
    const skills = await editSection(user, 'Habilidades');
    const box = skills.getByRole('textbox', { name: 'Añade una habilidad' });
    expect(box).toHaveAttribute('maxLength', '50');
    await user.type(box, '  Patronaje  {Enter}');
    expect(box).toHaveValue('');
    await user.type(box, 'patronaje{Enter}');
    expect(skills.getByRole('status')).toHaveTextContent('«patronaje» ya está en la lista.');
    await user.type(box, '{Enter}');
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(skills.getAllByRole('listitem')).toHaveLength(1);
    for (const skill of ['Confección', 'Estilismo', 'Costura', 'Bordado']) {
      await user.clear(skills.getByRole('textbox', { name: 'Añade una habilidad' }));
      await user.type(skills.getByRole('textbox', { name: 'Añade una habilidad' }), `${skill}{Enter}`);
    }
    expect(skills.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Patronaje',
      'Confección',
      'Estilismo',
      'Costura',
      'Bordado',
    ]);
    expect(skills.queryByRole('textbox', { name: 'Añade una habilidad' })).not.toBeInTheDocument();
    expect(skills.getByText('Máximo 5 habilidades permitidas')).toBeInTheDocument();
    expect(skills.getByText('5/5')).toBeInTheDocument();
    expect(suggestionButtons('Añade una habilidad')).toHaveLength(0);
    await user.click(skills.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({
      name: 'SkillsSectionMutation',
      input: { skills: ['Patronaje', 'Confección', 'Estilismo', 'Costura', 'Bordado'] },
    });
  });

  it('offers the 22 popular skills while under the cap, a chosen one vanishing', async () => {
    const { user } = await openEditor();
    const skills = await editSection(user, 'Habilidades');
    expect(suggestionButtons('Añade una habilidad')).toHaveLength(22);
    expect(SKILL_SUGGESTIONS).toHaveLength(22);
    await user.click(skills.getByRole('button', { name: '+ Creatividad' }));
    expect(skills.queryByRole('button', { name: '+ Creatividad' })).not.toBeInTheDocument();
    expect(suggestionButtons('Añade una habilidad')).toHaveLength(21);
    await user.click(skills.getByRole('button', { name: 'Quitar Creatividad' }));
    expect(skills.getByRole('button', { name: '+ Creatividad' })).toBeInTheDocument();
  });
});

describe('the software and languages sections', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  it('takes 10 programs, with 17 suggestions', async () => {
    const { user } = await openEditor();
    const software = await editSection(user, 'Software');
    expect(SOFTWARE_SUGGESTIONS).toHaveLength(17);
    expect(suggestionButtons('Añade un programa')).toHaveLength(17);
    for (const name of SOFTWARE_SUGGESTIONS.slice(0, 10)) {
      await user.click(software.getByRole('button', { name: `+ ${name}` }));
    }
    expect(software.getByText('10/10')).toBeInTheDocument();
    expect(software.getByText('Máximo 10 programas permitidos')).toBeInTheDocument();
    expect(software.queryByRole('textbox')).not.toBeInTheDocument();
    expect(suggestionButtons('Añade un programa')).toHaveLength(0);
  });

  it('takes 5 languages, suggesting the 10 of the spec', async () => {
    const { user, environment } = await openEditor({ languages: ['Español'] });
    const languages = await editSection(user, 'Idiomas');
    expect(LANGUAGE_SUGGESTIONS).toEqual([
      'Español',
      'Inglés',
      'Francés',
      'Alemán',
      'Italiano',
      'Portugués',
      'Chino',
      'Ruso',
      'Japonés',
      'Árabe',
    ]);
    // Español is chosen already, so 9 are offered.
    expect(suggestionButtons('Añade un idioma')).toHaveLength(9);
    await user.type(languages.getByRole('textbox', { name: 'Añade un idioma' }), 'espanol{Enter}');
    expect(languages.getByRole('status')).toHaveTextContent('«espanol» ya está en la lista.');
    for (const name of ['Inglés', 'Francés', 'Alemán', 'Italiano']) {
      await user.click(languages.getByRole('button', { name: `+ ${name}` }));
    }
    expect(languages.getByText('Máximo 5 idiomas permitidos')).toBeInTheDocument();
    expect(suggestionButtons('Añade un idioma')).toHaveLength(0);
    await user.click(languages.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment).input).toEqual({ languages: ['Español', 'Inglés', 'Francés', 'Alemán', 'Italiano'] });
  });
});

describe('the title and company tags', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  it('takes 3 title tags', async () => {
    const { user, environment } = await openEditor();
    const title = await editSection(user, 'Título profesional');
    const box = title.getByRole('textbox', { name: 'Etiquetas del título' });
    await user.type(box, 'Sostenible{Enter}');
    await user.type(title.getByRole('textbox', { name: 'Etiquetas del título' }), 'Punto{Enter}');
    expect(title.getByText('Máximo 3 etiquetas permitidas')).toBeInTheDocument();
    await user.click(title.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment).input).toEqual({
      professionalTitle: 'Diseñadora',
      professionalTags: ['Moda', 'Sostenible', 'Punto'],
    });
  });

  it('takes 3 company tags without repeats', async () => {
    const { user, environment } = await openEditor(company);
    const tags = await editSection(user, 'Etiquetas de la empresa');
    const box = tags.getByRole('textbox', { name: 'Añade una etiqueta' });
    await user.type(box, 'SOSTENIBLE{Enter}');
    expect(tags.getByRole('status')).toHaveTextContent('«SOSTENIBLE» ya está en la lista.');
    await user.clear(box);
    await user.type(box, 'Lujo{Enter}');
    await user.type(tags.getByRole('textbox', { name: 'Añade una etiqueta' }), 'Madrid{Enter}');
    expect(tags.queryByRole('textbox')).not.toBeInTheDocument();
    expect(tags.getByText('Máximo 3 etiquetas permitidas')).toBeInTheDocument();
    await user.click(tags.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({
      name: 'CompanyTagsSectionMutation',
      input: { companyTags: ['Sostenible', 'Lujo', 'Madrid'] },
    });
  });
});
