// Test helpers of the job offer form: its two routes in a memory router and the server's answers.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { expect } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { ArrivalNotice } from '../../components/ArrivalNotice';
import { jobOfferFormRoutes } from './routes';

export const OFFER_GLOBAL_ID = 'Sm9iT2ZmZXI6bzE=';

export interface ViewerData {
  role: 'CREATIVE' | 'PROFESSIONAL' | null;
  isVerifiedProfessional: boolean;
  companyName?: string | null;
}

const elsewhere = [
  {
    path: '/ControlPanel/misOfertas',
    element: (
      <>
        <h1>Mis ofertas</h1>
        <ArrivalNotice />
      </>
    ),
  },
  { path: '/ControlPanel/explorer', element: <h1>Explorador</h1> },
];

async function open(path: string, data: Record<string, unknown>) {
  localStorage.setItem('authToken', 'session-token');
  const user = userEvent.setup();
  const view = renderRoutes([...jobOfferFormRoutes, ...elsewhere], { initialEntries: [path] });
  await waitFor(() => expect(view.environment.mock.getAllOperations().length).toBeGreaterThan(0));
  await act(async () => view.environment.mock.resolveMostRecentOperation({ data }));
  return { user, ...view };
}

/** /ControlPanel/createOffer for this viewer. */
export function openCreate(viewer: ViewerData | null) {
  return open('/ControlPanel/createOffer', {
    viewer: viewer && { __typename: 'User', id: 'VXNlcjox', companyName: null, ...viewer },
  });
}

/** A loaded offer as the edit query returns it. */
export function loadedOffer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'JobOffer',
    // The form reads either version of the content through its interface.
    __isJobOfferContent: 'JobOffer',
    id: OFFER_GLOBAL_ID,
    viewerIsOwner: true,
    status: 'PENDING',
    pendingChanges: null,
    position: 'Patronista',
    companyName: 'Atelier Sur',
    companyLogo: '/media/logo.webp',
    isUrgent: false,
    jobType: 'INTERNSHIP',
    locationType: 'HYBRID',
    city: 'Madrid',
    country: 'España',
    duration: '6 meses',
    experienceYears: 2,
    experience: null,
    expirationDate: null,
    website: null,
    contactName: null,
    isExternal: false,
    externalLink: null,
    descriptionEmployer: 'Taller de costura.',
    description: 'Patrones a medida.',
    functions: null,
    offered: null,
    requiredProfile: 'Curiosa y precisa.',
    // A short soft skill: it stays soft (the spec's split by length made it hard).
    hardSkills: ['Costura'],
    softSkills: ['Ética', 'Comunicación asertiva'],
    extraQuestions: [{ question: '¿Tu portfolio?', responseType: 'URL' }],
    ...overrides,
  };
}

/** /ControlPanel/edit-offer/o1 with this offer (null: not found). */
export function openEdit(offer: Record<string, unknown> | null) {
  return open('/ControlPanel/edit-offer/o1', { jobOffer: offer });
}

/** The pending operation of this name. */
export function pending(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate: OperationDescriptor) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`no pending ${name}`);
  return operation;
}

/** Puts text in a field as a paste (typing every key of a long form is slow). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills the required texts of a new offer. */
export async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText('Título del puesto *'), 'Patronista');
  await fill(user, screen.getByLabelText('Ciudad *'), 'Madrid');
  await fill(user, screen.getByLabelText('País *'), 'España');
  await fill(user, screen.getByRole('textbox', { name: 'Descripción del empleador *' }), 'Taller de costura.');
  await fill(user, screen.getByRole('textbox', { name: 'Descripción del puesto *' }), 'Patrones a medida.');
  await fill(user, screen.getByRole('textbox', { name: 'Perfil ideal *' }), 'Curiosa y precisa.');
}

/** A payload of createJobOffer or updateJobOffer. */
export function savedPayload(field: 'createJobOffer' | 'updateJobOffer', userErrors: unknown[] = []) {
  return {
    data: {
      [field]: {
        offer: userErrors.length > 0 ? null : { ...loadedOffer(), status: 'PENDING', internalID: 'o1' },
        message: userErrors.length > 0 ? null : 'Oferta guardada.',
        userErrors,
      },
    },
  };
}
