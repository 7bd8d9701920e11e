// The user object of CONTRACT.md: every profile field of both spec parts, null where unset.
import { Type, type Static } from '@sinclair/typebox';
import { REPORT_KINDS } from '../domain/reports';
import { Nullable } from './common';
import { Enum } from './enum';
import { HiddenNoticeObject } from './report';

const Str = Nullable(Type.String());
const Bool = Nullable(Type.Boolean());
const Strings = Type.Array(Type.String());

const EducationEntry = Type.Object({
  institution: Type.Optional(Type.String()),
  otherInstitution: Type.Optional(Type.String()),
  formationName: Type.Optional(Type.String()),
  location: Type.Optional(Type.String()),
  formationStartMonth: Type.Optional(Type.String()),
  formationStartYear: Type.Optional(Type.String()),
  formationEndMonth: Type.Optional(Type.String()),
  formationEndYear: Type.Optional(Type.String()),
  currentlyEnrolled: Type.Optional(Type.Boolean()),
  institutionLogo: Type.Optional(Type.String()),
});

const ExperienceEntry = Type.Object({
  title: Type.Optional(Type.String()),
  institution: Type.Optional(Type.String()),
  location: Type.Optional(Type.String()),
  startMonth: Type.Optional(Type.String()),
  startYear: Type.Optional(Type.String()),
  endMonth: Type.Optional(Type.String()),
  endYear: Type.Optional(Type.String()),
  currentlyWorking: Type.Optional(Type.Boolean()),
  description: Type.Optional(Type.String()),
  companyLogo: Type.Optional(Type.String()),
});

const Milestone = Type.Object({
  date: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  entity: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
});

const Social = Type.Object({
  emailContacto: Type.Optional(Type.String()),
  sitioWeb: Type.Optional(Type.String()),
  instagram: Type.Optional(Type.String()),
  linkedin: Type.Optional(Type.String()),
  behance: Type.Optional(Type.String()),
  tumblr: Type.Optional(Type.String()),
  youtube: Type.Optional(Type.String()),
  pinterest: Type.Optional(Type.String()),
});

/**
 * Follow facts added by the calls that know them (the profile calls); absent from the
 * user objects embedded elsewhere (sign-in answers, by-ids).
 */
const SocialFacts = {
  followersCount: Type.Optional(Type.Integer({ description: 'Extension: how many accounts follow this one.' })),
  followingCount: Type.Optional(Type.Integer({ description: 'Extension: how many accounts this one follows.' })),
  isFollowing: Type.Optional(
    Type.Boolean({ description: 'Extension: whether the caller follows this account (public profile only).' }),
  ),
  following: Type.Optional(
    Type.Array(Type.String(), { description: 'Ids of the followed accounts, newest first. Own profile only.' }),
  ),
  savedOffers: Type.Optional(
    Type.Array(Type.String(), { description: 'Ids of the saved job offers, most recent first. Own profile only.' }),
  ),
  reportedItems: Type.Optional(
    Type.Array(Type.Object({ kind: Enum(REPORT_KINDS), itemId: Type.String() }), {
      description: 'Extension (issue 24): what the account reported, the latest 1000 first. Own profile only.',
    }),
  ),
  notifications: Type.Optional(
    Type.Array(Type.Object({ userId: Type.String(), active: Type.Boolean() }), {
      description: 'Per followed account: set active on follow and inactive on unfollow (part 2 §4). Own profile only.',
    }),
  ),
};

export const UserObject = Type.Object(
  {
    _id: Type.String(),
    username: Type.String(),
    moderation: Type.Optional(HiddenNoticeObject),
    email: Type.Optional(Type.String({ description: 'Only present when the caller is the account itself.' })),
    role: Nullable(Enum(['Creativo', 'Profesional'])),
    creativeType: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
    professionalType: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
    isVerificatedProfesional: Type.Boolean(),
    fullName: Str,
    companyName: Str,
    dateOfBirth: Type.Optional(
      Nullable(Type.String({ description: 'YYYY-MM-DD. Only present for the account itself.' })),
    ),
    country: Str,
    city: Str,
    referralSource: Type.Optional(Str),
    formationType: Str,
    institution: Str,
    creativeOther: Str,
    profileCompleted: Type.Boolean(),
    foundingYear: Str,
    productServiceType: Str,
    agencyServices: Str,
    showNameCompany: Bool,
    professionalTitle: Str,
    bio: Str,
    biography: Str,
    professionalSummary: Str,
    sitioWeb: Str,
    profile: Type.Object({ profilePicture: Str }),
    hasGoogle: Type.Optional(
      Type.Boolean({
        description:
          'Whether the account signs in with Google (its googleId is never sent). Only present for the account itself.',
      }),
    ),
    cvUrl: Str,
    cvFileName: Str,
    portfolioUrl: Str,
    portfolioFileName: Str,
    skills: Strings,
    software: Strings,
    languages: Strings,
    education: Type.Array(EducationEntry),
    professionalFormation: Type.Array(ExperienceEntry),
    contract: Nullable(
      Type.Object({ practicas: Type.Boolean(), tiempoCompleto: Type.Boolean(), parcial: Type.Boolean() }),
    ),
    locationType: Nullable(
      Type.Object({ presencial: Type.Boolean(), remoto: Type.Boolean(), hibrido: Type.Boolean() }),
    ),
    social: Nullable(Social),
    professionalTags: Strings,
    companyTags: Strings,
    offersPractices: Bool,
    professionalMilestones: Type.Array(Milestone),
    createdAt: Type.String({ format: 'date-time' }),
    ...SocialFacts,
    isOperator: Type.Optional(
      Type.Boolean({ description: 'Extension (issue 11): GET /api/users/profile only, the caller is an operator.' }),
    ),
  },
  { description: 'An account with every profile field; null where unset.' },
);

export type UserObject = Static<typeof UserObject>;

/**
 * The fields of an account that a directory card shows (the explorer's, Creativos' and Estudiar
 * moda's cards: name, picture, title, place, tags, website), plus what the name to show is made
 * of. Anonymous visitors get these only (issue 18); everything else of a profile (CV, portfolio,
 * contact address, education, experience…) is for signed-in users, as opening a profile is.
 */
export const USER_CARD_KEYS = [
  '_id',
  'username',
  'role',
  'creativeType',
  'professionalType',
  'fullName',
  'companyName',
  'showNameCompany',
  'professionalTitle',
  'city',
  'country',
  'profile',
  'professionalTags',
  'companyTags',
  'skills',
  'sitioWeb',
] as const satisfies readonly (keyof UserObject)[];

export type UserCard = Pick<UserObject, (typeof USER_CARD_KEYS)[number]>;

/** An account in a by-ids answer: whole (without the private facts) for a signed-in caller, its card otherwise. */
export const ListedUser = Type.Composite(
  [Type.Pick(UserObject, USER_CARD_KEYS), Type.Partial(Type.Omit(UserObject, USER_CARD_KEYS))],
  {
    description:
      'An account: every profile field for a signed-in caller; for an anonymous one only the fields a directory card shows (USER_CARD_KEYS in CONTRACT.md), with the follow counts.',
  },
);
