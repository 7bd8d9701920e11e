import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alertText,
  answerProfile,
  answerSaved,
  creativeAtBranch,
  expectPath,
  newAccount,
  next,
  renderWizard,
  sentInput,
} from '../wizardTesting';

// Steps 1, 2 and 4 of the creative flow (part 1 §2, §5).
describe('the creative steps', () => {
  beforeAll(async () => {
    await Promise.all([
      import('./CreativeTypeStep'),
      import('./CreativePersonalDataStep'),
      import('./ReferralSourceStep'),
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('/creativo/registro (step 1)', () => {
    const atStep1 = { ...newAccount, role: 'CREATIVE' } as const;

    it('offers the five types numbered 1 to 5 and asks for one', async () => {
      const { user, environment } = renderWizard('/creativo/registro');
      await answerProfile(environment, atStep1);
      const radios = screen.getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
        '11. EstudianteTe estás formando en moda o diseño.',
        '22. GraduadoHas terminado tus estudios.',
        '33. EstilistaCreas looks y estilismos.',
        '44. Diseñador/a activoDiseñas para tu marca, por tu cuenta o para una empresa.',
        '55. OtroTu perfil creativo es otro.',
      ]);
      expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
      await user.click(next());
      expect(alertText()).toBe('Por favor, selecciona tu rol.');
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });

    it('sends {creativeType} and opens step 2', async () => {
      const { user, environment, router } = renderWizard('/creativo/registro');
      await answerProfile(environment, atStep1);
      await user.click(screen.getByRole('radio', { name: /Estilista/ }));
      await user.click(next());
      expect(sentInput(environment)).toEqual({ creativeType: 'STYLIST' });
      await answerSaved(environment, { ...atStep1, creativeType: 'STYLIST' });
      await expectPath(router, '/creativo/registro/02');
    });

    it("'Volver atrás' goes back to the objective screen", async () => {
      const { user, environment, router } = renderWizard('/creativo/registro');
      await answerProfile(environment, atStep1);
      await user.click(screen.getByRole('button', { name: 'Volver atrás' }));
      await expectPath(router, '/complete-registration');
    });
  });

  describe('/creativo/registro/02 (personal data)', () => {
    const atStep2 = { ...newAccount, role: 'CREATIVE', creativeType: 'GRADUATE' } as const;

    async function openStep2() {
      // Only Date is faked: Testing Library and user-event keep their real timers.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 4, 15, 12));
      const view = renderWizard('/creativo/registro/02');
      await answerProfile(view.environment, atStep2);
      return view;
    }

    async function fill(user: ReturnType<typeof renderWizard>['user'], birthDate: string) {
      await user.type(screen.getByLabelText('Nombre'), 'Lucía');
      await user.type(screen.getByLabelText('Apellidos'), 'García Pérez');
      await user.type(screen.getByLabelText('Fecha de nacimiento'), birthDate);
      await user.selectOptions(screen.getByLabelText('País de residencia'), 'México');
      await user.type(screen.getByLabelText('Ciudad de residencia'), 'Guadalajara');
    }

    it('lists the 20 countries and limits the date input to today', async () => {
      await openStep2();
      const countries = within(screen.getByLabelText('País de residencia')).getAllByRole('option');
      expect(countries.map((option) => option.textContent)).toEqual([
        'Selecciona un país',
        'Estados Unidos',
        'Reino Unido',
        'Canadá',
        'Australia',
        'Alemania',
        'Francia',
        'Italia',
        'España',
        'Brasil',
        'México',
        'Japón',
        'China',
        'India',
        'Rusia',
        'Corea del Sur',
        'Países Bajos',
        'Suiza',
        'Suecia',
        'Noruega',
        'Argentina',
      ]);
      expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('max', '2026-05-15');
      expect(screen.getByText('Paso 2 de 5')).toBeInTheDocument();
    });

    it('asks for all five fields', async () => {
      const { user, environment } = await openStep2();
      await user.type(screen.getByLabelText('Nombre'), 'Lucía');
      await user.click(next());
      expect(alertText()).toBe('Por favor, completa todos los campos requeridos.');
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
    });

    it.each([
      ['2025-05-16', 'under one year old'],
      ['2026-05-15', 'born today'],
      ['1935-05-15', '91 years old'],
    ])('refuses the birth date %s (%s)', async (birthDate) => {
      const { user, environment } = await openStep2();
      await fill(user, birthDate);
      await user.click(next());
      expect(alertText()).toBe('La fecha de nacimiento es incorrecta.');
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });

    it.each([
      ['2025-05-15', 'one year old today'],
      ['1935-05-16', '90 years old'],
    ])('takes the birth date %s (%s), sends the payload and opens the photo step', async (birthDate) => {
      const { user, environment, router } = await openStep2();
      await fill(user, birthDate);
      await user.click(next());
      expect(sentInput(environment)).toEqual({
        fullName: 'Lucía García Pérez',
        dateOfBirth: birthDate,
        country: 'México',
        city: 'Guadalajara',
      });
      await answerSaved(environment, {
        ...atStep2,
        fullName: 'Lucía García Pérez',
        dateOfBirth: birthDate,
        country: 'México',
        city: 'Guadalajara',
      });
      await expectPath(router, '/photo/registro/03');
    });

    it('shows the saved answers again when the user comes back', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { environment } = renderWizard('/creativo/registro/02');
      await answerProfile(environment, creativeAtBranch({ fullName: 'Lucía García Pérez' }));
      expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
      expect(screen.getByLabelText('Apellidos')).toHaveValue('García Pérez');
      expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('2001-04-12');
      expect(screen.getByLabelText('País de residencia')).toHaveValue('España');
      expect(screen.getByLabelText('Ciudad de residencia')).toHaveValue('Madrid');
    });
  });

  describe('/conocidos/registro/04 (referral source)', () => {
    it('offers the seven sources and asks for one', async () => {
      const { user, environment } = renderWizard('/conocidos/registro/04');
      await answerProfile(environment, creativeAtBranch({ referralSource: null }));
      expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Redes sociales',
        'Boca a boca',
        'Publicidad online',
        'Evento',
        'Recomendación de un amigo',
        'Búsqueda en Google',
        'Otro',
      ]);
      await user.click(next());
      expect(alertText()).toBe('Por favor, selecciona una opción.');
    });

    it.each([
      ['CREATIVE', 'STUDENT', '/creativo/registro/estudiante/05'],
      ['CREATIVE', 'GRADUATE', '/creativo/registro/graduado/06'],
      ['CREATIVE', 'STYLIST', '/creativo/registro/estilista/05'],
      ['CREATIVE', 'DESIGNER', '/creativo/registro/disenador/05'],
      ['CREATIVE', 'OTHER', '/creativo/registro/otro/05'],
      ['PROFESSIONAL', 'BRAND', '/profesional/registro/marca/05'],
      ['PROFESSIONAL', 'COMPANY', '/profesional/registro/empresa/05'],
      ['PROFESSIONAL', 'AGENCY', '/profesional/registro/agencia/05'],
      ['PROFESSIONAL', 'INSTITUTION', '/creativo/registro/final'],
      ['PROFESSIONAL', 'OTHER', '/creativo/registro/otro/05'],
    ] as const)('sends {referralSource}; role %s of type %s goes on to %s', async (role, type, path) => {
      const profile =
        role === 'CREATIVE'
          ? creativeAtBranch({ creativeType: type as 'STUDENT', referralSource: null })
          : {
              ...creativeAtBranch({ referralSource: null }),
              role,
              creativeType: null,
              professionalType: type as 'BRAND',
              ...(type === 'INSTITUTION' ? { companyName: 'Escuela de Moda', foundingYear: '1990' } : {}),
            };
      const { user, environment, router } = renderWizard('/conocidos/registro/04');
      await answerProfile(environment, profile);
      await user.click(screen.getByRole('radio', { name: 'Boca a boca' }));
      await user.click(next());
      expect(sentInput(environment)).toEqual({ referralSource: 'Boca a boca' });
      await answerSaved(environment, { ...profile, referralSource: 'Boca a boca' });
      await expectPath(router, path);
    });
  });
});
