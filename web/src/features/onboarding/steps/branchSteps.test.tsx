import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORMATIONS } from '../../../lib/onboarding/wizardProgress';
import {
  alertText,
  answerProfile,
  answerSaved,
  creativeAtBranch,
  expectPath,
  next,
  renderWizard,
  sentInput,
} from '../wizardTesting';

// The creative branches after step 4 and the final page (part 1 §2, §4, §5).
describe('the creative branches', () => {
  beforeAll(() =>
    Promise.all([
      import('./StudentStudiesStep'),
      import('./StylistStudiesStep'),
      import('./StudentGraduationStep'),
      import('./StylistGraduationStep'),
      import('./GraduateStudiesStep'),
      import('./DesignerSituationStep'),
      import('./OtherRoleStep'),
      import('./OnboardingDoneStep'),
    ]),
  );

  afterEach(() => {
    vi.useRealTimers();
  });

  describe.each([
    {
      path: '/creativo/registro/estudiante/05',
      type: 'STUDENT',
      school: FORMATIONS.studentSchool,
      selfTaught: FORMATIONS.studentSelfTaught,
      step6: '/creativo/registro/estudiante/06',
    },
    {
      path: '/creativo/registro/estilista/05',
      type: 'STYLIST',
      school: FORMATIONS.stylistSchool,
      selfTaught: FORMATIONS.stylistSelfTaught,
      step6: '/creativo/registro/estilista/06',
    },
  ] as const)('$path', ({ path, type, school, selfTaught, step6 }) => {
    const profile = creativeAtBranch({ creativeType: type });

    it('offers the two formations and asks for one', async () => {
      const { user, environment } = renderWizard(path);
      await answerProfile(environment, profile);
      expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        school,
        selfTaught,
      ]);
      expect(screen.getByText('Paso 5 de 5')).toBeInTheDocument();
      await user.click(next());
      expect(alertText()).toBe('Por favor, selecciona tu tipo de formación.');
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });

    it(`'${school}' sends {formationType} and opens step 6`, async () => {
      const { user, environment, router } = renderWizard(path);
      await answerProfile(environment, profile);
      await user.click(screen.getByRole('radio', { name: school }));
      await user.click(next());
      expect(sentInput(environment)).toEqual({ formationType: school });
      await answerSaved(environment, { ...profile, formationType: school });
      await expectPath(router, step6);
    });

    it(`'${selfTaught}' sends {formationType, profileCompleted} and ends the wizard`, async () => {
      const { user, environment, router } = renderWizard(path);
      await answerProfile(environment, profile);
      await user.click(screen.getByRole('radio', { name: selfTaught }));
      await user.click(next());
      expect(sentInput(environment)).toEqual({ formationType: selfTaught, profileCompleted: true });
      await answerSaved(environment, { ...profile, formationType: selfTaught, profileCompleted: true });
      await expectPath(router, '/creativo/registro/final');
      expect(
        await screen.findByRole('heading', { name: '¡Genial! Ya está todo preparado para comenzar.' }),
      ).toBeInTheDocument();
    });
  });

  // A student's expected graduation may lie up to 10 years ahead (README § Product notes); a
  // stylist's graduation month is past.
  describe.each([
    ['/creativo/registro/estudiante/06', 'STUDENT', FORMATIONS.studentSchool, 'Mes previsto de graduación', '2036'],
    ['/creativo/registro/estilista/06', 'STYLIST', FORMATIONS.stylistSchool, 'Mes de graduación', '2026'],
  ] as const)('%s', (path, type, formationType, monthLabel, lastYear) => {
    const profile = creativeAtBranch({ creativeType: type, formationType });

    async function openStep6() {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 4, 15, 12));
      const view = renderWizard(path);
      await answerProfile(view.environment, profile);
      return view;
    }

    it(`asks for the institution and the month, from 90 years ago to 05/${lastYear} (six dots)`, async () => {
      const { user, environment } = await openStep6();
      expect(screen.getByText('Paso 6 de 6')).toBeInTheDocument();
      expect(screen.getByLabelText(monthLabel)).toHaveAttribute('min', '1936-05');
      expect(screen.getByLabelText(monthLabel)).toHaveAttribute('max', `${lastYear}-05`);
      await user.type(screen.getByLabelText('Escuela o universidad'), 'IED Madrid');
      await user.click(next());
      expect(alertText()).toBe('Por favor, completa todos los campos requeridos.');
      for (const month of ['1936-04', `${lastYear}-06`]) {
        await user.clear(screen.getByLabelText(monthLabel));
        await user.type(screen.getByLabelText(monthLabel), month);
        await user.click(next());
        expect(alertText()).toBe(`Fecha incorrecta: la fecha debe estar entre 05/1936 y 05/${lastYear}.`);
      }
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      expect(screen.getByLabelText('Escuela o universidad')).toHaveValue('IED Madrid');
    });

    it.each(['1936-05', `${lastYear}-05`])(
      'sends {institution, profileCompleted} for %s, then the final page',
      async (month) => {
        const { user, environment, router } = await openStep6();
        await user.type(screen.getByLabelText('Escuela o universidad'), ' IED Madrid ');
        await user.type(screen.getByLabelText(monthLabel), month);
        await user.click(next());
        expect(sentInput(environment)).toEqual({ institution: 'IED Madrid', profileCompleted: true });
        await answerSaved(environment, { ...profile, institution: 'IED Madrid', profileCompleted: true });
        await expectPath(router, '/creativo/registro/final');
      },
    );
  });

  describe('/creativo/registro/graduado/06', () => {
    const profile = creativeAtBranch({ creativeType: 'GRADUATE' });

    async function openGraduate() {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 4, 15, 12));
      const view = renderWizard('/creativo/registro/graduado/06');
      await answerProfile(view.environment, profile);
      return view;
    }

    it.each(['1935', '2027', '20.5', 'dos mil'])('refuses the year %s', async (year) => {
      const { user, environment } = await openGraduate();
      await user.type(screen.getByLabelText('Escuela o universidad'), 'ESDi');
      await user.type(screen.getByLabelText('Año de graduación'), year);
      await user.click(next());
      expect(alertText()).toBe('Fecha incorrecta: el año debe estar entre 1936 y 2026.');
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });

    it('asks for both fields, then sends {institution, profileCompleted} (six dots)', async () => {
      const { user, environment, router } = await openGraduate();
      expect(screen.getByText('Paso 6 de 6')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Año de graduación'), '2020');
      await user.click(next());
      expect(alertText()).toBe('Por favor, completa todos los campos requeridos.');
      await user.type(screen.getByLabelText('Escuela o universidad'), 'ESDi');
      await user.click(next());
      expect(sentInput(environment)).toEqual({ institution: 'ESDi', profileCompleted: true });
      await answerSaved(environment, { ...profile, institution: 'ESDi', profileCompleted: true });
      await expectPath(router, '/creativo/registro/final');
    });
  });

  describe('/creativo/registro/disenador/05', () => {
    const profile = creativeAtBranch({ creativeType: 'DESIGNER' });

    it('offers the three situations and asks for one', async () => {
      const { user, environment } = renderWizard('/creativo/registro/disenador/05');
      await answerProfile(environment, profile);
      expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Diseñador independiente',
        'Diseñador de una marca propia',
        'Trabajo para una empresa',
      ]);
      await user.click(next());
      expect(alertText()).toBe('Por favor, selecciona una opción que describa tu situación.');
    });

    it('sends {creativeOther, profileCompleted} and ends the wizard', async () => {
      const { user, environment, router } = renderWizard('/creativo/registro/disenador/05');
      await answerProfile(environment, profile);
      await user.click(screen.getByRole('radio', { name: 'Trabajo para una empresa' }));
      await user.click(next());
      expect(sentInput(environment)).toEqual({ creativeOther: 'Trabajo para una empresa', profileCompleted: true });
      await answerSaved(environment, { ...profile, creativeOther: 'Trabajo para una empresa', profileCompleted: true });
      await expectPath(router, '/creativo/registro/final');
    });
  });

  describe('/creativo/registro/otro/05', () => {
    const profile = creativeAtBranch({ creativeType: 'OTHER' });

    it('asks for the role, then sends {creativeOther, profileCompleted} and ends the wizard', async () => {
      const { user, environment, router } = renderWizard('/creativo/registro/otro/05');
      await answerProfile(environment, profile);
      await user.type(screen.getByLabelText('¿Cuál es tu rol?'), '   ');
      await user.click(next());
      expect(alertText()).toBe('Por favor, introduce tu rol.');
      await user.type(screen.getByLabelText('¿Cuál es tu rol?'), 'Fotógrafa de moda');
      await user.click(next());
      expect(sentInput(environment)).toEqual({ creativeOther: 'Fotógrafa de moda', profileCompleted: true });
      await answerSaved(environment, { ...profile, creativeOther: 'Fotógrafa de moda', profileCompleted: true });
      await expectPath(router, '/creativo/registro/final');
    });
  });

  describe('/creativo/registro/final', () => {
    const finished = creativeAtBranch({ creativeType: 'OTHER', creativeOther: 'Modelo', profileCompleted: true });

    it("thanks the user; 'Finalizar registro' opens the explorer", async () => {
      const { user, environment, router } = renderWizard('/creativo/registro/final');
      await answerProfile(environment, finished);
      expect(
        screen.getByRole('heading', { name: '¡Genial! Ya está todo preparado para comenzar.' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Finalizar registro' }));
      await expectPath(router, '/ControlPanel/explorer');
    });

    it("'Volver atrás' returns to the branch's last step", async () => {
      const { user, environment, router } = renderWizard('/creativo/registro/final');
      await answerProfile(environment, finished);
      await user.click(screen.getByRole('button', { name: 'Volver atrás' }));
      await expectPath(router, '/creativo/registro/otro/05');
      expect(await screen.findByLabelText('¿Cuál es tu rol?')).toHaveValue('Modelo');
    });
  });
});
