// Test helpers of the educational offer form: its two routes in a memory router and the server's answers.
import { screen } from '@testing-library/react';
import { fill, openRoutes, type User } from '../../components/offerFormTesting';
import { educationalOfferFormRoutes } from './routes';

export { fill, pending, sent, type User } from '../../components/offerFormTesting';

export const OFFER_GLOBAL_ID = 'RWR1Y2F0aW9uYWxPZmZlcjplMQ==';

export interface ViewerData {
  role: 'CREATIVE' | 'PROFESSIONAL' | null;
  professionalType: 'INSTITUTION' | 'COMPANY' | null;
  isVerifiedProfessional: boolean;
}

export const VERIFIED_INSTITUTION: ViewerData = {
  role: 'PROFESSIONAL',
  professionalType: 'INSTITUTION',
  isVerifiedProfessional: true,
};

const elsewhere = [
  { path: '/ControlPanel/fashion', element: <h1>Estudiar moda</h1> },
  { path: '/ControlPanel/explorer', element: <h1>Explorador</h1> },
  { path: '/ControlPanel/misOfertas', element: <h1>Mis ofertas</h1> },
];
const routes = [...educationalOfferFormRoutes, ...elsewhere];

/** /ControlPanel/createEducationalOffer for this viewer, opened from My Offers (for 'Cancelar'). */
export function openCreate(viewer: ViewerData | null) {
  return openRoutes(
    routes,
    '/ControlPanel/createEducationalOffer',
    { viewer: viewer && { __typename: 'User', id: 'VXNlcjox', ...viewer } },
    ['/ControlPanel/misOfertas', '/ControlPanel/createEducationalOffer'],
  );
}

/** A loaded offer as the edit query returns it to its institution. */
export function loadedOffer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EducationalOffer',
    __isEducationalOfferContent: 'EducationalOffer',
    id: OFFER_GLOBAL_ID,
    internalID: 'e1',
    viewerIsOwner: true,
    pendingChanges: null,
    hasPendingChanges: false,
    changesRejectedAt: null,
    programName: 'Máster en Diseño de Moda',
    studyType: 'Máster oficial',
    city: 'Madrid',
    country: 'España',
    modality: 'HYBRID',
    description: 'Un año de taller.',
    requirements: ['Grado en Diseño', 'Portfolio'],
    banner: { url: '/media/banner.webp' },
    publicationDate: '2026-01-10T10:00:00.000Z',
    form: {
      status: 'PENDING',
      educationType: 'MASTER',
      category: 'GRAPHIC_DESIGN',
      duration: { value: 2, unit: 'YEARS' },
      credits: 120,
      morningSchedule: true,
      internships: true,
      erasmus: false,
      bilingualEducation: true,
      enrollmentStart: { day: 1, month: 'MARCH' },
      enrollmentEnd: { day: 30, month: 'JUNE' },
      schoolYearStartMonth: 'SEPTEMBER',
      schoolYearEndMonth: 'JUNE',
      websiteUrl: 'https://escuela.example/master',
      extraQuestions: [{ question: '¿Tu portfolio?', responseType: 'URL' }],
    },
    ...overrides,
  };
}

/** /ControlPanel/edit-educational-offer/e1 with this offer (null: not found). */
export function openEdit(offer: Record<string, unknown> | null) {
  return openRoutes(routes, '/ControlPanel/edit-educational-offer/e1', { educationalOffer: offer });
}

/** Fills the required fields of a new offer. */
export async function fillRequired(user: User) {
  await fill(user, screen.getByLabelText('Nombre del programa *'), 'Grado en Moda');
  await fill(user, screen.getByLabelText('Ciudad *'), 'Madrid');
  await fill(user, screen.getByLabelText('País *'), 'España');
  await user.selectOptions(screen.getByLabelText('Tipo de formación *'), 'DEGREE');
  await user.selectOptions(screen.getByLabelText('Modalidad *'), 'ON_SITE');
  await fill(user, screen.getByLabelText('Duración *'), '4');
}

/** A payload of createEducationalOffer or updateEducationalOffer. */
export function savedPayload(field: 'createEducationalOffer' | 'updateEducationalOffer', userErrors: unknown[] = []) {
  return {
    data: {
      [field]: {
        offer: userErrors.length > 0 ? null : loadedOffer(),
        message: userErrors.length > 0 ? null : 'Oferta educativa creada. La revisaremos antes de publicarla.',
        userErrors,
      },
    },
  };
}
