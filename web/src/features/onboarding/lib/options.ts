// The fixed lists of the wizard's questions (part 1 §2, §5). A list's label is the value
// stored in the profile, as the spec's payloads carry the chosen text.

/** An answer of a question asked as a list of cards or a select. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
  /** A short explanation under the label. */
  hint?: string;
}

const plain = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

/** Country of residence: the spec's fixed list of 20. */
export const COUNTRIES: readonly string[] = [
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
];

/** Creative step 1, numbered 1 to 5 as the REST creativeType. */
export const CREATIVE_TYPE_OPTIONS: readonly Option<'STUDENT' | 'GRADUATE' | 'STYLIST' | 'DESIGNER' | 'OTHER'>[] = [
  { value: 'STUDENT', label: 'Estudiante', hint: 'Te estás formando en moda o diseño.' },
  { value: 'GRADUATE', label: 'Graduado', hint: 'Has terminado tus estudios.' },
  { value: 'STYLIST', label: 'Estilista', hint: 'Creas looks y estilismos.' },
  { value: 'DESIGNER', label: 'Diseñador/a activo', hint: 'Diseñas para tu marca, por tu cuenta o para una empresa.' },
  { value: 'OTHER', label: 'Otro', hint: 'Tu perfil creativo es otro.' },
];

/** Professional step 1 (README § Product notes: 3 is an agency or scout, 4 the institution). */
export const PROFESSIONAL_TYPE_OPTIONS: readonly Option<'BRAND' | 'COMPANY' | 'AGENCY' | 'INSTITUTION' | 'OTHER'>[] = [
  { value: 'BRAND', label: 'Marca pequeña', hint: 'Una marca propia o emergente.' },
  { value: 'COMPANY', label: 'Empresa', hint: 'Una empresa del sector de la moda.' },
  { value: 'AGENCY', label: 'Agencia o scouting', hint: 'Representas o buscas talento.' },
  { value: 'INSTITUTION', label: 'Institución educativa', hint: 'Una escuela, universidad o academia.' },
  { value: 'OTHER', label: 'Otro', hint: 'Otro tipo de profesional.' },
];

/** Step 4: how the user heard of the platform. */
export const REFERRAL_OPTIONS = plain(
  'Redes sociales',
  'Boca a boca',
  'Publicidad online',
  'Evento',
  'Recomendación de un amigo',
  'Búsqueda en Google',
  'Otro',
);

/** Designer step 5: the situation, stored as creativeOther. */
export const DESIGNER_OPTIONS = plain(
  'Diseñador independiente',
  'Diseñador de una marca propia',
  'Trabajo para una empresa',
);

/** Brand and company step 5: the main product. */
export const PRODUCT_OPTIONS: readonly string[] = [
  'Confección a medida',
  'Moda vintage',
  'Accesorios',
  'Joyería',
  'Zapatos',
  'Artículos de cuero',
  'Arte textil',
  'Artículos sostenibles',
  'Otro',
];

/** Agency step 5: the service offered. */
export const AGENCY_SERVICE_OPTIONS: readonly string[] = [
  'Gestión de talentos',
  'Dirección creativa o producción',
  'Fotografía y video',
  'Consultoría y estrategia de marca',
  'Organización de desfiles',
  'Marketing digital',
];
