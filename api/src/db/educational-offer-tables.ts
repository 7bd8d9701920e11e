// Kysely types of the tables created by migration 0005 (educational offers, institutions).
import type { HiddenColumns } from './report-tables';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ExtraQuestion, JsonOpt, JsonWithDefault, Opt, RevisionColumns, StoredImage, Timestamp } from './columns';
import type {
  CenterType,
  Category,
  EducationType,
  Modality,
  EducationalOfferStatus,
  DurationUnit,
} from '../schemas/educational-offer';

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** The columns the offer form sets, the header image included (models/educational-offer-form.ts). */
interface EducationalOfferContentColumns {
  program_name: string;
  study_type: Opt<string>;
  knowledge_area: Opt<string>;
  category: WithDefault<Category>;
  city: string;
  country: string;
  education_type: EducationType;
  modality: Modality;
  morning_schedule: WithDefault<boolean>;
  /** In `duration_unit`. */
  duration_value: number;
  duration_unit: WithDefault<DurationUnit>;
  credits: Opt<number>;
  internships: WithDefault<boolean>;
  erasmus: WithDefault<boolean>;
  bilingual_education: WithDefault<boolean>;
  /** Months are 1–12 (answered as Spanish names). */
  enrollment_start_day: Opt<number>;
  enrollment_start_month: Opt<number>;
  enrollment_end_day: Opt<number>;
  enrollment_end_month: Opt<number>;
  school_year_start_month: Opt<number>;
  school_year_end_month: Opt<number>;
  /** Postgres `date`, read as 'YYYY-MM-DD'. */
  start_date: Opt<string>;
  end_date: Opt<string>;
  website_url: Opt<string>;
  application_link: Opt<string>;
  brochure_url: Opt<string>;
  description: Opt<string>;
  requirements: JsonWithDefault<string[]>;
  syllabus: JsonWithDefault<string[]>;
  extra_questions: JsonWithDefault<ExtraQuestion[]>;
  header_image: JsonOpt<StoredImage>;
  /** numeric(10,2); selected as float8 so both drivers answer a number. */
  price_amount: ColumnType<string | number | null, number | null | undefined, number | null>;
  price_currency: WithDefault<string>;
}

/** An offer's content as read: the public version's columns, or an edit waiting for review. */
export type EducationalOfferContent = Selectable<EducationalOfferContentColumns>;

interface EducationalOffersTable extends HiddenColumns, EducationalOfferContentColumns, RevisionColumns {
  id: Generated<string>;
  user_id: string;
  gallery: JsonWithDefault<StoredImage[]>;
  /** The account's companyName when the offer was made (search reads it). */
  institution_name: string;
  status: WithDefault<EducationalOfferStatus>;
  pending_changes: JsonOpt<EducationalOfferContent>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Facts about an institution account that the users table does not hold. */
interface InstitutionDetailsTable {
  user_id: string;
  center_type: CenterType;
  updated_at: Timestamp;
}

export interface EducationalOfferTables {
  educational_offers: EducationalOffersTable;
  institution_details: InstitutionDetailsTable;
}

export type EducationalOfferRow = Selectable<EducationalOffersTable>;
export type NewEducationalOffer = Insertable<EducationalOffersTable>;

/** The columns the offer form sets: what an edit changes, and what an edit waiting for review holds. */
export const EDUCATIONAL_OFFER_CONTENT_COLUMNS = [
  'program_name',
  'study_type',
  'knowledge_area',
  'category',
  'city',
  'country',
  'education_type',
  'modality',
  'morning_schedule',
  'duration_value',
  'duration_unit',
  'credits',
  'internships',
  'erasmus',
  'bilingual_education',
  'enrollment_start_day',
  'enrollment_start_month',
  'enrollment_end_day',
  'enrollment_end_month',
  'school_year_start_month',
  'school_year_end_month',
  'start_date',
  'end_date',
  'website_url',
  'application_link',
  'brochure_url',
  'description',
  'requirements',
  'syllabus',
  'extra_questions',
  'header_image',
  'price_amount',
  'price_currency',
] as const satisfies readonly (keyof EducationalOfferContentColumns)[];
