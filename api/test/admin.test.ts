// The admin command: its actions called directly, the argument handling and exit codes,
// and the refusal to open a PGlite database another process holds.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveOffer, listPending, rejectOffer, verifyProfessional } from '../src/admin/commands';
import { DatabaseInUseError, openAdminDatabase, processesUsing } from '../src/admin/database';
import { EXIT, HELP, runAdmin } from '../src/admin/run';
import type { Db } from '../src/db/database';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, put } from './helpers';
import {
  createCompany,
  createCreative,
  createOffer,
  offerFields,
  offerRow,
  sendOfferForm,
  type Account,
} from './job-offers.fixtures';

let test: TestApp;
let company: Account;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  company = await createCompany(test);
});
afterAll(() => test.close());

/** An educational offer row as the educational offers model stores one (the admin command decides on both kinds). */
async function insertEducationalOffer(status: 'pending' | 'accepted' | 'active' | 'cancelled' = 'pending') {
  const row = await test.db
    .insertInto('educational_offers')
    .values({
      user_id: company.user._id as string,
      program_name: 'Máster en Patronaje',
      city: 'Madrid',
      country: 'España',
      education_type: 'Máster',
      modality: 'Presencial',
      duration_value: 1,
      institution_name: 'Escuela de prueba',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const educationalStatus = async (id: string) =>
  (await test.db.selectFrom('educational_offers').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('verifyProfessional', () => {
  it('verifies a Profesional account, which can then publish offers', async () => {
    const pending = await createCompany(test, { verified: false });
    const form = offerFields();
    expect((await sendOfferForm(test, 'POST', '/api/offers/create', pending.token, form)).status).toBe(403);
    const result = await verifyProfessional(test.db, `  ${pending.form.email.toUpperCase()} `);
    expect(result.ok).toBe(true);
    expect(result.lines[0]).toContain(`Verified @${pending.form.username}`);
    expect((await get(test.app, '/api/users/profile', pending.token)).body.isVerificatedProfesional).toBe(true);
    expect((await sendOfferForm(test, 'POST', '/api/offers/create', pending.token, form)).status).toBe(201);
    expect(await verifyProfessional(test.db, pending.form.email)).toMatchObject({
      ok: true,
      lines: [expect.stringContaining('already verified')],
    });
  });

  it('refuses unknown emails, non-emails and accounts that are not Profesional, changing nothing', async () => {
    expect(await verifyProfessional(test.db, 'nadie@ejemplo.es')).toEqual({
      ok: false,
      lines: ['No account has the email nadie@ejemplo.es.'],
    });
    expect((await verifyProfessional(test.db, 'no-es-un-email')).ok).toBe(false);
    const creative = await createCreative(test);
    const newcomer = await createAccount(test);
    for (const account of [creative, newcomer]) {
      const result = await verifyProfessional(test.db, account.form.email);
      expect(result.ok).toBe(false);
      expect(result.lines[0]).toContain('is not a professional account');
      expect((await get(test.app, '/api/users/profile', account.token)).body.isVerificatedProfesional).toBe(false);
    }
  });
});

describe('approveOffer and rejectOffer', () => {
  it('approve publishes a pending job offer, dated at approval', async () => {
    const offer = await createOffer(test, company.token, {}, { approve: false });
    expect((await get(test.app, `/api/offers/${offer._id}`)).status).toBe(404);
    const result = await approveOffer(test.db, offer._id.toUpperCase());
    expect(result).toEqual({
      ok: true,
      lines: [`Job offer "${offer.position}" (${offer._id}): pending → accepted; it is now public.`],
    });
    const shown = await get(test.app, `/api/offers/${offer._id}`);
    expect(shown.body.offer).toMatchObject({ status: 'accepted' });
    expect(Date.parse((shown.body.offer as { publicationDate: string }).publicationDate)).toBeGreaterThanOrEqual(
      Date.parse(offer.publicationDate as string),
    );
    expect((await approveOffer(test.db, offer._id)).lines[0]).toContain('was already accepted');
  });

  it('reject refuses a pending offer or takes a public one down; approve can undo it', async () => {
    const pending = await createOffer(test, company.token, {}, { approve: false });
    expect((await rejectOffer(test.db, pending._id)).ok).toBe(true);
    expect((await offerRow(test, pending._id))?.status).toBe('rejected');
    const published = await createOffer(test, company.token);
    expect(await rejectOffer(test.db, published._id)).toMatchObject({
      ok: true,
      lines: [expect.stringContaining('accepted → rejected; it is not public')],
    });
    expect((await get(test.app, `/api/offers/${published._id}`)).status).toBe(404);
    expect((await approveOffer(test.db, published._id)).ok).toBe(true);
    expect((await get(test.app, `/api/offers/${published._id}`)).status).toBe(200);
  });

  it('leaves offers their owner deactivated alone', async () => {
    const offer = await createOffer(test, company.token);
    await put(test.app, `/api/offers/${offer._id}/status`, { status: 'cancelled' }, company.token);
    for (const decide of [approveOffer, rejectOffer]) {
      const result = await decide(test.db, offer._id);
      expect(result.ok).toBe(false);
      expect(result.lines[0]).toContain('is cancelled: it cannot be');
    }
    expect((await offerRow(test, offer._id))?.status).toBe('cancelled');
  });

  it('decides on educational offers by id too', async () => {
    const pending = await insertEducationalOffer();
    expect(await approveOffer(test.db, pending)).toMatchObject({
      ok: true,
      lines: [expect.stringContaining('Educational offer "Máster en Patronaje"')],
    });
    expect(await educationalStatus(pending)).toBe('accepted');
    const active = await insertEducationalOffer('active');
    expect((await rejectOffer(test.db, active)).ok).toBe(true);
    expect(await educationalStatus(active)).toBe('rejected');
    const cancelled = await insertEducationalOffer('cancelled');
    expect((await approveOffer(test.db, cancelled)).ok).toBe(false);
    expect(await educationalStatus(cancelled)).toBe('cancelled');
  });

  it('fails on ids that are malformed or unknown', async () => {
    expect(await approveOffer(test.db, '1234')).toEqual({
      ok: false,
      lines: ['"1234" is not an offer id (a UUID such as 3f2b…-…).'],
    });
    expect(await rejectOffer(test.db, '00000000-0000-4000-8000-000000000000')).toEqual({
      ok: false,
      lines: ['No job offer or educational offer has the id 00000000-0000-4000-8000-000000000000.'],
    });
  });
});

describe('listPending', () => {
  it('lists pending job and educational offers with their publishers', async () => {
    const other = await createCompany(test);
    const job = await createOffer(test, other.token, { position: 'Oferta por revisar' }, { approve: false });
    const educational = await insertEducationalOffer();
    const result = await listPending(test.db);
    expect(result.ok).toBe(true);
    const text = result.lines.join('\n');
    expect(text).toMatch(/Pending job offers \(\d+\):/);
    expect(text).toContain(`${job._id}`);
    expect(text).toContain(
      `"Oferta por revisar"  by ${other.user.companyName}, @${other.form.username} <${other.form.email}>`,
    );
    expect(text).toMatch(/Pending educational offers \(\d+\):/);
    expect(text).toContain(educational);
  });

  it('says none when nothing waits', async () => {
    // Inside a transaction rolled back afterwards, so the other tests' offers stay as they are.
    const rollback = new Error('rollback');
    let lines: string[] = [];
    await expect(
      test.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('job_offers').where('status', '=', 'pending').execute();
        await trx.deleteFrom('educational_offers').where('status', '=', 'pending').execute();
        lines = (await listPending(trx)).lines;
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(lines.slice(0, 3)).toEqual(['Pending job offers: none.', '', 'Pending educational offers: none.']);
    expect((await listPending(test.db)).lines[0]).not.toBe('Pending job offers: none.');
  });
});

describe('runAdmin', () => {
  /** The test database, with destroy() disarmed: runAdmin closes what it opens. */
  const shared = (): Promise<Db> =>
    Promise.resolve(
      new Proxy(test.db, {
        get(target, property) {
          if (property === 'destroy') return async () => {};
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    );
  const run = async (args: string[], openDb = shared) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(args, openDb, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const unused = () => Promise.reject(new Error('the database must not be opened'));

  it('prints help without opening the database', async () => {
    expect(await run(['help'], unused)).toEqual({ code: 0, out: HELP, err: '' });
    expect((await run(['--help'], unused)).code).toBe(EXIT.ok);
  });

  it('answers usage errors with exit code 64', async () => {
    expect(await run([], unused)).toMatchObject({
      code: EXIT.usage,
      err: expect.stringContaining('No command given.'),
    });
    expect(await run(['borrar-todo'], unused)).toMatchObject({
      code: EXIT.usage,
      err: expect.stringContaining('Unknown command "borrar-todo".'),
    });
    expect(await run(['approve-offer'], unused)).toMatchObject({
      code: EXIT.usage,
      err: expect.stringContaining('Usage: npm run admin -- approve-offer ID'),
    });
    expect((await run(['verify-professional', 'a@b.es', 'c@d.es'], unused)).code).toBe(EXIT.usage);
  });

  it('runs each command, exiting 1 on an unknown email or id', async () => {
    const pending = await createCompany(test, { verified: false });
    expect(await run(['verify-professional', pending.form.email])).toMatchObject({ code: 0 });
    expect(await run(['verify-professional', 'nadie@ejemplo.es'])).toEqual({
      code: EXIT.failed,
      out: '',
      err: 'No account has the email nadie@ejemplo.es.',
    });
    const offer = await createOffer(test, company.token, {}, { approve: false });
    expect((await run(['list-pending'])).out).toContain(offer._id);
    expect((await run(['approve-offer', offer._id])).code).toBe(0);
    expect((await run(['reject-offer', offer._id])).code).toBe(0);
    expect((await run(['approve-offer', 'xyz'])).code).toBe(EXIT.failed);
  });

  it('says clearly when the database is in use, with exit code 75', async () => {
    const locked = () => Promise.reject(new DatabaseInUseError('/srv/data/db', [4242]));
    const result = await run(['list-pending'], locked);
    expect(result.code).toBe(EXIT.databaseUnavailable);
    expect(result.err).toContain(
      'The database in /srv/data/db is in use by another process (pid 4242), probably a running api.',
    );
    expect(result.err).toContain('stop the api');
  });
});

describe('the PGlite owner check', () => {
  let dir: string;
  let holder: ChildProcess | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'moda-admin-db-'));
  });
  afterAll(async () => {
    holder?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  /** Another process with a file of the directory open, as a running api has. */
  async function startHolder(): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [
        '-e',
        "require('fs').openSync(process.argv[1] + '/PG_VERSION', 'w'); console.log('ready'); setInterval(() => {}, 1000)",
        dir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout?.once('data', () => resolve());
      child.once('error', reject);
    });
    return child;
  }

  it.runIf(process.platform === 'linux')('finds the processes holding files of the directory', async () => {
    expect(await processesUsing(dir)).toEqual([]);
    holder = await startHolder();
    expect(await processesUsing(dir)).toEqual([holder.pid]);
    await expect(openAdminDatabase({ databaseUrl: undefined, pgliteDir: dir })).rejects.toThrow(DatabaseInUseError);
  });

  it.runIf(process.platform === 'linux')('makes the real command exit 75 with a clear message', async () => {
    holder ??= await startHolder();
    const cli = fileURLToPath(new URL('../src/admin/cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dir };
    delete env.DATABASE_URL;
    const child = spawn(tsx, [cli, 'list-pending'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(EXIT.databaseUnavailable);
    expect(stderr).toContain(`The database in ${dir} is in use by another process (pid ${holder.pid})`);
  });
});
