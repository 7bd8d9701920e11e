// `npm test`: installs what is missing, then runs every check and test suite, as many side by
// side as the machine has cores (each stage's output printed whole, in the order below), and
// ends with one line `N passed, N failed` (each check counts as one; each test as one).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { missingClusterPackages } from './lib/cluster.mjs';
import { ensureInstalled, ensureToolsInstalled } from './lib/install.mjs';
import { bin, root, toolBin } from './lib/run.mjs';
import { runStages } from './lib/stages.mjs';

ensureInstalled(root);
const { buildWebIfStale } = await import('./lib/build.mjs');

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failures = [];
const failedTests = [];

/** A stage that counts as one: passed when the command exits with 0. */
function check(name, command, args, after) {
  return {
    name,
    after,
    run: async (exec) => {
      const ok = (await exec.run(command, args)) === 0;
      record(name, ok ? 1 : 0, ok ? 0 : 1);
    },
  };
}

/** A vitest suite: each test counts as one, read from its JSON report. */
function vitest(name, dir, env = {}, after, args = []) {
  return { name, after, run: (exec) => runVitest(exec, name, dir, env, args) };
}

async function runVitest(exec, name, dir, env, args) {
  const output = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await exec.run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args],
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

/** ESLint over every workspace at once; the config and its reasons are in tools/eslint.config.js. */
function lint() {
  const eslint = check('lint (ESLint)', toolBin('eslint'), [
    '--config',
    'tools/eslint.config.js',
    '--max-warnings',
    '0',
    '.',
  ]);
  return {
    ...eslint,
    run: async (exec) => {
      await ensureToolsInstalled(root, { exec: exec.run, log: (line) => exec.log(`${line}\n`) });
      await eslint.run(exec);
    },
  };
}

const RELAY = 'relay artifacts up to date (else: npm run generate)';
const BUILD = 'build web for the browser tests';
const stages = [
  check('types: api', bin('tsc'), ['-p', 'api']),
  check('types: gateway', bin('tsc'), ['-p', 'gateway']),
  check('types: web', bin('tsc'), ['-p', 'web']),
  check('types: tests', bin('tsc'), ['-p', 'tests']),
  { ...check(RELAY, bin('relay-compiler'), ['--validate']), first: true },
  check('no stale Relay artifacts', process.execPath, ['scripts/stale-relay-artifacts.mjs']),
  check('formatting (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
  lint(),
  vitest('api', 'api'),
  ...(process.env.TEST_DATABASE_URL
    ? [vitest('api on PostgreSQL', 'api', { DATABASE_URL: process.env.TEST_DATABASE_URL })]
    : []),
  vitest('gateway', 'gateway'),
  vitest('web', 'web'),
  ...browserStages(findChromium()),
  ...clusterStage(missingClusterPackages()),
];

/**
 * The cluster test (tests/cluster) when the machine has HAProxy, PostgreSQL and Redis; without
 * them it says so loudly, and with REQUIRE_CLUSTER=1 (CI) that is a failure. It waits for the
 * web build: its gateways serve the pages.
 */
function clusterStage(missing) {
  const name = 'cluster (HAProxy, 2 apis, 2 gateways, S3)';
  if (missing.length === 0) {
    return [vitest(name, 'tests', {}, findChromium() ? [BUILD] : undefined, ['--config', 'vitest.cluster.config.ts'])];
  }
  const why = `${name}: not run, this machine lacks ${missing.join(', ')} (apt-get install ${missing.join(' ')})`;
  console.warn(`\n*** ${why} ***\n`);
  if (!process.env.REQUIRE_CLUSTER) return [];
  return [{ name, run: async () => (failedTests.push(why), record(name, 0, 1)) }];
}

/**
 * The web build, then the browser tests on it: the longest chain, so it starts first. The
 * build runs the Relay compiler, which writes artifacts: it waits until they have been checked
 * as committed.
 */
function browserStages(chromium) {
  if (!chromium) return [];
  let built = false;
  const build = {
    name: BUILD,
    after: [RELAY],
    first: true,
    run: async (exec) => {
      await buildWebIfStale({ exec: exec.run, log: (line) => exec.log(`${line}\n`) });
      built = true;
    },
  };
  const browser = { ...vitest('browser (Chromium)', 'tests', { CHROMIUM_PATH: chromium }, [BUILD]), first: true };
  const browserIfBuilt = {
    ...browser,
    // Without a build the browser tests would only fail one by one: the build's failure says it.
    run: (exec) => (built ? browser.run(exec) : Promise.resolve(exec.log('Not run: the web build failed.\n'))),
  };
  return [build, browserIfBuilt];
}

/** A stage that throws (an install that fails, a report that cannot be read) counts as failed. */
const failingOnThrow = (stage) => ({
  ...stage,
  run: (exec) =>
    stage.run(exec).catch((error) => {
      exec.log(`${error instanceof Error ? error.stack : error}\n`);
      record(stage.name, 0, 1);
    }),
});

// As many stages as cores: each vitest suite runs two files at a time already. (One stage more
// was measured too: 25 s sooner in 18 minutes, each suite twice as slow, and a test timed out.)
// TEST_STAGES=1 runs one stage at a time (to compare, or on a machine others load).
await runStages(stages.map(failingOnThrow), Number(process.env.TEST_STAGES) || availableParallelism());

if (!findChromium()) {
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
