// What each step of the seed after the first (follows, folders, job offers, educational
// offers) receives: the first step has already inserted the users, posts, articles and magazines.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { MediaStore } from '../services/media';
import type { ImagePool } from './images';
import type { Random } from './random';

export type SeedSize = 'small' | 'full';

export interface SeedContext {
  size: SeedSize;
  now: Date;
  /** Seeded generator: the same data on every run. */
  random: Random;
  /** Generated images already stored in the media. */
  pool: ImagePool;
  media: MediaStore;
  log: (line: string) => void;
}

export type SeedStep = (db: Kysely<Database>, context: SeedContext) => Promise<void>;
