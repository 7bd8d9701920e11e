import { paths } from '../../lib/routing/paths';

// The landing page's words (part 1 §2): what the product is, for whom, and how it works.

/** The phrases the hero's typewriter cycles through. */
export const heroPhrases = [
  'Tu talento en moda merece ser visto.',
  'Crea un portafolio que hable por ti.',
  'Encuentra ofertas de trabajo y prácticas.',
  'Conecta con marcas, empresas y escuelas.',
  'Descubre a la próxima generación creativa.',
] as const;

export type Audience = 'creative' | 'company' | 'institution';

interface AudienceCard {
  audience: Audience;
  title: string;
  text: string;
}

export const audienceCards: readonly AudienceCard[] = [
  {
    audience: 'creative',
    title: 'Creativos',
    text: 'Estudiantes, graduados, estilistas y diseñadores que quieren mostrar su trabajo, crear su portafolio y encontrar su próxima oportunidad.',
  },
  {
    audience: 'company',
    title: 'Empresas',
    text: 'Marcas, empresas y agencias que buscan talento creativo y publican ofertas de trabajo y prácticas.',
  },
  {
    audience: 'institution',
    title: 'Instituciones',
    text: 'Escuelas y universidades de moda que dan a conocer su oferta formativa y conectan con futuros alumnos.',
  },
];

interface Step {
  title: string;
  text: string;
}

interface Journey {
  /** The toggle's label. */
  label: string;
  steps: readonly [Step, Step, Step];
  callToAction: string;
}

export const journeys: Record<Audience, Journey> = {
  creative: {
    label: 'Creativo',
    steps: [
      { title: 'Crea tu cuenta', text: 'Regístrate en un minuto y cuéntanos qué te mueve.' },
      { title: 'Construye tu portafolio', text: 'Sube tus proyectos y tu CV, y muestra tu estilo.' },
      { title: 'Conecta y postúlate', text: 'Descubre ofertas y prácticas, y hazte ver por las marcas.' },
    ],
    callToAction: 'Crear mi portafolio',
  },
  company: {
    label: 'Empresa',
    steps: [
      { title: 'Crea el perfil de tu empresa', text: 'Presenta tu marca y el talento que buscas.' },
      { title: 'Publica tus ofertas', text: 'Empleo o prácticas, presenciales, en remoto o híbridas.' },
      { title: 'Encuentra talento', text: 'Explora portafolios y contacta con los perfiles que encajan.' },
    ],
    callToAction: 'Encontrar talento',
  },
  institution: {
    label: 'Institución',
    steps: [
      { title: 'Registra tu institución', text: 'Crea el perfil de tu escuela o universidad.' },
      {
        title: 'Publica tu oferta educativa',
        text: 'Grados, másteres y cursos de moda, al alcance de futuros alumnos.',
      },
      { title: 'Conecta con estudiantes', text: 'Da visibilidad a tu centro y al trabajo de tu alumnado.' },
    ],
    callToAction: 'Dar a conocer mi centro',
  },
};

/** The header's links to the public dashboard pages. */
export const headerLinks = [
  { to: paths.explorer(), label: 'Explorar' },
  { to: paths.creatives(), label: 'Creativos' },
  { to: paths.fashion(), label: 'Estudiar moda' },
  { to: paths.offers(), label: 'Ofertas de trabajo' },
  { to: paths.magazine(), label: 'Revista' },
  { to: paths.blog(), label: 'Blog' },
  { to: paths.info(), label: 'About' },
] as const;

/** The footer's links to the legal pages. */
export const legalLinks = [
  { to: paths.legalNotice(), label: 'Aviso legal' },
  { to: paths.privacyPolicy(), label: 'Política de privacidad' },
  { to: paths.cookiePolicy(), label: 'Política de cookies' },
  { to: paths.contact(), label: 'Contacto' },
] as const;

export const freeServices = 'Todos nuestros servicios son gratuitos.';
