// Test helpers of the editor's component tests: a creative's and a company's profile as the
// graph gives them, the page in a memory router, and the server's answers.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { expect, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { profileEditorRoutes } from './routes';
import type { profileCv_education$data } from '../../lib/__generated__/profileCv_education.graphql';

type Education = Array<Omit<profileCv_education$data, ' $fragmentType'> & { institutionLogo: string | null }>;

export const VIEWER_ID = 'VXNlcjox';

/** A creative's profile (the editor's CV layout). */
export const creative = {
  id: VIEWER_ID,
  username: 'lucia_moda',
  role: 'CREATIVE',
  professionalType: null as string | null,
  fullName: 'Lucía García',
  companyName: null,
  city: 'Madrid',
  country: 'España',
  profilePicture: null,
  bio: 'Estudiante de diseño de moda.',
  summary: null as string | null,
  professionalTitle: 'Diseñadora',
  professionalTags: ['Moda'] as string[],
  companyTags: [] as string[],
  website: null as string | null,
  offersInternships: false,
  education: [
    {
      institution: 'IED Madrid',
      otherInstitution: null,
      formationName: 'Grado en Diseño de Moda',
      location: 'Madrid',
      startMonth: 9,
      startYear: 2021,
      endMonth: null,
      endYear: null,
      currentlyEnrolled: true,
      institutionLogo: null,
    },
  ] as Education,
  experience: [],
  skills: [] as string[],
  software: [] as string[],
  languages: [] as string[],
  contract: { internship: true, fullTime: false, partTime: false },
  workplace: { onSite: false, remote: true, hybrid: false },
  social: {
    contactEmail: null,
    website: null as string | null,
    instagram: 'https://www.instagram.com/lucia.moda',
    linkedin: 'https://www.linkedin.com/in/lucia-garcia',
    behance: null,
    tumblr: null,
    youtube: null,
    pinterest: null,
  } as Record<string, string | null>,
  milestones: [],
  cv: null,
  portfolio: null,
};

/** A company's profile (the company and institution layout), without milestones. */
export const company = {
  ...creative,
  username: 'atelier_sur',
  role: 'PROFESSIONAL',
  professionalType: 'COMPANY',
  fullName: 'Marta Ruiz',
  companyName: 'Atelier Sur',
  education: [],
  companyTags: ['Sostenible'],
};

export type Profile = typeof creative | typeof company;

/** Renders the editor page at `path` for a signed-in user (with navigation `state`). */
export function renderEditor(path = '/ControlPanel/editProfile', state: unknown = null) {
  localStorage.setItem('authToken', 'session-token');
  const user = userEvent.setup();
  const routes = [
    ...profileEditorRoutes,
    { path: '/ControlPanel/misOfertas', element: <p>Mis ofertas (otra pantalla)</p> },
  ];
  return { user, ...renderRoutes(routes, { initialEntries: [{ pathname: path, state }] }) };
}

/** Answers the page's query with this profile. */
export async function answerProfile(environment: MockEnvironment, profile: Partial<Profile> = creative) {
  await vi.waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0), { timeout: 5000 });
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => ({ ...creative, ...profile }) }),
    ),
  );
}

/** Opens the editor with a profile answered. */
export async function openEditor(profile: Partial<Profile> = creative) {
  const view = renderEditor();
  await answerProfile(view.environment, profile);
  return view;
}

/** A section of the editor, by its title. */
export function section(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

/** Opens a section's edit mode. */
export async function editSection(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(section(title).getByRole('button', { name: `Editar ${title.toLowerCase()}` }));
  return section(title);
}

/** The mutation sent last: its name and input. */
export function sent(environment: MockEnvironment): { name: string; input: unknown } {
  const operation = environment.mock.getMostRecentOperation();
  return { name: operation.request.node.params.name, input: operation.request.variables.input };
}

/** The server saved: the payload's user holds the profile after the save. */
export async function answerSaved(environment: MockEnvironment, profile: Partial<Profile>) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        UpdateProfilePayload: () => ({ userErrors: [] }),
        User: () => ({ ...creative, ...profile }),
      }),
    ),
  );
}

/** The server refused the save with its own words. */
export async function answerRefused(environment: MockEnvironment, message: string) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation({
      data: { updateProfile: { user: null, userErrors: [{ field: 'bio', message }] } },
    }),
  );
}
