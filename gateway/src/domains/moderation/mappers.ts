import type { CountedConnection, Edge } from '../../relay/connections';
import type { RestModeratedUser } from './rest';

/** The queue exists only for an operator (Query.moderationQueue checked); its lists read the api. */
export type ModerationQueueMapper = { readonly operator: true };

export type UnverifiedProfessionalEdgeMapper = Edge<RestModeratedUser>;
export type UnverifiedProfessionalConnectionMapper = CountedConnection<RestModeratedUser>;
