/** Answers of the graph for an institution's My Offers, shaped as the gateway sends them. */
import { VIEWER_ID } from './myOffersTesting';

export function educationalOffer(n: number, status: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'EducationalOffer',
    id: `edu-${n}`,
    internalID: `e${n}`,
    programName: `Programa ${n}`,
    city: 'Madrid',
    modality: 'HYBRID',
    duration: { __typename: 'StudyDuration', value: n === 1 ? 18 : n, unit: n === 1 ? 'MONTHS' : 'YEARS' },
    publicationDate: '2026-03-03T10:00:00.000Z',
    banner: null,
    form: { __typename: 'EducationalOfferForm', status },
    hasPendingChanges: false,
    changesRejectedAt: null,
    moderation: null,
    ...extra,
  };
}

/** The institution's page: its educational offers, newest first. */
export function institutionAnswer(offers: object[], profilePicture: string | null = '/media/logo.webp') {
  return {
    data: {
      viewer: {
        __typename: 'User',
        id: VIEWER_ID,
        profilePicture,
        offersCount: { __typename: 'EducationalOfferConnection', totalCount: offers.length },
        managedEducationalOffers: {
          __typename: 'EducationalOfferConnection',
          totalCount: offers.length,
          edges: offers.map((node, index) => ({ __typename: 'EducationalOfferEdge', cursor: `c${index}`, node })),
          pageInfo: { hasNextPage: false, endCursor: 'end', hasPreviousPage: false, startCursor: null },
        },
      },
    },
  };
}
