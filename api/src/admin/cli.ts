// `npm run admin -- <command> [argument]` (root script: tsx api/src/admin/cli.ts).
// Only wiring: the arguments, the api's database settings and the console.
import { loadConfig } from '../config';
import { openAdminDatabase } from './database';
import { apiRunner } from './remote';
import { runAdmin } from './run';

// The command signs no tokens: a placeholder secret keeps loadConfig from creating one in DATA_DIR.
const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(48) });

runAdmin(
  process.argv.slice(2),
  () => openAdminDatabase(config),
  { out: (line) => console.log(line), err: (line) => console.error(line) },
  // The running api on this data dir, when there is one, does the work (it holds the database).
  apiRunner(config.dataDir),
)
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error('admin command failed:', error);
    process.exitCode = 1;
  });
