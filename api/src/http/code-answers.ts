// How the routes that take a mailed 6-digit code (sign-up, recovery, email change) read it
// and refuse it.
import { RULE_MESSAGES, isSixDigitCode } from '../models/rules';
import { CODE_MESSAGES, codeLockMessage, type CodeCheck } from '../services/codes';
import { HttpError, badRequest } from './errors';
import { TooManyRequests } from './rate-limits';

/** The code trimmed, or a 400 naming the `code` field. */
export function checkCodeShape(code: string): string {
  const trimmed = code.trim();
  if (!trimmed) throw badRequest(RULE_MESSAGES.allFields, 'code');
  if (!isSixDigitCode(trimmed)) throw badRequest(RULE_MESSAGES.codeFormat, 'code');
  return trimmed;
}

/** A refused code: 400 in the user's words, or 429 while the address is locked. */
export function codeRefusal(result: Exclude<CodeCheck, 'ok'>): HttpError {
  if (typeof result === 'object') return new TooManyRequests(result.lockedForSeconds, codeLockMessage(result));
  return badRequest(CODE_MESSAGES[result], 'code');
}
