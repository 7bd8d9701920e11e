// Issue 17's fields of both offer objects (job and educational): the revision of the content,
// and for the owner and operators the edit waiting for review beside the public version.
import { Type, type TProperties } from '@sinclair/typebox';
import { Nullable } from './common';

/** An edit of a public offer waiting for an operator: its number, when it was sent, its content. */
export const offerChanges = <P extends TProperties>(content: P) =>
  Type.Object(
    {
      revision: Type.Integer({ description: 'The number of this version; a decision may name it.' }),
      submittedAt: Type.String({ format: 'date-time', description: 'When the owner saved it.' }),
      ...content,
    },
    { description: 'The edited offer as it will read once approved.' },
  );

/** `revision`, `pendingChanges` and `changesRejectedAt` of an offer object whose edits read as `changes`. */
export const revisionFields = <P extends TProperties>(changes: ReturnType<typeof offerChanges<P>>) => ({
  revision: Type.Integer({
    description:
      'Extension (issue 17): the number of the latest version of the content (the edit waiting for review when there is one).',
  }),
  pendingChanges: Type.Optional(
    Nullable(changes, {
      description:
        "Extension (issue 17), only in the owner's lists and view and the moderation queue: the edit of a public offer waiting for review; the other fields stay the public version until it is approved.",
    }),
  ),
  changesRejectedAt: Type.Optional(
    Nullable(
      Type.String({
        format: 'date-time',
        description:
          "Extension (issue 17), only in the owner's lists and view: when an operator refused the owner's last edit (the public version stayed).",
      }),
    ),
  ),
});
