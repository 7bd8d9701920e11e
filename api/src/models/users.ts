// Accounts: lookups and the mapping from a users row to the REST user object.
import { sql, type Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from '../db/tables';
import { USER_CARD_KEYS, type UserCard, type UserObject } from '../schemas/user';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are unique whatever their case, so the lookup ignores it. */
export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function usernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== undefined;
}

export function findUserByGoogleId(db: Kysely<Database>, googleId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_id', '=', googleId).executeTakeFirst();
}

/** Links a Google id to an account (its first Google sign-in with the same email). */
export function linkGoogleAccount(db: Kysely<Database>, userId: string, googleId: string, now: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ google_id: googleId, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The account's session version (tokens signed at another one are ended); undefined when it is gone. */
export async function sessionVersionOf(db: Kysely<Database>, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('session_version').where('id', '=', userId).executeTakeFirst();
  return row?.session_version;
}

export async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export function findUsersByIds(db: Kysely<Database>, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

export function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** A Postgres unique violation, e.g. two sign-ups racing for one username. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}

/** A Postgres foreign-key violation, e.g. following an account deleted a moment before. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

/** The REST user object. Private facts (email, birth date, sign-in method) only go to the account itself. */
export function toUserObject(row: UserRow, options: { self: boolean }): UserObject {
  return {
    _id: row.id,
    username: row.username,
    ...(options.self ? privateFacts(row) : {}),
    role: row.role,
    creativeType: row.creative_type,
    professionalType: row.professional_type,
    isVerificatedProfesional: row.is_verificated_profesional,
    fullName: row.full_name,
    companyName: row.company_name,
    country: row.country,
    city: row.city,
    formationType: row.formation_type,
    institution: row.institution,
    creativeOther: row.creative_other,
    profileCompleted: row.profile_completed,
    foundingYear: row.founding_year,
    productServiceType: row.product_service_type,
    agencyServices: row.agency_services,
    showNameCompany: row.show_name_company,
    professionalTitle: row.professional_title,
    bio: row.bio,
    biography: row.biography,
    professionalSummary: row.professional_summary,
    sitioWeb: row.sitio_web,
    profile: { profilePicture: row.profile_picture },
    cvUrl: row.cv_url,
    cvFileName: row.cv_file_name,
    portfolioUrl: row.portfolio_url,
    portfolioFileName: row.portfolio_file_name,
    skills: row.skills,
    software: row.software,
    languages: row.languages,
    education: row.education,
    professionalFormation: row.professional_formation,
    contract: row.contract,
    locationType: row.location_type,
    social: row.social,
    professionalTags: row.professional_tags,
    companyTags: row.company_tags,
    offersPractices: row.offers_practices,
    professionalMilestones: row.professional_milestones,
    createdAt: row.created_at.toISOString(),
  };
}

/** What a directory card shows of an account: all an anonymous visitor gets (issue 18). */
export function toUserCard(row: UserRow): UserCard {
  const whole = toUserObject(row, { self: false });
  return Object.fromEntries(USER_CARD_KEYS.map((key) => [key, whole[key]])) as UserCard;
}

function privateFacts(row: UserRow) {
  return {
    email: row.email,
    dateOfBirth: row.date_of_birth,
    referralSource: row.referral_source,
    hasGoogle: row.google_id !== null,
  };
}
