import type { EmailSettings, UpdateEmailSettingsInput } from '../../__generated__/resolvers-types';
import type { RestEmailSettings } from './rest';

/** The graph's names of the api's email topics. */
const TOPICS = {
  applications: 'applications',
  applicationUpdates: 'application_updates',
  offerReviews: 'offer_reviews',
  verification: 'verification',
  followers: 'followers',
} as const satisfies Record<keyof Omit<EmailSettings, '__typename'>, keyof RestEmailSettings>;

type GraphTopic = keyof typeof TOPICS;
const GRAPH_TOPICS = Object.keys(TOPICS) as GraphTopic[];

export function emailSettingsOf(rest: RestEmailSettings): EmailSettings {
  return {
    applications: rest.applications,
    applicationUpdates: rest.application_updates,
    offerReviews: rest.offer_reviews,
    verification: rest.verification,
    followers: rest.followers,
  };
}

/** The switches the input changes, by the api's names (null and absent leave one as it is). */
export function restEmailSettings(input: UpdateEmailSettingsInput): Partial<RestEmailSettings> {
  const changes: Partial<RestEmailSettings> = {};
  for (const topic of GRAPH_TOPICS) {
    const value = input[topic];
    if (typeof value === 'boolean') changes[TOPICS[topic]] = value;
  }
  return changes;
}
