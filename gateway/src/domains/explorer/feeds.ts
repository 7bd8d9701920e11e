import type { ExplorerFeed } from '../../__generated__/resolvers-types';
import type { createExplorerLoaders } from './loaders';

/** Which explorer loader (REST path) serves a feed. */
export const FEED_LOADERS = {
  RANDOM: 'random',
  STAFF_PICKS: 'staffPicks',
  FOLLOWING: 'following',
} as const satisfies Record<ExplorerFeed, keyof ReturnType<typeof createExplorerLoaders>>;
