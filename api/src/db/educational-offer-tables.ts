// Kysely types of the tables created by migration 0005 (educational offers, institutions).
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

interface EducationalOffersTable extends RevisionColumns {
  id: Generated<string>;
  user_id: string;
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
  gallery: JsonWithDefault<StoredImage[]>;
  /** numeric(10,2); selected as float8 so both drivers answer a number. */
  price_amount: ColumnType<string | number | null, number | null | undefined, number | null>;
  price_currency: WithDefault<string>;
  /** The account's companyName when the offer was made (search reads it). */
  institution_name: string;
  status: WithDefault<EducationalOfferStatus>;
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
