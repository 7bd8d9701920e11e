// Undoing a hide (issue 24): an operator shows again a post, profile or offer that reports had
// hidden, after an appeal or a mistake. Its closed reports stay closed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { REPORT_KINDS, type ReportKind } from '../domain/reports';
import { restoreHiddenItem } from '../models/reports';
import { isUuid } from '../schemas/common';
import type { CommandResult } from './commands';

const isKind = (value: string): value is ReportKind => (REPORT_KINDS as readonly string[]).includes(value);

/** `argument` is "KIND ID", as the command line gives them. */
export async function restoreItem(db: Kysely<Database>, argument: string): Promise<CommandResult> {
  const [kind = '', id = ''] = argument.trim().split(/\s+/);
  if (!isKind(kind)) return { ok: false, lines: [`"${kind}" is not a kind: use ${REPORT_KINDS.join(', ')}.`] };
  if (!isUuid(id)) return { ok: false, lines: [`"${id}" is not an id.`] };
  const outcome = await restoreHiddenItem(db, kind, id.toLowerCase());
  if (outcome === 'missing') return { ok: false, lines: [`No ${kind} has the id ${id}.`] };
  if (outcome === 'visible') return { ok: true, lines: [`The ${kind} ${id} was not hidden.`] };
  return { ok: true, lines: [`Restored the ${kind} ${id}: everyone sees it again.`] };
}
