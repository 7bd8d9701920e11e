// The admin command without its process: reads the arguments, runs one command against
// a database it is given, prints, and answers the exit code. cli.ts wires it to the real
// process; tests call it directly.
import type { Db } from '../db/database';
import { approveOffer, listPending, rejectOffer, verifyProfessional, type CommandResult } from './commands';
import { restoreItem } from './restore';
import { DatabaseInUseError } from './database';

export const EXIT = { ok: 0, failed: 1, usage: 64, databaseUnavailable: 75 } as const;

export const HELP = `Moda Talento admin command (operator tasks on the api's database)

Usage: npm run admin -- <command> [argument]

Commands:
  verify-professional EMAIL   Verify the Profesional account with this email (it can then publish offers).
  approve-offer ID            Approve a pending job or educational offer: it becomes public
                              (or the edit waiting beside a public job offer: it becomes the public version).
  reject-offer ID             Refuse a pending offer, or take a public one down
                              (or refuse the edit waiting beside a public job offer: the approved one stays).
  list-pending                List the job and educational offers (and edits) waiting for review.
  restore-item KIND ID        Show again a post, profile or offer an operator hid after reports
                              (KIND: post, user, jobOffer or educationalOffer).
  help                        Show this text.

The database is the api's: DATABASE_URL when set, else PGlite in DATA_DIR (./data by default).
While the api runs on that data dir, the command is sent to it (DATA_DIR/admin-api.json holds
its address and this run's token); otherwise the command opens the database itself.
Exit codes: 0 done, 1 refused (unknown email or id, wrong state), 64 bad usage, 75 database in use.`;

interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The commands that work on the database (directly, or sent to the running api). */
export const COMMAND_NAMES = [
  'verify-professional',
  'approve-offer',
  'reject-offer',
  'list-pending',
  'restore-item',
] as const;

/** A parsed command as it is also sent to the api: its name and its one argument (email or id). */
export interface DatabaseCommand {
  command: (typeof COMMAND_NAMES)[number];
  argument?: string | undefined;
}

/**
 * Runs the command on the running api when one answers for this data dir; null when none
 * does (the command then opens the database itself).
 */
export type ApiRunner = (command: DatabaseCommand) => Promise<{ result: CommandResult; url: string } | null>;

/** The command the arguments name, or the usage error to print. */
function parseArgs(args: string[]): DatabaseCommand | { command: 'help' } | { error: string } {
  const [name, ...rest] = args;
  const needs = (count: number, usage: string) =>
    rest.length === count ? null : { error: `Usage: npm run admin -- ${usage}` };
  switch (name) {
    case undefined:
      return { error: 'No command given.' };
    case 'help':
    case '--help':
    case '-h':
      return { command: 'help' };
    case 'verify-professional':
      return needs(1, 'verify-professional EMAIL') ?? { command: name, argument: rest[0] };
    case 'approve-offer':
    case 'reject-offer':
      return needs(1, `${name} ID`) ?? { command: name, argument: rest[0] };
    case 'list-pending':
      return needs(0, 'list-pending') ?? { command: name };
    case 'restore-item':
      // Sent as one argument, as every command's is: "KIND ID".
      return needs(2, 'restore-item KIND ID') ?? { command: name, argument: rest.join(' ') };
    default:
      return { error: `Unknown command "${name}".` };
  }
}

/**
 * Runs the command the arguments name: through the running api when `viaApi` reaches one,
 * else on the database. `openDb` is called only for a command that needs the database and
 * no api answered, and the database is closed afterwards.
 */
export async function runAdmin(
  args: string[],
  openDb: () => Promise<Db>,
  io: AdminIo,
  viaApi?: ApiRunner,
): Promise<number> {
  const command = parseArgs(args);
  if ('error' in command) {
    io.err(command.error);
    io.err('');
    io.err(HELP);
    return EXIT.usage;
  }
  if (command.command === 'help') {
    io.out(HELP);
    return EXIT.ok;
  }
  const remote = viaApi ? await viaApi(command) : null;
  if (remote) {
    io.err(`(run by the api at ${remote.url}, which holds the database)`);
    return report(remote.result, io);
  }
  return runOnDatabase(command, openDb, io);
}

function report(result: CommandResult, io: AdminIo): number {
  for (const line of result.lines) (result.ok ? io.out : io.err)(line);
  return result.ok ? EXIT.ok : EXIT.failed;
}

async function runOnDatabase(command: DatabaseCommand, openDb: () => Promise<Db>, io: AdminIo): Promise<number> {
  let db: Db;
  try {
    db = await openDb();
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      io.err(error.message);
      return EXIT.databaseUnavailable;
    }
    throw error;
  }
  try {
    return report(await runCommand(db, command), io);
  } finally {
    await db.destroy();
  }
}

/** One command on a database: the command line's and the api's (POST /api/moderation/admin-command). */
export function runCommand(db: Db, { command, argument = '' }: DatabaseCommand): Promise<CommandResult> {
  switch (command) {
    case 'verify-professional':
      return verifyProfessional(db, argument);
    case 'approve-offer':
      return approveOffer(db, argument);
    case 'reject-offer':
      return rejectOffer(db, argument);
    case 'list-pending':
      return listPending(db);
    case 'restore-item':
      return restoreItem(db, argument);
  }
}
