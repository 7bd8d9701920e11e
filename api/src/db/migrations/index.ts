// Every migration, in order. Migrations are TS modules bundled with the code, so
// the provider lists them here instead of reading a folder at run time.
import type { Migration } from 'kysely/migration';
import * as initial from './0001_initial';
import * as social from './0002_social';
import * as boards from './0003_boards';
import * as jobOffers from './0004_job_offers';
import * as educationalOffers from './0005_educational_offers';
import * as sessions from './0006_sessions_and_code_windows';
import * as offerRevisions from './0007_offer_revisions';
import * as durationUnitsAndSkillKinds from './0008_duration_units_and_skill_kinds';
import * as googleSignInCodes from './0009_google_sign_in_codes';
import * as emailChanges from './0010_email_changes';
import * as notifications from './0011_notifications';
import * as jobOfferSalary from './0012_job_offer_salary';
import * as dataExports from './0013_data_exports';
import * as reports from './0014_reports';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_social': social,
  '0003_boards': boards,
  '0004_job_offers': jobOffers,
  '0005_educational_offers': educationalOffers,
  '0006_sessions_and_code_windows': sessions,
  '0007_offer_revisions': offerRevisions,
  '0008_duration_units_and_skill_kinds': durationUnitsAndSkillKinds,
  '0009_google_sign_in_codes': googleSignInCodes,
  '0010_email_changes': emailChanges,
  '0011_notifications': notifications,
  '0012_job_offer_salary': jobOfferSalary,
  '0013_data_exports': dataExports,
  '0014_reports': reports,
};
