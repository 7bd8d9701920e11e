// Reports and what they hide (issue 24; CONTRACT.md § Reports).
import { Type } from '@sinclair/typebox';
import { REPORT_DETAILS_MAX, REPORT_KINDS, REPORT_REASONS } from '../domain/reports';
import { PageFields, pageQuery } from './common';
import { Enum } from './enum';

const Details = Type.String({ maxLength: REPORT_DETAILS_MAX });

/** On a hidden post, profile or offer, for its author only: why no one else sees it. */
export const HiddenNoticeObject = Type.Object(
  {
    hiddenAt: Type.String({ format: 'date-time' }),
    reason: Enum(REPORT_REASONS),
    reasonLabel: Type.String({ description: "The reason in the author's words ('Spam o publicidad no deseada')." }),
    note: Type.Union([Type.String(), Type.Null()], { description: "The operator's words to the author, if any." }),
  },
  { description: 'Extension (issue 24): only on a hidden item, and only to its author.' },
);

export const ReportBody = Type.Object({
  kind: Enum(REPORT_KINDS),
  itemId: Type.String({ maxLength: 100 }),
  reason: Enum(REPORT_REASONS),
  details: Type.Optional(Details),
});

export const ReportAnswer = Type.Object({ message: Type.String() });

export const ReportItemParams = Type.Object({ kind: Enum(REPORT_KINDS), itemId: Type.String({ maxLength: 100 }) });

export const HideBody = Type.Object({ reason: Enum(REPORT_REASONS), note: Type.Optional(Details) });

export const ReportQueuePaging = Type.Object(pageQuery({ defaultLimit: 20, maxLimit: 100, extension: true }));

const ReasonCount = Type.Object({ reason: Enum(REPORT_REASONS), count: Type.Integer() });

const ReportEntry = Type.Object({
  reason: Enum(REPORT_REASONS),
  details: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  reporter: Type.Object({ _id: Type.String(), username: Type.String() }),
});

export const ReportedItemObject = Type.Object({
  kind: Enum(REPORT_KINDS),
  itemId: Type.String(),
  title: Type.String({ description: "The post's title, the profile's name, the offer's position or programme." }),
  text: Type.Union([Type.String(), Type.Null()], { description: 'The description or bio, shortened.' }),
  imageUrl: Type.Union([Type.String(), Type.Null()], { description: 'The main image, the picture or the logo.' }),
  owner: Type.Object({ _id: Type.String(), username: Type.String() }),
  reportCount: Type.Integer({ description: 'Open reports on the item.' }),
  reasons: Type.Array(ReasonCount, { description: 'Open reports by reason, most frequent first.' }),
  reports: Type.Array(ReportEntry, { description: 'The latest open reports, up to 5, newest first.' }),
  firstReportedAt: Type.String({ format: 'date-time' }),
});

export const ReportQueuePage = Type.Object({ items: Type.Array(ReportedItemObject), ...PageFields });

export const DecisionMessage = Type.Object({ message: Type.String() });
