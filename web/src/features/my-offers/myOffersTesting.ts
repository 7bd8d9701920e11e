/** Answers of the graph for My Offers' tests, shaped as the gateway sends them. */

export const VIEWER_ID = 'VXNlcjp2aWV3ZXI=';

const pageInfo = { hasNextPage: false, endCursor: 'end', hasPreviousPage: false, startCursor: null };

/** The viewer query's answer: who the viewer is decides the view. */
export function viewerAnswer(role: string | null, professionalType: string | null = null) {
  return { data: { viewer: { __typename: 'User', id: VIEWER_ID, role, professionalType } } };
}

export function offer(n: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'JobOffer',
    id: `offer-${n}`,
    internalID: `o${n}`,
    position: `Puesto ${n}`,
    companyName: 'Empresa Demo',
    companyLogo: null,
    city: 'Madrid',
    jobType: 'FULL_TIME',
    locationType: 'ON_SITE',
    publicationDate: '2026-03-03T10:00:00.000Z',
    description: 'Una oferta de moda.',
    // The card says a salary only when the offer states one (issue 24).
    salary: null,
    isExpired: false,
    status: 'ACCEPTED',
    applicationsCount: 2,
    reviewedApplicationsCount: 0,
    // Hidden by an operator after reports (issue 24): its owner reads why.
    moderation: null,
    ...extra,
  };
}

const connection = (typename: string, nodes: object[], extra: (node: object) => object = () => ({})) => ({
  __typename: `${typename}Connection`,
  totalCount: nodes.length,
  edges: nodes.map((node, index) => ({ __typename: `${typename}Edge`, cursor: `c${index}`, node, ...extra(node) })),
  pageInfo,
});

export function application(n: number, status: string, offerNode: object = offer(n)) {
  return {
    __typename: 'Application',
    id: `application-${n}`,
    status,
    appliedAt: '2026-03-05T10:00:00.000Z',
    offer: offerNode,
  };
}

/** A creative's (or anyone's) page: applications (null: not asked) and saved offers. */
export function personalAnswer(applications: object[] | null, saved: object[]) {
  return {
    data: {
      viewer: {
        __typename: 'User',
        id: VIEWER_ID,
        ...(applications ? { jobApplications: connection('Application', applications) } : {}),
        savedJobOffers: connection('SavedJobOffer', saved, () => ({ savedAt: '2026-03-06T10:00:00.000Z' })),
      },
    },
  };
}

const jobOffersCount = (totalCount: number) => ({ __typename: 'JobOfferConnection', totalCount });

/** A company's page: its offers under the filters asked for, and their count. */
export function companyAnswer(offers: object[]) {
  return {
    data: {
      viewer: {
        __typename: 'User',
        id: VIEWER_ID,
        jobOffersCount: jobOffersCount(offers.length),
        managedJobOffers: connection('JobOffer', offers),
      },
    },
  };
}

type CountedFilter = 'active' | 'pending' | 'inactive';

/**
 * The viewer a change of an offer brings back (CompanyOffers_everyCount): the count of each
 * status filter, with the internships among them (none unless told).
 */
export function viewerWithCounts(counts: Record<CountedFilter, number>, internships: Partial<typeof counts> = {}) {
  const fields = Object.entries(counts).flatMap(([filter, count]) => [
    [filter, jobOffersCount(count)],
    [`${filter}Internships`, jobOffersCount(internships[filter as CountedFilter] ?? 0)],
  ]);
  return { __typename: 'User', id: VIEWER_ID, ...Object.fromEntries(fields) };
}

interface ApplicantData {
  displayName?: string;
  username?: string;
  profilePicture?: string | null;
  city?: string | null;
  country?: string | null;
  professionalTitle?: string | null;
  posts?: number;
  cv?: boolean;
}

export function applicant(n: number, data: ApplicantData = {}) {
  const posts = Array.from({ length: data.posts ?? 2 }, (_, index) => ({
    __typename: 'Post',
    id: `post-${n}-${index}`,
    internalID: `p${n}${index}`,
    title: `Obra ${n}.${index}`,
    mainImage: { url: `/media/obra-${n}-${index}.webp`, srcSet: '' },
  }));
  return {
    __typename: 'User',
    id: `user-${n}`,
    username: data.username ?? `persona${n}`,
    displayName: data.displayName ?? `Persona ${n}`,
    profilePicture: data.profilePicture ?? null,
    city: data.city === undefined ? 'Madrid' : data.city,
    country: data.country === undefined ? 'España' : data.country,
    professionalTitle: data.professionalTitle ?? null,
    posts: connection('Post', posts),
    cv: data.cv ? { url: `/media/cv-${n}.pdf`, fileName: `cv-${n}.pdf` } : null,
    portfolio: data.cv ? { url: `/media/portfolio-${n}.pdf`, fileName: `portfolio-${n}.pdf` } : null,
  };
}

export function candidate(n: number, status: string, person = applicant(n), answers: object[] = []) {
  return {
    __typename: 'Application',
    id: `application-${n}`,
    status,
    appliedAt: '2026-03-05T10:00:00.000Z',
    answers: answers.map((each) => ({ __typename: 'ApplicationAnswer', ...each })),
    applicant: person,
  };
}

const countOf = (candidates: { status: string }[], status: string) => ({
  __typename: 'ApplicationConnection',
  totalCount: candidates.filter((each) => each.status === status).length,
});

/** The candidates query's answer for offer `offer-{n}`: the page asked for and the server's counts. */
export function candidatesAnswer(n: number, candidates: { status: string }[], all = candidates, hasNextPage = false) {
  return {
    data: {
      jobOffer: {
        __typename: 'JobOffer',
        id: `offer-${n}`,
        applicationsCount: all.length,
        selected: countOf(all, 'ACCEPTED'),
        discarded: countOf(all, 'REJECTED'),
        applications: { ...connection('Application', candidates), pageInfo: { ...pageInfo, hasNextPage } },
      },
    },
  };
}
