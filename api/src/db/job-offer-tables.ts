// Kysely types of the tables created by migration 0004 (job offers, applications, saved offers).
import type { HiddenColumns } from './report-tables';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  ExtraQuestion,
  JsonOpt,
  JsonWithDefault,
  Opt,
  ResponseType,
  RevisionColumns,
  StoredImage,
  Timestamp,
} from './columns';

export const JOB_TYPES = ['Tiempo completo', 'Tiempo parcial', 'Prácticas'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const LOCATION_TYPES = ['Presencial', 'Remoto', 'Híbrido'] as const;
export type JobLocationType = (typeof LOCATION_TYPES)[number];

/** pending → accepted | rejected by an operator; cancelled by the owner (deactivated). */
export const JOB_OFFER_STATUSES = ['pending', 'accepted', 'cancelled', 'rejected'] as const;
export type JobOfferStatus = (typeof JOB_OFFER_STATUSES)[number];

/** A salary's currency and period (migration 0012); amounts are whole units of the currency. */
export const SALARY_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface ApplicationAnswer {
  question: string;
  responseType: ResponseType;
  answer: string | number | boolean;
}

/** The columns the offer form sets (models/job-offer-form.ts). */
interface JobOfferContentColumns {
  position: string;
  description: string;
  company_name: Opt<string>;
  company_description: Opt<string>;
  company_logo: JsonOpt<StoredImage>;
  description_employer: string;
  country: string;
  city: string;
  job_type: ColumnType<JobType, JobType | undefined, JobType>;
  location_type: ColumnType<JobLocationType, JobLocationType | undefined, JobLocationType>;
  /** Postgres `date`, read as 'YYYY-MM-DD'. */
  expiration_date: Opt<string>;
  duration: Opt<string>;
  experience_years: Opt<number>;
  /** The salary range (migration 0012): all four null, or a currency, a period and an end or two. */
  salary_min: Opt<number>;
  salary_max: Opt<number>;
  salary_currency: Opt<SalaryCurrency>;
  salary_period: Opt<SalaryPeriod>;
  experience: Opt<string>;
  website: Opt<string>;
  contact_name: Opt<string>;
  functions: Opt<string>;
  offered: Opt<string>;
  required_profile: string;
  /** Hard skills first, then soft ones. */
  tags: JsonWithDefault<string[]>;
  /** How many of `tags` are hard skills (migration 0008). */
  hard_skills_count: ColumnType<number, number | undefined, number>;
  is_urgent: ColumnType<boolean, boolean | undefined, boolean>;
  is_external: ColumnType<boolean, boolean | undefined, boolean>;
  external_link: Opt<string>;
  extra_questions: JsonWithDefault<ExtraQuestion[]>;
}

/** An offer's content as read: the public version's columns, or an edit waiting for review. */
export type JobOfferContent = Selectable<JobOfferContentColumns>;

interface JobOffersTable extends HiddenColumns, JobOfferContentColumns, RevisionColumns {
  id: Generated<string>;
  user_id: string;
  status: ColumnType<JobOfferStatus, JobOfferStatus | undefined, JobOfferStatus>;
  publication_date: Timestamp;
  pending_changes: JsonOpt<JobOfferContent>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobApplicationsTable {
  id: Generated<string>;
  offer_id: string;
  user_id: string;
  answers: JsonWithDefault<ApplicationAnswer[]>;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SavedJobOffersTable {
  user_id: string;
  offer_id: string;
  saved_at: Timestamp;
}

export interface JobOfferTables {
  job_offers: JobOffersTable;
  job_applications: JobApplicationsTable;
  saved_job_offers: SavedJobOffersTable;
}

export type JobOfferRow = Selectable<JobOffersTable>;

/** The columns the offer form sets: what an edit changes, and what an edit waiting for review holds. */
export const JOB_OFFER_CONTENT_COLUMNS = [
  'position',
  'description',
  'company_name',
  'company_description',
  'company_logo',
  'description_employer',
  'country',
  'city',
  'job_type',
  'location_type',
  'expiration_date',
  'duration',
  'experience_years',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'experience',
  'website',
  'contact_name',
  'functions',
  'offered',
  'required_profile',
  'tags',
  'hard_skills_count',
  'is_urgent',
  'is_external',
  'external_link',
  'extra_questions',
] as const satisfies readonly (keyof JobOfferContentColumns)[];
export type NewJobOffer = Insertable<JobOffersTable>;
export type JobApplicationRow = Selectable<JobApplicationsTable>;
