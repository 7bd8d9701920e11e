// Every migration, in order. Migrations are TS modules bundled with the code, so
// the provider lists them here instead of reading a folder at run time.
import type { Migration } from 'kysely/migration';
import * as initial from './0001_initial';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};
