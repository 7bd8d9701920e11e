import { generatePath, type PathParam } from 'react-router';

const SHELL = '/ControlPanel';

/**
 * Every route of the spec (part 1 §2, part 2 §2) as react-router matches it. Route objects
 * take their `path` from here; links and redirects build URLs with `paths` below, so a
 * path is written once. Paths the spec only mentions in passing ("user/…", "CreateOffer",
 * "educational-offer/{id}", screens not shown) are left out until a screen needs them.
 */
export const routePatterns = {
  // Outside the dashboard.
  landing: '/',
  login: '/login',
  tokenHandler: '/token-handler',
  completeRegistration: '/complete-registration',
  standaloneCookiePolicy: '/politica-cookies',
  unsubscribe: '/baja',

  // The onboarding wizard after the objective screen (creative branch, then professional).
  creativeType: '/creativo/registro',
  creativePersonalData: '/creativo/registro/02',
  profilePhoto: '/photo/registro/03',
  referralSource: '/conocidos/registro/04',
  studentStudies: '/creativo/registro/estudiante/05',
  studentGraduation: '/creativo/registro/estudiante/06',
  graduateStudies: '/creativo/registro/graduado/06',
  stylistStudies: '/creativo/registro/estilista/05',
  stylistGraduation: '/creativo/registro/estilista/06',
  designerSituation: '/creativo/registro/disenador/05',
  otherCreativeRole: '/creativo/registro/otro/05',
  onboardingDone: '/creativo/registro/final',
  professionalType: '/profesional/registro',
  professionalPersonalData: '/profesional/registro/datos-personales',
  institutionData: '/profesional/registro/institucion',
  brandData: '/profesional/registro/marca/05',
  companyData: '/profesional/registro/empresa/05',
  agencyData: '/profesional/registro/agencia/05',
  // Where a wizard screen whose token the server refused ends the session and says so.
  sessionEnded: '/sesion-caducada',

  // The dashboard shell and its screens.
  shell: SHELL,
  explorer: `${SHELL}/explorer`,
  creatives: `${SHELL}/creatives`,
  fashion: `${SHELL}/fashion`,
  offers: `${SHELL}/offers`,
  offerInList: `${SHELL}/offers/:offerId`,
  jobOffer: `${SHELL}/JobOfferDetail/:offerId`,
  educationalOffer: `${SHELL}/EducationalOfferDetail/:offerId`,
  blog: `${SHELL}/blog`,
  article: `${SHELL}/article/:id`,
  magazine: `${SHELL}/magazine`,
  legalNotice: `${SHELL}/legal`,
  privacyPolicy: `${SHELL}/privacy`,
  cookiePolicy: `${SHELL}/cookies`,
  contact: `${SHELL}/contact`,
  info: `${SHELL}/info`,
  post: `${SHELL}/post/:id`,
  ownProfile: `${SHELL}/profile`,
  profile: `${SHELL}/profile/:username`,
  saved: `${SHELL}/guardados`,
  savedFolder: `${SHELL}/guardados/folder/:folderId`,
  editProfile: `${SHELL}/editProfile`,
  myOffers: `${SHELL}/misOfertas`,
  settings: `${SHELL}/configuracion`,
  community: `${SHELL}/community`,
  createPost: `${SHELL}/createPost`,
  createJobOffer: `${SHELL}/createOffer`,
  createEducationalOffer: `${SHELL}/createEducationalOffer`,
  offerView: `${SHELL}/offer/:offerId`,
  editJobOffer: `${SHELL}/edit-offer/:offerId`,
  editEducationalOffer: `${SHELL}/edit-educational-offer/:offerId`,
  moderation: `${SHELL}/moderacion`,
  notifications: `${SHELL}/notificaciones`,
} as const;

export type RouteName = keyof typeof routePatterns;

type Pattern<N extends RouteName> = (typeof routePatterns)[N];

/** The routes without parameters: their URL is their pattern. */
type FixedRouteName = { [N in RouteName]: PathParam<Pattern<N>> extends never ? N : never }[RouteName];

const fixedPaths = Object.fromEntries(
  Object.entries(routePatterns)
    .filter(([, pattern]) => !pattern.includes(':'))
    .map(([name, pattern]) => [name, () => pattern]),
) as { [N in FixedRouteName]: () => Pattern<N> };

/**
 * The URL of each route: `paths.explorer()`, `paths.post(id)`, `paths.profile(username)`.
 * Parameters are encoded, so any id or username stays one path segment.
 */
export const paths = {
  ...fixedPaths,
  offerInList: (offerId: string) => generatePath(routePatterns.offerInList, { offerId }),
  jobOffer: (offerId: string) => generatePath(routePatterns.jobOffer, { offerId }),
  educationalOffer: (offerId: string) => generatePath(routePatterns.educationalOffer, { offerId }),
  article: (id: string) => generatePath(routePatterns.article, { id }),
  post: (id: string) => generatePath(routePatterns.post, { id }),
  profile: (username: string) => generatePath(routePatterns.profile, { username }),
  savedFolder: (folderId: string) => generatePath(routePatterns.savedFolder, { folderId }),
  offerView: (offerId: string) => generatePath(routePatterns.offerView, { offerId }),
  editJobOffer: (offerId: string) => generatePath(routePatterns.editJobOffer, { offerId }),
  editEducationalOffer: (offerId: string) => generatePath(routePatterns.editEducationalOffer, { offerId }),
} satisfies Record<RouteName, (...params: string[]) => string>;
