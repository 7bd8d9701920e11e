// `npm test`: installs what is missing, then runs every check and test suite in turn and
// ends with one line `N passed, N failed` (each check counts as one; each test as one).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { ensureInstalled, ensureToolsInstalled } from './lib/install.mjs';
import { bin, root, run, toolBin } from './lib/run.mjs';

ensureInstalled(root);
ensureToolsInstalled(root);
const { buildWebIfStale } = await import('./lib/build.mjs');

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failures = [];
const failedTests = [];

async function check(name, command, args) {
  banner(name);
  const ok = (await run(command, args)) === 0;
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

async function vitest(name, dir, env = {}) {
  banner(name);
  const output = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {
      cwd: join(root, dir),
      env: { ...process.env, ...env },
    },
  );
  const result = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null;
  const passed = result?.numPassedTests ?? 0;
  // A suite that fails to load, or a run that dies, fails even when no single test did.
  const failed = (result?.numFailedTests ?? 0) || (code === 0 ? 0 : 1);
  record(name, passed, failed);
  failedTests.push(...failedTestsOf(name, result, code));
}

/** What failed in one suite, named so the run's last lines say it without scrolling back. */
function failedTestsOf(name, result, code) {
  const tests = (result?.testResults ?? []).flatMap((file) => {
    const where = `${name}: ${relative(root, file.name)}`;
    const failing = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failing.length === 0) return [`${where} did not run: ${file.message}`];
    return failing.map((test) => `${where} > ${test.fullName}`);
  });
  if (tests.length === 0 && code !== 0) {
    return [
      `${name}: vitest exited with code ${code} with no failed test (an error outside the tests: see its output)`,
    ];
  }
  return tests;
}

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  if (failed) failures.push(name);
}

function banner(name) {
  console.log(`\n━━ ${name} ━━`);
}

await check('types: api', bin('tsc'), ['-p', 'api']);
await check('types: gateway', bin('tsc'), ['-p', 'gateway']);
await check('types: web', bin('tsc'), ['-p', 'web']);
await check('types: tests', bin('tsc'), ['-p', 'tests']);
await check('relay artifacts up to date (else: npm run generate)', bin('relay-compiler'), ['--validate']);
await check('formatting (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
// Every workspace at once; the config and its reasons are in tools/eslint.config.js.
await check('lint (ESLint)', toolBin('eslint'), ['--config', 'tools/eslint.config.js', '--max-warnings', '0', '.']);
await vitest('api', 'api');
if (process.env.TEST_DATABASE_URL) {
  await vitest('api on PostgreSQL', 'api', { DATABASE_URL: process.env.TEST_DATABASE_URL });
}
await vitest('gateway', 'gateway');
await vitest('web', 'web');

const chromium = findChromium();
if (chromium) {
  banner('build web for the browser tests');
  await buildWebIfStale();
  await vitest('browser (Chromium)', 'tests', { CHROMIUM_PATH: chromium });
} else {
  const message = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '!! Browser tests SKIPPED: no Chromium found (chromium on PATH or CHROMIUM_PATH).',
    '!! Install one with:  apt-get install chromium   (Debian/Ubuntu)',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  ].join('\n');
  console.log(message);
  if (process.env.REQUIRE_E2E === '1') record('browser tests (Chromium required by REQUIRE_E2E=1)', 0, 1);
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
for (const test of failedTests) console.log(`  ✗ ${test}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
