// Kysely table types: the database as the TypeScript compiler sees it.
// Column names are snake_case as in SQL; models/ map rows to the REST shapes.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Json, JsonOpt, JsonWithDefault, NullableTimestamp, Opt, StoredImage, Timestamp } from './columns';
import type { EducationalOfferTables } from './educational-offer-tables';
import type { FolderTables } from './folder-tables';
import type { JobOfferTables } from './job-offer-tables';
import type { DataExportTables } from './data-export-tables';
import type { NotificationTables } from './notification-tables';
import type { HiddenColumns, ReportTables } from './report-tables';
import type { SocialTables } from './social-tables';

type RoleName = 'Creativo' | 'Profesional';

export interface EducationEntry {
  institution?: string;
  otherInstitution?: string;
  formationName?: string;
  location?: string;
  formationStartMonth?: string;
  formationStartYear?: string;
  formationEndMonth?: string;
  formationEndYear?: string;
  currentlyEnrolled?: boolean;
  institutionLogo?: string;
}

export interface ExperienceEntry {
  title?: string;
  institution?: string;
  location?: string;
  startMonth?: string;
  startYear?: string;
  endMonth?: string;
  endYear?: string;
  currentlyWorking?: boolean;
  description?: string;
  companyLogo?: string;
}

export interface Milestone {
  date?: string;
  name?: string;
  entity?: string;
  description?: string;
}

interface ContractPreferences {
  practicas: boolean;
  tiempoCompleto: boolean;
  parcial: boolean;
}

interface LocationPreferences {
  presencial: boolean;
  remoto: boolean;
  hibrido: boolean;
}

export interface SocialLinks {
  emailContacto?: string;
  sitioWeb?: string;
  instagram?: string;
  linkedin?: string;
  behance?: string;
  tumblr?: string;
  youtube?: string;
  pinterest?: string;
}

export interface PeopleTag {
  name: string;
  role?: string;
}

interface UsersTable extends HiddenColumns {
  id: Generated<string>;
  username: string;
  /** Verified: it signs in, links Google accounts and names operators. */
  email: string;
  /** Issue 18: the address an email change waits to confirm with its code (never used to sign in). */
  pending_email: Opt<string>;
  password_hash: Opt<string>;
  google_id: Opt<string>;
  role: Opt<RoleName>;
  creative_type: Opt<number>;
  professional_type: Opt<number>;
  is_verificated_profesional: Generated<boolean>;
  /** Tokens signed at an older version are refused (password, email change, deletion). */
  session_version: Generated<number>;
  full_name: Opt<string>;
  company_name: Opt<string>;
  /** Postgres `date`, read as 'YYYY-MM-DD' (see db/database.ts parsers). */
  date_of_birth: Opt<string>;
  country: Opt<string>;
  city: Opt<string>;
  referral_source: Opt<string>;
  formation_type: Opt<string>;
  institution: Opt<string>;
  creative_other: Opt<string>;
  profile_completed: Generated<boolean>;
  founding_year: Opt<string>;
  product_service_type: Opt<string>;
  agency_services: Opt<string>;
  show_name_company: Opt<boolean>;
  professional_title: Opt<string>;
  bio: Opt<string>;
  biography: Opt<string>;
  professional_summary: Opt<string>;
  sitio_web: Opt<string>;
  profile_picture: Opt<string>;
  cv_url: Opt<string>;
  cv_file_name: Opt<string>;
  portfolio_url: Opt<string>;
  portfolio_file_name: Opt<string>;
  skills: JsonWithDefault<string[]>;
  software: JsonWithDefault<string[]>;
  languages: JsonWithDefault<string[]>;
  education: JsonWithDefault<EducationEntry[]>;
  professional_formation: JsonWithDefault<ExperienceEntry[]>;
  contract: JsonOpt<ContractPreferences>;
  location_type: JsonOpt<LocationPreferences>;
  social: JsonOpt<SocialLinks>;
  professional_tags: JsonWithDefault<string[]>;
  company_tags: JsonWithDefault<string[]>;
  offers_practices: Opt<boolean>;
  professional_milestones: JsonWithDefault<Milestone[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A sign-up waiting for its emailed code; the account is created only on verification. */
export interface PendingRegistrationsTable {
  email: string;
  username: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CodePurpose = 'registration' | 'password_reset' | 'email_change';

/** One live code per email and purpose: a resend replaces the row. */
interface VerificationCodesTable {
  id: Generated<string>;
  email: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
  /** Start of the current hour of wrong codes for this email; kept across resends. */
  wrong_window_start: NullableTimestamp;
  wrong_in_window: Generated<number>;
}

/** A one-time Google sign-in code, bound to the OAuth state of one browser (issue 18). */
interface GoogleSignInCodesTable {
  code_hash: string;
  state_hash: string;
  user_id: string;
  expires_at: Timestamp;
}

interface PostsTable extends HiddenColumns {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Opt<string>;
  images: Json<StoredImage[]>;
  tags: JsonWithDefault<string[]>;
  image_tags: JsonWithDefault<Record<string, string[]>>;
  people_tags: JsonWithDefault<PeopleTag[]>;
  is_staff_pick: Generated<boolean>;
  staff_picked_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BlogCategory = 'fashion' | 'designers' | 'industry' | 'education' | 'events' | 'other';

interface BlogArticlesTable {
  id: Generated<string>;
  title: string;
  excerpt: Opt<string>;
  author: Opt<string>;
  category: BlogCategory;
  published_at: Timestamp;
  image: Opt<string>;
  additional_images: JsonWithDefault<string[]>;
  content: string;
  tags: JsonWithDefault<string[]>;
  created_at: Timestamp;
}

interface MagazinesTable {
  id: Generated<string>;
  name: string;
  image: Opt<string>;
  /** numeric(10,2); selected as float8 so both drivers answer a number. */
  price: ColumnType<string | number | null, number | null | undefined, number | null>;
  link: Opt<string>;
  created_at: Timestamp;
}

/** Every table: the accounts, posts and content ones here, the others in db/*-tables.ts. */
export interface Database
  extends
    SocialTables,
    FolderTables,
    JobOfferTables,
    EducationalOfferTables,
    NotificationTables,
    DataExportTables,
    ReportTables {
  users: UsersTable;
  pending_registrations: PendingRegistrationsTable;
  verification_codes: VerificationCodesTable;
  google_sign_in_codes: GoogleSignInCodesTable;
  posts: PostsTable;
  blog_articles: BlogArticlesTable;
  magazines: MagazinesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type VerificationCodeRow = Selectable<VerificationCodesTable>;
export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type BlogArticleRow = Selectable<BlogArticlesTable>;
