// The admin command without its process: reads the arguments, runs one command against
// a database it is given, prints, and answers the exit code. cli.ts wires it to the real
// process; tests call it directly.
import type { Db } from '../db/database';
import { approveOffer, listPending, rejectOffer, verifyProfessional, type CommandResult } from './commands';
import { DatabaseInUseError } from './database';

export const EXIT = { ok: 0, failed: 1, usage: 64, databaseUnavailable: 75 } as const;

export const HELP = `Moda Talento admin command (operator tasks on the api's database)

Usage: npm run admin -- <command> [argument]

Commands:
  verify-professional EMAIL   Verify the Profesional account with this email (it can then publish offers).
  approve-offer ID            Approve a pending job or educational offer: it becomes public.
  reject-offer ID             Refuse a pending offer, or take a public one down.
  list-pending                List the job and educational offers waiting for review.
  help                        Show this text.

The database is the api's: DATABASE_URL when set, else PGlite in DATA_DIR (./data by default).
A PGlite database has one owner: stop the api before running a command against it.
Exit codes: 0 done, 1 refused (unknown email or id, wrong state), 64 bad usage, 75 database in use.`;

interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

type Command =
  | { name: 'help' }
  | { name: 'verify-professional'; email: string }
  | { name: 'approve-offer' | 'reject-offer'; id: string }
  | { name: 'list-pending' };

/** The command the arguments name, or the usage error to print. */
function parseArgs(args: string[]): Command | { error: string } {
  const [name, ...rest] = args;
  const needs = (count: number, usage: string) =>
    rest.length === count ? null : { error: `Usage: npm run admin -- ${usage}` };
  switch (name) {
    case undefined:
      return { error: 'No command given.' };
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'verify-professional':
      return needs(1, 'verify-professional EMAIL') ?? { name, email: rest[0] as string };
    case 'approve-offer':
    case 'reject-offer':
      return needs(1, `${name} ID`) ?? { name, id: rest[0] as string };
    case 'list-pending':
      return needs(0, 'list-pending') ?? { name };
    default:
      return { error: `Unknown command "${name}".` };
  }
}

/**
 * Runs the command the arguments name. `openDb` is called only for a command that needs
 * the database, and the database is closed afterwards.
 */
export async function runAdmin(args: string[], openDb: () => Promise<Db>, io: AdminIo): Promise<number> {
  const command = parseArgs(args);
  if ('error' in command) {
    io.err(command.error);
    io.err('');
    io.err(HELP);
    return EXIT.usage;
  }
  if (command.name === 'help') {
    io.out(HELP);
    return EXIT.ok;
  }
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
    const result = await execute(db, command);
    for (const line of result.lines) (result.ok ? io.out : io.err)(line);
    return result.ok ? EXIT.ok : EXIT.failed;
  } finally {
    await db.destroy();
  }
}

function execute(db: Db, command: Exclude<Command, { name: 'help' }>): Promise<CommandResult> {
  switch (command.name) {
    case 'verify-professional':
      return verifyProfessional(db, command.email);
    case 'approve-offer':
      return approveOffer(db, command.id);
    case 'reject-offer':
      return rejectOffer(db, command.id);
    case 'list-pending':
      return listPending(db);
  }
}
