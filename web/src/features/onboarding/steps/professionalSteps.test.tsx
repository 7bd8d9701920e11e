import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alertText,
  answerProfile,
  answerSaved,
  expectPath,
  newAccount,
  next,
  professionalAtBranch,
  renderWizard,
  sentInput,
} from '../wizardTesting';

const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

// The professional screens (part 1 §2, §4, §5): five dots throughout.
describe('the professional steps', () => {
  beforeAll(() =>
    Promise.all([
      import('./ProfessionalTypeStep'),
      import('./ProfessionalPersonalDataStep'),
      import('./InstitutionDataStep'),
      import('./BrandDataStep'),
      import('./CompanyDataStep'),
      import('./AgencyDataStep'),
    ]),
  );

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('/profesional/registro (step 1)', () => {
    const atStep1 = { ...newAccount, role: 'PROFESSIONAL' } as const;

    it('offers the five options and asks for one', async () => {
      const { user, environment } = renderWizard('/profesional/registro');
      await answerProfile(environment, atStep1);
      expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Marca pequeñaUna marca propia o emergente.',
        'EmpresaUna empresa del sector de la moda.',
        'Agencia o scoutingRepresentas o buscas talento.',
        'Institución educativaUna escuela, universidad o academia.',
        'OtroOtro tipo de profesional.',
      ]);
      expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
      await user.click(next());
      expect(alertText()).toBe('Por favor, selecciona tu rol.');
    });

    it.each([
      ['Marca pequeña', 'BRAND', '/profesional/registro/datos-personales'],
      ['Empresa', 'COMPANY', '/profesional/registro/datos-personales'],
      ['Agencia o scouting', 'AGENCY', '/profesional/registro/datos-personales'],
      ['Institución educativa', 'INSTITUTION', '/profesional/registro/institucion'],
      ['Otro', 'OTHER', '/profesional/registro/datos-personales'],
    ] as const)("'%s' sends {professionalType: %s} and opens %s", async (label, type, path) => {
      const { user, environment, router } = renderWizard('/profesional/registro');
      await answerProfile(environment, atStep1);
      await user.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));
      await user.click(next());
      expect(sentInput(environment)).toEqual({ professionalType: type });
      await answerSaved(environment, { ...atStep1, professionalType: type });
      await expectPath(router, path);
    });
  });

  describe('/profesional/registro/datos-personales', () => {
    const atStep2 = { ...newAccount, role: 'PROFESSIONAL', professionalType: 'AGENCY' } as const;

    async function openStep2() {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 4, 15, 12));
      const view = renderWizard('/profesional/registro/datos-personales');
      await answerProfile(view.environment, atStep2);
      const { user } = view;
      await user.type(screen.getByLabelText('Nombre'), 'Jorge');
      await user.type(screen.getByLabelText('Apellidos'), 'Medina');
      await user.selectOptions(screen.getByLabelText('País de residencia'), 'Italia');
      await user.type(screen.getByLabelText('Ciudad de residencia'), 'Milán');
      return view;
    }

    // The creatives' rule, 1 to 90 years old: the spec's 1970-01-01 floor shut out older
    // professionals (README § Product notes).
    it('takes dates up to today, with no 1970 floor', async () => {
      await openStep2();
      expect(screen.getByLabelText('Fecha de nacimiento')).not.toHaveAttribute('min');
      expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('max', '2026-05-15');
      expect(screen.getByText('Paso 2 de 5')).toBeInTheDocument();
    });

    it.each(['1935-05-15', '2025-05-16', '2026-05-15'])('refuses %s', async (birthDate) => {
      const { user, environment } = await openStep2();
      await user.type(screen.getByLabelText('Fecha de nacimiento'), birthDate);
      await user.click(next());
      expect(alertText()).toBe('La fecha de nacimiento es incorrecta.');
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });

    it.each(['1935-05-16', '1958-03-02', '1969-12-31', '2025-05-15'])(
      'takes %s and sends the personal data, then the photo step',
      async (birthDate) => {
        const { user, environment, router } = await openStep2();
        await user.type(screen.getByLabelText('Fecha de nacimiento'), birthDate);
        await user.click(next());
        const saved = { fullName: 'Jorge Medina', dateOfBirth: birthDate, country: 'Italia', city: 'Milán' };
        expect(sentInput(environment)).toEqual(saved);
        await answerSaved(environment, { ...atStep2, ...saved });
        await expectPath(router, '/photo/registro/03');
      },
    );
  });

  describe('/profesional/registro/institucion', () => {
    const atStep2 = { ...newAccount, role: 'PROFESSIONAL', professionalType: 'INSTITUTION' } as const;

    it('asks for all four fields and a valid founding year (placeholder yyyy)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 4, 15, 12));
      const { user, environment } = renderWizard('/profesional/registro/institucion');
      await answerProfile(environment, atStep2);
      expect(screen.getByLabelText('Año de fundación')).toHaveAttribute('placeholder', 'yyyy');
      expect(optionTexts('País')).toHaveLength(21);
      await user.type(screen.getByLabelText('Nombre de la institución'), 'Escuela de Moda de Bilbao');
      await user.click(next());
      expect(alertText()).toBe('Por favor, completa todos los campos requeridos.');
      await user.selectOptions(screen.getByLabelText('País'), 'España');
      await user.type(screen.getByLabelText('Ciudad'), 'Bilbao');
      await user.type(screen.getByLabelText('Año de fundación'), '2027');
      await user.click(next());
      expect(alertText()).toBe('El año de fundación no es válido.');
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });

    it('sends {companyName, foundingYear, country, city} and opens the photo step', async () => {
      const { user, environment, router } = renderWizard('/profesional/registro/institucion');
      await answerProfile(environment, atStep2);
      await user.type(screen.getByLabelText('Nombre de la institución'), 'Escuela de Moda de Bilbao');
      await user.type(screen.getByLabelText('Año de fundación'), '1987');
      await user.selectOptions(screen.getByLabelText('País'), 'España');
      await user.type(screen.getByLabelText('Ciudad'), 'Bilbao');
      await user.click(next());
      const saved = {
        companyName: 'Escuela de Moda de Bilbao',
        foundingYear: '1987',
        country: 'España',
        city: 'Bilbao',
      };
      expect(sentInput(environment)).toEqual(saved);
      await answerSaved(environment, { ...atStep2, ...saved });
      await expectPath(router, '/photo/registro/03');
    });
  });

  describe.each([
    ['/profesional/registro/marca/05', 'BRAND', 'Nombre de la marca'],
    ['/profesional/registro/empresa/05', 'COMPANY', 'Nombre de la empresa'],
  ] as const)('%s', (path, type, nameLabel) => {
    const profile = professionalAtBranch({ professionalType: type });

    it('offers the nine products and asks for all three fields', async () => {
      const { user, environment } = renderWizard(path);
      await answerProfile(environment, profile);
      expect(optionTexts('Producto principal')).toEqual([
        'Selecciona un producto',
        'Confección a medida',
        'Moda vintage',
        'Accesorios',
        'Joyería',
        'Zapatos',
        'Artículos de cuero',
        'Arte textil',
        'Artículos sostenibles',
        'Otro',
      ]);
      expect(screen.getByText('Paso 5 de 5')).toBeInTheDocument();
      await user.type(screen.getByLabelText(nameLabel), 'Atelier Sur');
      await user.type(screen.getByLabelText('Año de fundación'), '2015');
      await user.click(next());
      expect(alertText()).toBe('Por favor, completa todos los campos requeridos.');
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });

    it('sends {companyName, foundingYear, productServiceType, profileCompleted} and ends the wizard', async () => {
      const { user, environment, router } = renderWizard(path);
      await answerProfile(environment, profile);
      await user.type(screen.getByLabelText(nameLabel), 'Atelier Sur');
      await user.type(screen.getByLabelText('Año de fundación'), '2015');
      await user.selectOptions(screen.getByLabelText('Producto principal'), 'Joyería');
      await user.click(next());
      const saved = { companyName: 'Atelier Sur', foundingYear: '2015', productServiceType: 'Joyería' };
      expect(sentInput(environment)).toEqual({ ...saved, profileCompleted: true });
      await answerSaved(environment, { ...profile, ...saved, profileCompleted: true });
      await expectPath(router, '/creativo/registro/final');
    });
  });

  // One rule on every step that asks it (the api's): four digits, 1800 to this year; a fifth digit
  // is kept and refused, not dropped by the field.
  describe.each([
    {
      path: '/profesional/registro/institucion',
      profile: { ...newAccount, role: 'PROFESSIONAL', professionalType: 'INSTITUTION' } as const,
      fillOthers: async (user: UserEvent) => {
        await user.type(screen.getByLabelText('Nombre de la institución'), 'Escuela de Moda de Bilbao');
        await user.selectOptions(screen.getByLabelText('País'), 'España');
        await user.type(screen.getByLabelText('Ciudad'), 'Bilbao');
      },
    },
    {
      path: '/profesional/registro/empresa/05',
      profile: professionalAtBranch({ professionalType: 'COMPANY' }),
      fillOthers: async (user: UserEvent) => {
        await user.type(screen.getByLabelText('Nombre de la empresa'), 'Atelier Sur');
        await user.selectOptions(screen.getByLabelText('Producto principal'), 'Joyería');
      },
    },
  ])('the founding year on $path', ({ path, profile, fillOthers }) => {
    it("refuses '19999', 'abcd', '0999' and next year alike, and takes this year", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 4, 15, 12));
      const { user, environment } = renderWizard(path);
      await answerProfile(environment, profile);
      await fillOthers(user);
      const year = screen.getByLabelText('Año de fundación');
      for (const typed of ['19999', 'abcd', '0999', '2027']) {
        await user.clear(year);
        await user.type(year, typed);
        expect(year).toHaveValue(typed);
        await user.click(next());
        expect(alertText()).toBe('El año de fundación no es válido.');
        expect(environment.mock.getAllOperations()).toHaveLength(0);
      }
      await user.clear(year);
      await user.type(year, '2026');
      await user.click(next());
      expect(sentInput(environment)).toMatchObject({ foundingYear: '2026' });
    });
  });

  describe('/profesional/registro/agencia/05', () => {
    const profile = professionalAtBranch({ professionalType: 'AGENCY' });

    it('offers the six services and asks for the name and a service', async () => {
      const { user, environment } = renderWizard('/profesional/registro/agencia/05');
      await answerProfile(environment, profile);
      expect(optionTexts('Servicios que ofreces')).toEqual([
        'Selecciona un servicio',
        'Gestión de talentos',
        'Dirección creativa o producción',
        'Fotografía y video',
        'Consultoría y estrategia de marca',
        'Organización de desfiles',
        'Marketing digital',
      ]);
      await user.type(screen.getByLabelText('Nombre de la empresa'), 'Scouting Norte');
      await user.click(next());
      expect(alertText()).toBe('Por favor, completa todos los campos requeridos.');
    });

    it.each([
      [true, false],
      [false, true],
    ])(
      "'Prefiero no compartir esta información' checked %s sends showNameCompany %s",
      async (checked, showNameCompany) => {
        const { user, environment, router } = renderWizard('/profesional/registro/agencia/05');
        await answerProfile(environment, profile);
        await user.type(screen.getByLabelText('Nombre de la empresa'), 'Scouting Norte');
        await user.selectOptions(screen.getByLabelText('Servicios que ofreces'), 'Gestión de talentos');
        if (checked) await user.click(screen.getByRole('checkbox', { name: 'Prefiero no compartir esta información' }));
        await user.click(next());
        const saved = { companyName: 'Scouting Norte', agencyServices: 'Gestión de talentos', showNameCompany };
        expect(sentInput(environment)).toEqual({ ...saved, profileCompleted: true });
        await answerSaved(environment, { ...profile, ...saved, profileCompleted: true });
        await expectPath(router, '/creativo/registro/final');
      },
    );
  });
});
