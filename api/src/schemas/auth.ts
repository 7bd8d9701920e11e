// The bodies and answers of sign-in, sign-up, password recovery and Google sign-in (routes/auth).
import { Type, type Static } from '@sinclair/typebox';
import { UserObject } from './user';

const Email = Type.String({ description: 'Account email.' });
const Code = Type.String({ description: 'The 6 digits mailed to the email.' });

/** What every way of signing in answers. */
export const Session = Type.Object({ token: Type.String(), user: UserObject, message: Type.String() });

export const LoginBody = Type.Object({ email: Email, password: Type.String() });

export const RegistrationBody = Type.Object({
  username: Type.String(),
  email: Email,
  password: Type.String(),
  confirmPassword: Type.String(),
  acceptedTerms: Type.Boolean(),
});
export type RegistrationBody = Static<typeof RegistrationBody>;

export const EmailBody = Type.Object({ email: Email });

export const EmailCodeBody = Type.Object({ email: Email, code: Code });

export const ResetPasswordBody = Type.Object({
  email: Email,
  code: Code,
  newPassword: Type.String(),
  confirmPassword: Type.Optional(Type.String({ description: 'Extension: when sent it must equal newPassword.' })),
});

export const GoogleRedirect = Type.Null({ description: 'Redirect to Google.' });

export const GoogleCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 512 })),
});
export type GoogleCallbackQuery = Static<typeof GoogleCallbackQuery>;

export const TokenHandlerRedirect = Type.Null({ description: 'Redirect to /token-handler.' });

export const GoogleSessionBody = Type.Object({
  code: Type.String({ maxLength: 256, description: 'The code from the URL.' }),
});
