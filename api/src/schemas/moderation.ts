// The queries and answers of moderation (routes/moderation.ts; issue 11, CONTRACT.md "Moderation").
import { Type } from '@sinclair/typebox';
import { ADMIN_TOKEN_HEADER } from '../admin/api-link';
import { COMMAND_NAMES } from '../admin/run';
import { PageFields, pageQuery } from './common';
import { Enum } from './enum';
import { UserObject } from './user';

export const ModerationPaging = Type.Object(pageQuery({ defaultLimit: 20, maxLimit: 100, extension: true }));

export const ProfessionalPage = Type.Object({
  users: Type.Array(UserObject, { description: 'Public user objects plus `email`.' }),
  ...PageFields,
});

export const DecisionAnswer = Type.Object({
  message: Type.String(),
  offer: Type.Object({
    _id: Type.String(),
    kind: Enum(['job', 'educational']),
    status: Enum(['accepted', 'rejected']),
    target: Enum(['offer', 'changes'], {
      description: 'Extension (issue 17): a new offer, or the edit of a public one that waited beside it.',
    }),
  }),
});

export const DecisionQuery = Type.Object({
  revision: Type.Optional(
    Type.Integer({
      minimum: 1,
      // The column is a PostgreSQL integer: a larger number names no revision.
      maximum: 2_147_483_647,
      description:
        "Extension (issues 17, 18): the revision the operator saw (the offer's `revision`); a later edit makes the decision fail with 409. Required to approve (400 without it): nothing unread is published.",
    }),
  ),
});

export const VerifiedAccount = Type.Object({ message: Type.String(), user: UserObject });

export const AdminCommandHeaders = Type.Object({
  [ADMIN_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: 200 })),
});

export const AdminCommandBody = Type.Object({
  command: Enum(COMMAND_NAMES),
  argument: Type.Optional(Type.String({ maxLength: 400 })),
});

export const AdminCommandAnswer = Type.Object({ ok: Type.Boolean(), lines: Type.Array(Type.String()) });
