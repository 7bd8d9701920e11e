import type { CountedConnection, Edge } from '../../relay/connections';
import type { RestHiddenNotice, RestReportedItem } from './rest';

/** The notice the api puts on a hidden item for its author. */
export type ModerationNoticeMapper = RestHiddenNotice;

export type ReportedItemMapper = RestReportedItem;
export type ReportReasonCountMapper = RestReportedItem['reasons'][number];
export type ReportEntryMapper = RestReportedItem['reports'][number];
export type ReportedItemEdgeMapper = Edge<RestReportedItem>;
export type ReportedItemConnectionMapper = CountedConnection<RestReportedItem>;
