// Job offers, applications and saved offers (part 2 §3 "Job offer", §7 "Job offers").
import { Type, type Static } from '@sinclair/typebox';
import {
  APPLICATION_STATUSES,
  JOB_TYPES,
  LOCATION_TYPES,
  JOB_OFFER_STATUSES,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
} from '../db/job-offer-tables';
import { RESPONSE_TYPES } from '../db/columns';
import { MAX_BY_IDS } from './by-ids';
import { ExtraQuestion, Nullable, PageFields, pageQuery } from './common';
import { EnumList } from './enum-list';
import { Enum } from './enum';
import { FormList, FormText, FormValue } from './form-fields';
import { offerChanges, revisionFields } from './offer-revisions';
import { HiddenNoticeObject } from './report';

const Str = Nullable(Type.String());

export const ApplicationAnswer = Type.Object({
  question: Type.String(),
  responseType: Enum(RESPONSE_TYPES),
  answer: Type.Union([Type.String(), Type.Number(), Type.Boolean()]),
});

/** What the offer form sets: the public version's, or an edit's waiting for review. */
const contentFields = {
  position: Type.String({ description: 'The title of the position.' }),
  description: Type.String(),
  companyName: Str,
  companyLogo: Nullable(Type.String({ description: 'URL of the uploaded logo; null when none.' })),
  companyDescription: Str,
  country: Type.String(),
  city: Type.String(),
  jobType: Enum(JOB_TYPES),
  locationType: Enum(LOCATION_TYPES),
  expirationDate: Nullable(
    Type.String({ format: 'date', description: 'Last day the offer takes applications (YYYY-MM-DD).' }),
  ),
  duration: Str,
  experienceYears: Nullable(Type.Integer()),
  salary: Nullable(
    Type.Object(
      {
        min: Nullable(Type.Integer({ description: 'Whole units of the currency; null: "hasta max".' })),
        max: Nullable(Type.Integer({ description: 'Whole units of the currency; null: "desde min".' })),
        currency: Enum(SALARY_CURRENCIES),
        period: Enum(SALARY_PERIODS),
      },
      { description: 'Extension (issue 24): the salary range (EU pay transparency); null when not given.' },
    ),
  ),
  experience: Str,
  website: Str,
  contactName: Str,
  descriptionEmployer: Type.String(),
  functions: Str,
  offered: Str,
  requiredProfile: Type.String(),
  tags: Type.Array(Type.String(), { description: 'Hard and soft skills combined, hard first.' }),
  hardSkills: Type.Array(Type.String(), {
    description: 'Extension: the hard skills of tags, as the company entered them.',
  }),
  softSkills: Type.Array(Type.String(), {
    description: 'Extension: the soft skills of tags, as the company entered them.',
  }),
  isUrgent: Type.Boolean(),
  isExternal: Type.Boolean(),
  externalLink: Str,
  externalUrl: Nullable(Type.String({ description: 'Same as externalLink.' })),
  extraQuestions: Type.Array(ExtraQuestion),
  isExpired: Type.Boolean({ description: 'Extension: expirationDate is before today (Madrid time).' }),
};

/** Extension (issue 17): an edit of a public offer waiting for an operator, beside the public version. */
export const JobOfferChanges = offerChanges(contentFields);

const offerFields = {
  _id: Type.String(),
  moderation: Type.Optional(HiddenNoticeObject),
  ...contentFields,
  publisher: Type.Object({
    _id: Type.String(),
    username: Type.String(),
    profile: Type.Object(
      { profilePicture: Str },
      { description: "Extension: the publisher's picture, a fallback when there is no logo." },
    ),
  }),
  publisherName: Type.String({
    description:
      'The name shown for the publisher: company name for professional types 1, 2 and 4, else full name, else username.',
  }),
  publicationDate: Type.String({ format: 'date-time', description: 'When the offer was published (approved).' }),
  status: Enum(JOB_OFFER_STATUSES, {
    description: 'pending, accepted, cancelled; rejected (extension) when an operator refused it.',
  }),
  createdAt: Type.String({ format: 'date-time', description: 'Extension.' }),
  ...revisionFields(JobOfferChanges),
};

const countFields = {
  applicationsCount: Type.Optional(Type.Integer({ description: "Only in the owner's lists and view." })),
  reviewedApplicationsCount: Type.Optional(
    Type.Integer({ description: "Applications accepted or rejected. Only in the owner's lists and view." }),
  ),
};

export const JobOfferObject = Type.Object({ ...offerFields, ...countFields });
export type JobOfferObject = Static<typeof JobOfferObject>;

const Candidate = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  fullName: Str,
  professionalTitle: Str,
  city: Str,
  country: Str,
  profile: Type.Object({ profilePicture: Str }),
  cvUrl: Str,
  portfolioUrl: Str,
  social: Nullable(
    Type.Object({
      emailContacto: Type.Optional(Type.String()),
      sitioWeb: Type.Optional(Type.String()),
      instagram: Type.Optional(Type.String()),
      linkedin: Type.Optional(Type.String()),
      behance: Type.Optional(Type.String()),
      tumblr: Type.Optional(Type.String()),
      youtube: Type.Optional(Type.String()),
      pinterest: Type.Optional(Type.String()),
    }),
  ),
});

export const ApplicationObject = Type.Object({
  _id: Type.String(),
  status: Enum(APPLICATION_STATUSES, {
    description: 'pending until the company accepts (seleccionado) or rejects (descartado).',
  }),
  answers: Type.Array(ApplicationAnswer),
  appliedAt: Type.String({ format: 'date-time' }),
  user: Candidate,
});
export type ApplicationObject = Static<typeof ApplicationObject>;

export const ApplyBody = Type.Object(
  {
    answers: Type.Optional(
      Type.Array(
        Type.Object({
          question: Type.Optional(Type.String({ maxLength: 1000 })),
          responseType: Type.Optional(Type.String({ maxLength: 20 })),
          answer: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
        }),
        {
          maxItems: 10,
          description: "One entry per extra question, in the offer's order; booleans default to false.",
        },
      ),
    ),
  },
  { default: {} },
);

export const Applied = Type.Object({
  message: Type.String(),
  application: Type.Object({
    _id: Type.String(),
    status: Enum(['pending']),
    answers: Type.Array(ApplicationAnswer),
    appliedAt: Type.String({ format: 'date-time' }),
  }),
});

export const ApplicationCheck = Type.Object({
  hasApplied: Type.Boolean(),
  applicationStatus: Nullable(
    Enum(APPLICATION_STATUSES, { description: 'Extension: the application status; null when not applied.' }),
  ),
});

export const ApplicationParams = Type.Object({
  offerId: Type.String({ maxLength: 64 }),
  applicationId: Type.String({ maxLength: 64 }),
});
export const ApplicationStatusBody = Type.Object({ status: Enum(['accepted', 'rejected']) });
export const ApplicationDecided = Type.Object({ message: Type.String(), application: ApplicationObject });

export const ApplicationsByIdsQuery = Type.Object({
  offerIds: Type.Optional(Type.String({ description: `Comma list of offer ids (at most ${MAX_BY_IDS}).` })),
  ids: Type.Optional(Type.String({ description: `Comma list of application ids (at most ${MAX_BY_IDS}).` })),
});
export const ApplicationsByIds = Type.Object({
  applications: Type.Array(
    Type.Object({
      ...ApplicationObject.properties,
      offerId: Type.String({ description: 'Its offer.' }),
      offerWithdrawn: Type.Boolean({
        description:
          "Extension (issue 18): the caller applied to an offer that is no longer public; it is not given ('Oferta retirada').",
      }),
      offer: Type.Optional({ ...JobOfferObject, description: 'The offer, for those asked for by id.' }),
    }),
  ),
});

/** The offer as its owner sees it: with a page of its candidates. */
export const OwnJobOfferObject = Type.Object({
  ...offerFields,
  ...countFields,
  applications: Type.Optional(
    Type.Array(ApplicationObject, { description: 'Only for the owner: candidates, newest first, one page.' }),
  ),
  applicationsTotalPages: Type.Optional(Type.Integer({ description: 'Extension, only for the owner.' })),
});
export type OwnJobOfferObject = Static<typeof OwnJobOfferObject>;

/** The caller's application, as each applied offer carries it. */
const appliedFields = {
  applicationId: Type.String({ description: "The caller's application." }),
  applicationStatus: Enum(APPLICATION_STATUSES),
  appliedAt: Type.String({ format: 'date-time' }),
  answers: Type.Array(ApplicationAnswer),
};

/**
 * An offer applied to: its approved version while public, or (extension, issue 18) only its
 * id when it was withdrawn (deactivated, taken down, edited back into review): the applicant
 * never reads a version no operator approved.
 */
export const AppliedOfferObject = Type.Union([
  Type.Object({
    ...offerFields,
    withdrawn: Type.Literal(false, { description: 'Extension: the offer is public.' }),
    ...appliedFields,
  }),
  Type.Object({
    _id: Type.String(),
    withdrawn: Type.Literal(true, { description: "Extension: the offer is no longer public ('Oferta retirada')." }),
    ...appliedFields,
  }),
]);
export type AppliedOfferObject = Static<typeof AppliedOfferObject>;

export const SavedOfferObject = Type.Object({
  ...offerFields,
  savedAt: Type.String({ format: 'date-time', description: 'Extension.' }),
});
export type SavedOfferObject = Static<typeof SavedOfferObject>;

export const JobOfferPage = Type.Object({ offers: Type.Array(JobOfferObject), ...PageFields });
export type JobOfferPage = Static<typeof JobOfferPage>;
export const AppliedOfferPage = Type.Object({ offers: Type.Array(AppliedOfferObject), ...PageFields });
export const SavedOfferPage = Type.Object({ savedOffers: Type.Array(SavedOfferObject), ...PageFields });

/** The paging of every job offer list (extension). */
export const JobOfferPaging = pageQuery({ defaultLimit: 50, maxLimit: 100, extension: true });

export const PublicJobOffersQuery = Type.Object({
  status: Type.Optional(
    Enum(['accepted', 'active'], {
      description: 'Only accepted (alias active) offers are public; the spec sends status=accepted.',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Extension: in position, description or company name.' }),
  ),
  country: Type.Optional(Type.String({ maxLength: 60, description: 'Extension.' })),
  city: Type.Optional(Type.String({ maxLength: 100, description: 'Extension.' })),
  companyName: Type.Optional(Type.String({ maxLength: 100, description: 'Extension: a substring.' })),
  jobType: Type.Optional(Enum(JOB_TYPES)),
  locationType: Type.Optional(Enum(LOCATION_TYPES)),
  practicas: Type.Optional(Type.Boolean({ description: 'Extension: only internships (jobType Prácticas).' })),
  minSalary: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10_000_000,
      description:
        'Extension: offers in euros whose salary reaches this many euros a year (a month counts 12, an hour 1,760).',
    }),
  ),
  ...JobOfferPaging,
});

export const CompanyJobOffersQuery = Type.Object({
  status: Type.Optional(
    EnumList(JOB_OFFER_STATUSES, {
      description:
        'One of accepted, pending, cancelled, rejected (rejected is an extension); extension: several, comma-separated (cancelled,rejected).',
    }),
  ),
  practicas: Type.Optional(Type.Boolean({ description: 'true: only internships (jobType Prácticas).' })),
  ...JobOfferPaging,
});

/** The owner's page of candidates: the same paging under other names (extension). */
const candidatePaging = pageQuery({ defaultLimit: 100, maxLimit: 100, extension: true });
export const JobOfferDetailQuery = Type.Object({
  applicationsPage: candidatePaging.page,
  applicationsLimit: candidatePaging.limit,
});

/** Documents the form; the handler reads and checks it (multipart or JSON). */
export const JobOfferForm = Type.Object(
  {
    position: Type.String({ description: 'Required (alias title).' }),
    jobType: Enum(JOB_TYPES),
    locationType: Enum(LOCATION_TYPES),
    city: Type.String({ description: 'Required.' }),
    country: Type.String({ description: 'Required.' }),
    descriptionEmployer: Type.String({ description: 'Required.' }),
    description: Type.String({ description: 'Required.' }),
    requiredProfile: Type.String({ description: 'Required.' }),
    companyName: Type.Optional(Type.String({ description: "Defaults to the publisher's company name." })),
    companyDescription: Type.Optional(Type.String()),
    expirationDate: Type.Optional(Type.String({ format: 'date', description: 'Not before today.' })),
    duration: Type.Optional(Type.String()),
    experienceYears: Type.Optional(Type.String({ description: 'An integer 0–60.' })),
    salaryMin: Type.Optional(Type.String({ description: 'Extension: a whole amount, 1 to 10,000,000; empty: none.' })),
    salaryMax: Type.Optional(Type.String({ description: 'Extension: a whole amount, not below salaryMin.' })),
    salaryCurrency: Type.Optional(Enum(SALARY_CURRENCIES, { description: 'Extension: EUR by default.' })),
    salaryPeriod: Type.Optional(Enum(SALARY_PERIODS, { description: 'Extension: year by default.' })),
    experience: Type.Optional(Type.String()),
    website: Type.Optional(Type.String({ description: 'An http(s) URL.' })),
    contactName: Type.Optional(Type.String()),
    functions: Type.Optional(Type.String()),
    offered: Type.Optional(Type.String()),
    tags: Type.Optional(
      Type.String({
        description:
          "JSON list of skills: trimmed, blanks dropped, each once; the first 5 are hard skills (the spec's detail). " +
          'Ignored when hardSkills or softSkills is sent.',
      }),
    ),
    hardSkills: Type.Optional(
      Type.String({ description: 'Extension: JSON list of hard skills (tags are hardSkills then softSkills).' }),
    ),
    softSkills: Type.Optional(
      Type.String({ description: 'Extension: JSON list of soft skills; one also among hardSkills is a hard skill.' }),
    ),
    isUrgent: Type.Optional(Type.String({ description: 'true / false.' })),
    isExternal: Type.Optional(Type.String({ description: 'true / false; true needs externalLink.' })),
    externalLink: Type.Optional(Type.String({ description: 'An http(s) URL (alias externalUrl).' })),
    extraQuestions: Type.Optional(
      Type.String({ description: 'JSON list of at most 3 {question, responseType: text|number|boolean|url}.' }),
    ),
    logo: Type.Optional(Type.String({ format: 'binary', description: 'JPG, PNG, WebP or GIF, at most 5 MB.' })),
  },
  { description: 'On an edit every field is optional: absent fields keep their value.' },
);
/** The form of an edit: the same fields, each optional. */
export const JobOfferEditForm = Type.Partial(JobOfferForm);

export const SavedAnswer = Type.Object({
  message: Type.String(),
  saved: Type.Boolean({ description: 'Whether the offer is now saved.' }),
});

/** The query of the lists paged the job offer way. */
export const JobOfferPageQuery = Type.Object(JobOfferPaging);
export const JobOfferAnswer = Type.Object({ offer: OwnJobOfferObject });
export const SavedJobOffer = Type.Object({ message: Type.String(), offer: JobOfferObject });
export const JobOfferStatusBody = Type.Object({
  status: Enum(['cancelled'], { description: 'The only status an owner sets.' }),
});

export const OfferIdParams = Type.Object({ offerId: Type.String({ maxLength: 64 }) });

// ---------------------------------------------------------------------------------------
// The job offer form's fields (POST /api/offers/create, PUT /api/offers/{offerId}), as
// http/multipart-form.ts checks them before models/job-offer-form.ts reads them.

export const JOB_OFFER_FORM_LIMITS = {
  extraQuestions: 3,
  tags: 30,
  tagLength: 60,
  questionLength: 300,
} as const;

export const JOB_OFFER_FORM_MESSAGES = {
  missing: (fields: string[]) => `Faltan campos: ${fields.join(', ')}`,
  badJobType: 'El tipo de contrato no es válido: elige Tiempo completo, Tiempo parcial o Prácticas.',
  badLocationType: 'La modalidad no es válida: elige Presencial, Remoto o Híbrido.',
  badUrl: (field: string) => `El campo "${field}" debe ser una URL válida.`,
  badBoolean: (field: string) => `El campo "${field}" debe ser verdadero o falso.`,
  badExperienceYears: 'Los años de experiencia deben ser un número entero entre 0 y 60.',
  badDate: 'La fecha de caducidad no es válida (usa el formato AAAA-MM-DD).',
  pastDate: 'La fecha de caducidad no puede ser anterior a hoy.',
  badTags: 'Las etiquetas deben enviarse como una lista JSON de textos.',
  tooManyTags: `Se admiten como máximo ${JOB_OFFER_FORM_LIMITS.tags} etiquetas.`,
  tagTooLong: `Cada etiqueta puede tener como máximo ${JOB_OFFER_FORM_LIMITS.tagLength} caracteres.`,
  badQuestions: 'Las preguntas adicionales deben enviarse como una lista JSON de objetos {question, responseType}.',
  tooManyQuestions: `Se admiten como máximo ${JOB_OFFER_FORM_LIMITS.extraQuestions} preguntas adicionales.`,
  questionTooLong: `Cada pregunta puede tener como máximo ${JOB_OFFER_FORM_LIMITS.questionLength} caracteres.`,
  badResponseType: (n: number) =>
    `El tipo de respuesta de la pregunta ${n} no es válido: usa text, number, boolean o url.`,
  externalLinkMissing: 'Indica el enlace de la oferta externa (externalLink).',
  badSalary: (field: 'salaryMin' | 'salaryMax') =>
    `El salario ${field === 'salaryMin' ? 'mínimo' : 'máximo'} debe ser una cantidad entera entre 1 y 10.000.000, sin decimales.`,
  salaryRange: 'El salario mínimo no puede ser mayor que el máximo.',
  badSalaryCurrency: 'La moneda del salario no es válida: usa EUR, USD, GBP o CHF.',
  badSalaryPeriod: 'El periodo del salario no es válido: usa year, month u hour.',
  salaryHistoryQuestion:
    'No se puede preguntar a las candidaturas por su salario actual o anterior (Directiva (UE) 2023/970 de transparencia retributiva). Puedes preguntar por sus expectativas salariales.',
} as const;

const Skills = FormList(Type.String(), JOB_OFFER_FORM_MESSAGES.badTags);

/** In the order the form is checked: the first field that fails is the one refused. */
export const JobOfferFormFields = Type.Object({
  position: FormText(150),
  description: FormText(10_000),
  companyName: FormText(100),
  companyDescription: FormText(5_000),
  descriptionEmployer: FormText(5_000),
  country: FormText(60),
  city: FormText(100),
  duration: FormText(100),
  experience: FormText(500),
  contactName: FormText(100),
  functions: FormText(10_000),
  offered: FormText(10_000),
  requiredProfile: FormText(10_000),
  jobType: FormText(50),
  locationType: FormText(50),
  website: FormText(500),
  externalLink: FormText(500),
  externalUrl: FormText(500),
  isUrgent: FormValue,
  isExternal: FormValue,
  experienceYears: FormValue,
  salaryMin: FormValue,
  salaryMax: FormValue,
  salaryCurrency: FormText(10),
  salaryPeriod: FormText(10),
  expirationDate: FormValue,
  tags: Skills,
  hardSkills: Skills,
  softSkills: Skills,
  extraQuestions: FormList(
    Type.Object({
      question: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      responseType: Type.Optional(Type.Unknown()),
    }),
    JOB_OFFER_FORM_MESSAGES.badQuestions,
  ),
});
export type JobOfferFormFields = Static<typeof JobOfferFormFields>;
