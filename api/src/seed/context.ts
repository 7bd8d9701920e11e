// What each area's seed (follows, boards, job offers, educational offers) receives: the
// foundation's seed has already inserted the users, posts, articles and magazines.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { MediaStore } from '../services/media';
import type { ImagePool } from './images';
import type { Random } from './random';
import type { SeedSize } from './seed';

export interface AreaSeedContext {
  size: SeedSize;
  now: Date;
  /** Seeded generator: the same data on every run. */
  random: Random;
  /** Generated images already stored in the media directory. */
  pool: ImagePool;
  media: MediaStore;
  log: (line: string) => void;
}

export type AreaSeed = (db: Kysely<Database>, area: AreaSeedContext) => Promise<void>;
