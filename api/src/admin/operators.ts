// Who moderates: the accounts whose email OPERATOR_EMAILS lists (config.ts), compared
// without regard to case as every email in the product. Callers pass the account's `email`,
// which is verified; an address an email change waits to confirm grants nothing (issue 18).
import type { AppConfig } from '../http/context';

export function isOperator(config: Pick<AppConfig, 'operatorEmails'>, email: string): boolean {
  const address = email.trim().toLowerCase();
  return (config.operatorEmails ?? []).some((operator) => operator.toLowerCase() === address);
}
