// Educational offers and institutions (part 2 §3): the closed value lists of the form,
// the REST objects, and the multipart form as the OpenAPI document shows it.
import { Type, type Static } from '@sinclair/typebox';
import { RESPONSE_TYPES } from '../db/columns';
import { ExtraQuestion, ImageDetails, Nullable, PageFields, pageQuery } from './common';
import { Enum } from './enum';
import { EnumList } from './enum-list';
import { FormList, FormText } from './form-fields';
import { offerChanges, revisionFields } from './offer-revisions';
import { HiddenNoticeObject } from './report';

export const EDUCATION_TYPES = ['Grado', 'Máster', 'FP', 'Curso', 'Taller', 'Certificación', 'Otro'] as const;
export type EducationType = (typeof EDUCATION_TYPES)[number];

export const MODALITIES = ['Presencial', 'Online', 'Híbrida'] as const;
export type Modality = (typeof MODALITIES)[number];

/** The categories of the institutions screen's filter (part 2 §5 "Fashion filters"). */
export const CATEGORIES = ['Moda', 'Diseño gráfico', 'Fotografía'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The admin command (src/admin) also writes these values into educational_offers.status. */
export const EDUCATIONAL_OFFER_STATUSES = ['pending', 'accepted', 'active', 'cancelled', 'rejected'] as const;
export type EducationalOfferStatus = (typeof EDUCATIONAL_OFFER_STATUSES)[number];
/** Only these are shown to anyone but the owner. */
export const PUBLIC_EDUCATIONAL_OFFER_STATUSES: readonly EducationalOfferStatus[] = ['accepted', 'active'];

/** The unit of a programme's duration (an extension: the spec's form asks for years only). */
export const DURATION_UNITS = ['meses', 'años'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const CENTER_TYPES = ['public', 'private'] as const;
export type CenterType = (typeof CENTER_TYPES)[number];

/** The education levels of the institutions screen's filter (part 2 §5 "Fashion filters"). */
export const EDUCATION_LEVELS = [
  'Grado o licenciatura',
  'Máster o posgrado',
  'Doctorado o investigación',
  'FP',
  'Cursos talleres',
  'Certificaciones',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

const Str = Nullable(Type.String());
const Month = Nullable(Enum(MONTHS));

const OfferInstitution = Type.Object(
  {
    _id: Type.String(),
    username: Type.String(),
    name: Type.String({ description: 'The name shown: companyName (an institution), else fullName, else username.' }),
    logo: Str,
  },
  { description: 'Extension: the publishing institution.' },
);

/** What the offer form sets: the public version's, or an edit's waiting for review. */
const contentFields = {
  programName: Type.String(),
  title: Type.String({ description: 'Same as programName (the spec names both).' }),
  studyType: Str,
  knowledgeArea: Str,
  modality: Enum(MODALITIES),
  duration: Type.Object({
    value: Type.Integer({ description: 'In `durationUnit`.' }),
    unit: Type.String({ description: 'The unit as shown: "mes", "meses", "año" or "años".' }),
  }),
  location: Type.Object({ city: Type.String(), country: Type.String() }),
  description: Nullable(Type.String({ description: 'Plain text as submitted: render as text.' })),
  requirements: Type.Array(Type.String()),
  syllabus: Nullable(Type.String({ description: 'HTML built by the server (escaped modules list).' })),
  banner: Nullable(Type.String({ description: 'URL of the header image.' })),
  price: Nullable(
    Type.Object({ amount: Type.Number(), currency: Type.String({ description: 'ISO 4217, default EUR.' }) }),
  ),
  startDate: Nullable(Type.String({ description: 'YYYY-MM-DD, derived from the school year and duration.' })),
  endDate: Nullable(Type.String({ description: 'YYYY-MM-DD.' })),
  brochureUrl: Str,
  applicationLink: Str,
  contactInfo: Type.String({ description: 'HTML built by the server from the institution contact facts.' }),
  schedule: Str,
  practices: Type.Boolean({ description: 'Internships included (form field internships).' }),
  tags: Type.Array(Type.String()),
  categories: Type.Array(Type.String()),
  // Extensions: the form's own fields, so an edit screen can fill itself in.
  educationType: Enum(EDUCATION_TYPES),
  category: Enum(CATEGORIES),
  credits: Nullable(Type.Integer()),
  durationUnit: Enum(DURATION_UNITS, { description: 'Extension: the unit of duration.value.' }),
  morningSchedule: Type.Boolean(),
  internships: Type.Boolean(),
  erasmus: Type.Boolean(),
  bilingualEducation: Type.Boolean(),
  enrollmentStartDate: Nullable(Type.Integer({ description: 'Day of the month.' })),
  enrollmentStartMonth: Month,
  enrollmentEndDate: Nullable(Type.Integer()),
  enrollmentEndMonth: Month,
  schoolYearStartMonth: Month,
  schoolYearEndMonth: Month,
  websiteUrl: Str,
  syllabusModules: Type.Array(Type.String(), { description: 'The modules the syllabus HTML lists.' }),
  extraQuestions: Type.Array(ExtraQuestion),
  bannerDetails: Nullable(ImageDetails),
};

/** Extension (issue 17): an edit of a public offer waiting for an operator, beside the public version. */
export const EducationalOfferChanges = offerChanges(contentFields);

export const EducationalOfferObject = Type.Object({
  _id: Type.String(),
  ...contentFields,
  publicationDate: Type.String({ description: 'ISO 8601.' }),
  gallery: Type.Array(Type.String(), { description: 'Image URLs.' }),
  status: Enum(EDUCATIONAL_OFFER_STATUSES),
  institutionName: Type.String(),
  institution: OfferInstitution,
  galleryDetails: Type.Array(ImageDetails),
  updatedAt: Type.String(),
  ...revisionFields(EducationalOfferChanges),
  moderation: Type.Optional(HiddenNoticeObject),
});
export type EducationalOfferObject = Static<typeof EducationalOfferObject>;

export const EducationalOfferPage = Type.Object({ offers: Type.Array(EducationalOfferObject), ...PageFields });

export const Program = Type.Object({
  educationType: Enum(EDUCATION_TYPES),
  modality: Enum(MODALITIES),
  category: Enum(CATEGORIES),
  _id: Type.String({ description: 'Extension: the offer id.' }),
  programName: Type.String({ description: 'Extension.' }),
});

export const InstitutionObject = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  logo: Str,
  professionalTitle: Str,
  location: Type.Object({ city: Str, country: Str }),
  type: Enum(CENTER_TYPES),
  skills: Type.Array(Type.String(), { description: 'Profile skills, then company tags, without repeats.' }),
  website: Str,
  programs: Type.Array(Program, { description: 'Its public educational offers.' }),
});
export type InstitutionObject = Static<typeof InstitutionObject>;

export const InstitutionPage = Type.Object({ institutions: Type.Array(InstitutionObject), ...PageFields });

const paging = pageQuery({ defaultLimit: 100, maxLimit: 100, extension: true });
export const EducationalOfferPageQuery = Type.Object(paging);
export const OwnEducationalOffersQuery = Type.Object({
  ...paging,
  status: Type.Optional(
    EnumList(EDUCATIONAL_OFFER_STATUSES, {
      description: "Extension: only these statuses, one or several comma-separated (the owner's own list).",
    }),
  ),
});
/** The directory's filters (extensions, CONTRACT.md § The institution object), applied by the database. */
export const InstitutionListQuery = Type.Object({
  ...paging,
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Extension: part of the name or the city.' })),
  country: Type.Optional(Type.String({ maxLength: 60, description: 'Extension: the country.' })),
  city: Type.Optional(Type.String({ maxLength: 100, description: 'Extension: the city.' })),
  type: Type.Optional(Enum(CENTER_TYPES, { description: 'Extension: only public or only private centres.' })),
  level: Type.Optional(
    Enum(EDUCATION_LEVELS, { description: 'Extension: only those with a public programme of this level.' }),
  ),
  modality: Type.Optional(
    Enum([...MODALITIES, 'Híbrido'], {
      description: 'Extension: only those with a public programme taught so ("Híbrido" reads as "Híbrida").',
    }),
  ),
  category: Type.Optional(
    Enum(CATEGORIES, { description: 'Extension: only those with a public programme of this category.' }),
  ),
});
export const EducationalOfferAnswer = Type.Object({ offer: EducationalOfferObject });
export const SavedEducationalOffer = Type.Object({ message: Type.String(), offer: EducationalOfferObject });
export const EducationalOfferStatusBody = Type.Object({ status: Enum(['cancelled']) });
export const CenterTypeBody = Type.Object({ type: Enum(CENTER_TYPES) });
export const CenterTypeSaved = Type.Object({ message: Type.String(), institution: InstitutionObject });

const formText = (description: string) => Type.Optional(Type.String({ description }));
const formFlag = (description: string) => Type.Optional(Type.String({ description: `${description} true/false.` }));

/** The multipart form of POST (and PUT) /api/offers/educational, as documented. */
export const EducationalOfferForm = Type.Object({
  programName: Type.String({ description: 'Required, at most 100 characters.' }),
  studyType: formText('At most 100 characters.'),
  city: Type.String({ description: 'Required.' }),
  country: Type.String({ description: 'Required.' }),
  educationType: Enum(EDUCATION_TYPES, { description: 'Required.' }),
  modality: Enum(MODALITIES, { description: 'Required ("Híbrido" is read as "Híbrida").' }),
  morningSchedule: formFlag('Morning timetable.'),
  duration: Type.String({ description: 'Required: a whole number of durationUnit, at most 10 years (120 months).' }),
  durationUnit: formText("Extension: meses or años (default, the spec's unit)."),
  credits: formText('Whole number 1–600.'),
  internships: formFlag('Internships included.'),
  erasmus: formFlag('Erasmus.'),
  bilingualEducation: formFlag('Bilingual.'),
  enrollmentStartDate: formText('Day 1–31, with enrollmentStartMonth. A start after the end runs across the new year.'),
  enrollmentStartMonth: formText('Enero … Diciembre.'),
  enrollmentEndDate: formText('Day 1–31, with enrollmentEndMonth.'),
  enrollmentEndMonth: formText('Enero … Diciembre.'),
  schoolYearStartMonth: formText('Enero … Diciembre.'),
  schoolYearEndMonth: formText('Enero … Diciembre.'),
  websiteUrl: formText('http(s) URL; "https://" is added when no scheme is given.'),
  description: formText('Plain text, at most 5000 characters.'),
  requirements: formText('JSON list of texts; blanks dropped; at most 10.'),
  extraQuestions: formText('JSON list of {question, responseType}; at most 3.'),
  institutionName: formText('Used only when the account has no companyName.'),
  headerImage: Type.Optional(Type.String({ format: 'binary', description: 'JPG, PNG or GIF, at most 5 MB.' })),
  category: formText('Extension: Moda (default), Diseño gráfico or Fotografía.'),
  knowledgeArea: formText('Extension: at most 100 characters.'),
  syllabus: formText('Extension: JSON list of module names (at most 30).'),
  price: formText('Extension: amount, 0–1000000, up to 2 decimals.'),
  currency: formText('Extension: ISO 4217 code, default EUR.'),
  applicationLink: formText('Extension: URL; defaults to websiteUrl.'),
  brochureUrl: formText('Extension: URL.'),
});

// ---------------------------------------------------------------------------------------
// The educational offer form's fields, as http/multipart-form.ts checks them before
// models/educational-offer-form.ts reads them by the rules of part 2 §5 (messages as the
// spec words them).

export const EDUCATIONAL_OFFER_FORM_MESSAGES = {
  titleRequired: 'El título es obligatorio.',
  titleTooLong: 'El título no puede exceder los 100 caracteres',
  cityRequired: 'La ciudad es obligatoria.',
  countryRequired: 'El país es obligatorio.',
  educationTypeRequired: 'El tipo de formación es obligatorio.',
  educationTypeInvalid: `El tipo de formación no es válido. Elige uno de: ${EDUCATION_TYPES.join(', ')}.`,
  modalityRequired: 'La modalidad es obligatoria.',
  modalityInvalid: `La modalidad no es válida. Elige una de: ${MODALITIES.join(', ')}.`,
  categoryInvalid: `La categoría no es válida. Elige una de: ${CATEGORIES.join(', ')}.`,
  durationRequired: 'La duración es obligatoria.',
  durationPositive: 'La duración debe ser un número positivo',
  durationWhole: 'La duración debe ser un número entero.',
  durationTooLong: 'La duración no puede superar los 10 años.',
  durationUnitInvalid: `La unidad de la duración no es válida. Elige una de: ${DURATION_UNITS.join(', ')}.`,
  creditsPositive: 'Los créditos deben ser un número positivo',
  creditsWhole: 'Los créditos deben ser un número entero.',
  creditsTooMany: 'Los créditos no pueden superar los 600.',
  dayRange: 'El día debe estar entre 1 y 31.',
  dayNotInMonth: 'Ese día no existe en el mes elegido.',
  monthInvalid: 'El mes no es válido. Usa un mes de Enero a Diciembre.',
  enrollmentStartIncomplete: 'Indica el día y el mes de inicio de la inscripción.',
  enrollmentEndIncomplete: 'Indica el día y el mes de fin de la inscripción.',
  invalidUrl: 'Por favor, introduce una URL válida',
  requirementsFormat: 'Los requisitos deben enviarse como una lista JSON de textos.',
  tooManyRequirements: 'Máximo 10 requisitos permitidos',
  requirementTooLong: 'Cada requisito puede tener como máximo 300 caracteres.',
  questionsFormat: 'Las preguntas adicionales deben enviarse como una lista JSON de {question, responseType}.',
  tooManyQuestions: 'Máximo 3 preguntas adicionales permitidas.',
  questionTooLong: 'Cada pregunta adicional puede tener como máximo 300 caracteres.',
  responseTypeInvalid: `El tipo de respuesta no es válido. Usa uno de: ${RESPONSE_TYPES.join(', ')}.`,
  syllabusFormat: 'El temario debe enviarse como una lista JSON de textos.',
  syllabusTooLong: 'El temario admite como máximo 30 módulos de 200 caracteres.',
  priceInvalid: 'El precio debe ser un número positivo con hasta dos decimales.',
  currencyInvalid: 'La moneda debe ser un código de tres letras, como EUR.',
} as const;

const FORM_MESSAGES = EDUCATIONAL_OFFER_FORM_MESSAGES;

/** In the order the form is checked: the first field that fails is the one refused. */
export const EducationalOfferFormFields = Type.Object({
  programName: Type.Optional(Type.String({ maxLength: 100, errorMessage: FORM_MESSAGES.titleTooLong })),
  studyType: FormText(100),
  city: FormText(100),
  country: FormText(60),
  educationType: FormText(),
  modality: FormText(),
  morningSchedule: FormText(),
  durationUnit: FormText(),
  duration: FormText(),
  credits: FormText(),
  internships: FormText(),
  erasmus: FormText(),
  bilingualEducation: FormText(),
  enrollmentStartDate: FormText(),
  enrollmentStartMonth: FormText(),
  enrollmentEndDate: FormText(),
  enrollmentEndMonth: FormText(),
  schoolYearStartMonth: FormText(),
  schoolYearEndMonth: FormText(),
  websiteUrl: FormText(),
  description: FormText(5000),
  requirements: FormList(Type.String(), FORM_MESSAGES.requirementsFormat),
  /** Objects {question, responseType}, or plain texts (type text). */
  extraQuestions: FormList(
    Type.Union([Type.String(), Type.Object({ question: Type.String(), responseType: Type.Optional(Type.Unknown()) })]),
    FORM_MESSAGES.questionsFormat,
  ),
  institutionName: FormText(150),
  knowledgeArea: FormText(100),
  category: FormText(),
  applicationLink: FormText(),
  brochureUrl: FormText(),
  syllabus: FormList(Type.String(), FORM_MESSAGES.syllabusFormat),
  price: FormText(),
  currency: FormText(),
});
export type EducationalOfferFormFields = Static<typeof EducationalOfferFormFields>;
