// Mailing a code that proves an address (sign-up, email change) without telling who has an
// account (issue 18): an address that already belongs to an account gets the same code issued
// (so checking codes for it behaves as for a fresh address) but never mailed; its owner gets a
// notice instead. Either way one mail goes out, so the answer takes the same steps.
import type { Kysely } from 'kysely';
import type { CodePurpose, Database } from '../db/tables';
import { emailTaken } from '../models/users';
import type { CodeService } from './codes';
import type { Mail, Mailer } from './mail';

export interface AddressCodeMails {
  /** The code, to a free address. */
  code: (to: string, code: string) => Mail;
  /** The notice, to the owner of a taken one. */
  taken: (to: string) => Mail;
}

export async function mailAddressCode(
  services: { db: Kysely<Database>; codes: CodeService; mailer: Mailer },
  email: string,
  purpose: CodePurpose,
  mails: AddressCodeMails,
): Promise<void> {
  const { db, codes, mailer } = services;
  const code = await codes.issue(db, email, purpose);
  const taken = await emailTaken(db, email);
  await mailer.send(taken ? mails.taken(email) : mails.code(email, code));
}
