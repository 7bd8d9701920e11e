// Mailing a registration code without telling who has an account (issue 18): an address that
// already belongs to an account gets the same code issued (so checking codes for it behaves as for
// a fresh address) but never mailed; its owner gets a notice instead.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { emailTaken } from '../models/users';
import type { CodeService } from './codes';
import { registrationAttemptMail, registrationCodeMail, type Mailer } from './mail';

export async function mailRegistrationCode(
  services: { db: Kysely<Database>; codes: CodeService; mailer: Mailer },
  email: string,
): Promise<void> {
  const { db, codes, mailer } = services;
  const code = await codes.issue(db, email, 'registration');
  const taken = await emailTaken(db, email);
  await mailer.send(taken ? registrationAttemptMail(email) : registrationCodeMail(email, code));
}
