// Test helpers of the job offer form: its two routes in a memory router and the server's answers.
import { screen } from '@testing-library/react';
import { fill, openRoutes, type User } from '../../components/offerFormTesting';
import { ArrivalNotice } from '../../components/ArrivalNotice';
import { jobOfferFormRoutes } from './routes';

export { fill, pending, sent, type User } from '../../components/offerFormTesting';

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
const routes = [...jobOfferFormRoutes, ...elsewhere];

/** /ControlPanel/createOffer for this viewer. */
export function openCreate(viewer: ViewerData | null) {
  return openRoutes(routes, '/ControlPanel/createOffer', {
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
    salary: null,
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
  return openRoutes(routes, '/ControlPanel/edit-offer/o1', { jobOffer: offer });
}

/** Fills the required texts of a new offer. */
export async function fillRequired(user: User) {
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
