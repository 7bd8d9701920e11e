// The bodies and answers of the signed-in account's calls (routes/users): the profile editor's
// answer, the password and email changes, the account's deletion and its files.
import { Type } from '@sinclair/typebox';
import { Enum } from './enum';
import { UserObject } from './user';

export const ProfileUpdated = Type.Object({ message: Type.String(), user: UserObject });

const SessionToken = Type.String({
  description: 'Extension: a new token for this session; every earlier token of the account is ended.',
});

/** The answer of a credential change: every other session of the account is ended. */
export const SessionRenewed = Type.Object({ message: Type.String(), token: SessionToken });

export const PasswordChangeBody = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
  newPassword: Type.String({ maxLength: 1000 }),
  confirmPassword: Type.String({ maxLength: 1000 }),
});

export const EmailChangeBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  confirmEmail: Type.Optional(Type.String({ maxLength: 254, description: 'Extension: when sent, must equal email.' })),
  currentPassword: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'Extension: required, except for Google accounts without a password.',
    }),
  ),
});

export const EmailChangeAsked = Type.Object({
  success: Enum([true]),
  message: Type.String(),
  email: Type.String({ description: 'The address the code was mailed to; the account keeps its email.' }),
});

export const EmailChangeCodeBody = Type.Object({
  code: Type.String({ maxLength: 100, description: 'The 6 digits mailed to the new address.' }),
});

export const EmailChanged = Type.Object({
  success: Enum([true]),
  message: Type.String(),
  email: Type.String(),
  token: SessionToken,
});

export const AccountDeletionBody = Type.Object({
  currentPassword: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'Required, except for accounts that sign in with Google (as for the email change).',
    }),
  ),
});

/** A multipart form of one file, in the field `file`. */
export const FileForm = (description: string) => Type.Object({ file: Type.String({ format: 'binary', description }) });

export const PictureAnswer = Type.Object({ profilePicture: Type.String() });

export const LogoAnswer = Type.Object({ logoUrl: Type.String() });

/** A stored PDF (CV, portfolio): its file name and URL under the profile's own field names. */
export const DocumentAnswer = (nameField: string, urlField: string) =>
  Type.Object({ [nameField]: Type.String(), [urlField]: Type.String(), message: Type.String() });
