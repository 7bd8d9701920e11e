// The body of PUT /api/users/profile: the onboarding groups of part 1 §7 and the
// profile editor fields of part 2 §7, with the limits of part 2 §5/§9. Every field is
// optional: absent fields stay unchanged, '' clears a text.
import { Type, type Static } from '@sinclair/typebox';
import { Enum } from './enum';

export const PROFILE_LIMITS = {
  education: 3,
  /** Not capped by the spec ("no cap"); bounded here so one row stays small. */
  professionalFormation: 20,
  skills: 5,
  tagLength: 50,
  software: 10,
  languages: 5,
  companyTags: 3,
  professionalTags: 3,
  bio: 150,
  summary: 500,
  /** Not capped by the spec; bounded here. */
  milestones: 10,
  milestoneDescription: 120,
} as const;

const text = (maxLength: number, description?: string) => Type.String({ maxLength, description });
const typeNumber = (description: string) => Type.Integer({ minimum: 1, maximum: 5, description });
const tags = (maxItems: number, description: string) =>
  Type.Array(text(PROFILE_LIMITS.tagLength), {
    maxItems,
    description: `${description} Trimmed; blanks and repeats (ignoring case) are dropped.`,
  });

/** Months and years arrive as the digits typed ("09", "2021"); numbers are accepted too. */
const MonthOrYear = (description: string) =>
  Type.Union([Type.String({ maxLength: 4 }), Type.Integer()], { description });
const Month = MonthOrYear('1–12, or "" when unknown. Stored as two digits.');
const Year = MonthOrYear('Four digits, or "" when unknown.');

/** An uploaded logo (POST /api/users/institution-logo or company-logo) or an http(s) URL. */
const LogoUrl = Type.String({
  maxLength: 500,
  pattern: '^$|^/media/[A-Za-z0-9._-]+$|^https?://\\S+$',
  description: 'A logoUrl answered by the logo uploads, an http(s) URL, or "".',
});

export const EducationInput = Type.Object({
  institution: Type.Optional(text(150)),
  otherInstitution: Type.Optional(text(150)),
  formationName: Type.Optional(text(150)),
  location: Type.Optional(text(150)),
  formationStartMonth: Type.Optional(Month),
  formationStartYear: Type.Optional(Year),
  formationEndMonth: Type.Optional(Month),
  formationEndYear: Type.Optional(Year),
  currentlyEnrolled: Type.Optional(Type.Boolean()),
  institutionLogo: Type.Optional(LogoUrl),
});
export type EducationInput = Static<typeof EducationInput>;

export const ExperienceInput = Type.Object({
  title: Type.Optional(text(150)),
  institution: Type.Optional(text(150, 'The company.')),
  location: Type.Optional(text(150)),
  startMonth: Type.Optional(Month),
  startYear: Type.Optional(Year),
  endMonth: Type.Optional(Month),
  endYear: Type.Optional(Year),
  currentlyWorking: Type.Optional(Type.Boolean()),
  description: Type.Optional(text(1000)),
  companyLogo: Type.Optional(LogoUrl),
});
export type ExperienceInput = Static<typeof ExperienceInput>;

export const MilestoneInput = Type.Object({
  date: Type.Optional(text(20, 'mm / yyyy (also mm/yyyy); stored as "mm / yyyy".')),
  name: Type.Optional(text(150)),
  entity: Type.Optional(text(150)),
  description: Type.Optional(text(PROFILE_LIMITS.milestoneDescription)),
});
export type MilestoneInput = Static<typeof MilestoneInput>;

const handle = (network: string) =>
  Type.Optional(text(300, `The ${network} handle (a leading @ is dropped) or its full URL; stored as a full URL.`));

export const SocialInput = Type.Object(
  {
    emailContacto: Type.Optional(text(254, 'A contact email, or "".')),
    sitioWeb: Type.Optional(text(300, 'A website; https:// is added when no scheme is given.')),
    instagram: handle('Instagram'),
    linkedin: handle('LinkedIn (stored under /in/)'),
    behance: handle('Behance'),
    tumblr: handle('Tumblr'),
    youtube: handle('YouTube'),
    pinterest: handle('Pinterest'),
  },
  { description: 'Only the networks sent change; "" stores an empty value.' },
);
export type SocialInput = Static<typeof SocialInput>;

const flag = Type.Optional(Type.Boolean());

const ContractInput = Type.Object(
  { practicas: flag, tiempoCompleto: flag, parcial: flag },
  { description: 'Contracts looked for; only the flags sent change.' },
);
const LocationInput = Type.Object(
  { presencial: flag, remoto: flag, hibrido: flag },
  { description: 'Work formats looked for; only the flags sent change.' },
);

const ProfileUpdate = Type.Object(
  {
    // Onboarding (part 1 §7).
    role: Enum(['Creativo', 'Profesional']),
    creativeType: typeNumber('1 Estudiante, 2 Graduado, 3 Estilista, 4 Diseñador/a activo, 5 Otro.'),
    professionalType: Type.Union(
      [typeNumber('1 marca, 2 empresa, 3 agencia, 4 institución, 5 otro.'), Enum(['1', '2', '3', '4', '5'])],
      { description: '1–5, also accepted as the strings "1"–"5".' },
    ),
    fullName: text(100),
    dateOfBirth: Type.String({
      format: 'date',
      description: 'YYYY-MM-DD; 1 to 90 years old (UTC day), creatives and professionals alike.',
    }),
    country: text(60),
    city: text(100),
    referralSource: text(100),
    formationType: text(100),
    institution: text(150),
    creativeOther: text(150),
    profileCompleted: Type.Boolean(),
    companyName: text(100),
    // Checked by the model, so every refused year gets the same Spanish sentence.
    foundingYear: Type.String({ description: 'yyyy: four digits, from 1800 to the current year.' }),
    productServiceType: text(100),
    agencyServices: text(200),
    showNameCompany: Type.Boolean(),
    // Profile editor (part 2 §7).
    bio: text(PROFILE_LIMITS.bio),
    biography: text(PROFILE_LIMITS.summary, 'The summary section.'),
    professionalSummary: text(PROFILE_LIMITS.summary),
    professionalTitle: text(100),
    sitioWeb: text(300, 'A website; https:// is added when no scheme is given.'),
    education: Type.Array(EducationInput, { maxItems: PROFILE_LIMITS.education }),
    professionalFormation: Type.Array(ExperienceInput, { maxItems: PROFILE_LIMITS.professionalFormation }),
    skills: tags(PROFILE_LIMITS.skills, 'Soft skills, each at most 50 characters.'),
    software: tags(PROFILE_LIMITS.software, 'Software.'),
    languages: tags(PROFILE_LIMITS.languages, 'Languages.'),
    professionalTags: tags(PROFILE_LIMITS.professionalTags, 'Professional title tags.'),
    companyTags: tags(PROFILE_LIMITS.companyTags, 'Company tags.'),
    contract: ContractInput,
    locationType: LocationInput,
    social: SocialInput,
    offersPractices: Type.Boolean(),
    professionalMilestones: Type.Array(MilestoneInput, {
      maxItems: PROFILE_LIMITS.milestones,
      description: 'Company and institution accounts only (professionalType 1–4).',
    }),
  },
  { description: 'Unknown fields are ignored.' },
);

export const ProfileUpdateBody = Type.Partial(ProfileUpdate);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;
