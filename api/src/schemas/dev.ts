// The development aids' query and answer (routes/dev.ts).
import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

export const OutboxQuery = Type.Object({
  email: Type.Optional(Type.String({ description: 'Only mails to this address.' })),
});

export const Outbox = Type.Object({
  mails: Type.Array(
    Type.Object({
      to: Type.String(),
      subject: Type.String(),
      text: Type.String(),
      html: Nullable(Type.String({ description: 'The HTML body, when the mail has one (notifications).' })),
      headers: Type.Record(Type.String(), Type.String(), { description: 'Extra headers (List-Unsubscribe).' }),
      messageId: Nullable(Type.String()),
      code: Nullable(Type.String()),
      sentAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
