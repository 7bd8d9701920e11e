// Account settings and files (part 2 §7 "Profile"): change-password, email, account
// deletion with its files, the profile picture, logos, CV and portfolio.
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/http/rate-limits';
import { seedId } from '../src/seed/random';
import { storeImage } from '../src/services/media';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, createGoogleAccount, get, lastCode, post, put, refusal } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

type Account = Awaited<ReturnType<typeof createAccount>>;

function multipart(content: Buffer, options: { filename?: string; field?: string; type?: string } = {}) {
  const boundary = `----moda${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.filename ?? 'archivo'}"\r\nContent-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(method: 'PUT' | 'POST', url: string, token: string, content: Buffer, options = {}) {
  const body = multipart(content, options);
  const response = await test.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A PNG no other test draws: its stored name is its own. */
let colour = 0;
async function uniquePng(width = 800, height = 600): Promise<Buffer> {
  colour += 1;
  const hex = `#${(colour * 7919).toString(16).padStart(6, '0').slice(-6)}`;
  return sharp({ create: { width, height, channels: 3, background: hex } })
    .png()
    .toBuffer();
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

async function fileExists(url: string): Promise<boolean> {
  try {
    await access(join(test.mediaDir, url.replace('/media/', '')));
    return true;
  } catch {
    return false;
  }
}

const profileOf = async (account: Account) => (await get(test.app, '/api/users/profile', account.token)).body;

describe('PUT /api/users/change-password', () => {
  const change = (body: unknown, token: string) => put(test.app, '/api/users/change-password', body, token);

  it('changes the password when the current one is right', async () => {
    const account = await createAccount(test);
    const answer = await change(
      { currentPassword: account.form.password, newPassword: 'NuevaClave2025', confirmPassword: 'NuevaClave2025' },
      account.token,
    );
    expect(answer).toMatchObject({ status: 200, body: { message: 'Contraseña actualizada correctamente.' } });
    expect(
      (await post(test.app, '/api/auth/login', { email: account.form.email, password: 'NuevaClave2025' })).status,
    ).toBe(200);
    expect(
      (await post(test.app, '/api/auth/login', { email: account.form.email, password: account.form.password })).status,
    ).toBe(401);
  });

  it('refuses a missing or wrong current password, different new passwords and short ones, keeping the old one', async () => {
    const account = await createAccount(test);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { newPassword: 'NuevaClave2025', confirmPassword: 'NuevaClave2025' },
        'Debes ingresar tu contraseña actual.',
        'currentPassword',
      ],
      [
        { currentPassword: 'otra-cosa-123', newPassword: 'NuevaClave2025', confirmPassword: 'NuevaClave2025' },
        'La contraseña actual no es correcta.',
        'currentPassword',
      ],
      [
        { currentPassword: account.form.password, newPassword: 'NuevaClave2025', confirmPassword: 'NuevaClave2026' },
        'Las contraseñas nuevas no coinciden.',
        'confirmPassword',
      ],
      [
        { currentPassword: account.form.password, newPassword: 'corta', confirmPassword: 'corta' },
        'La contraseña debe tener al menos 8 caracteres.',
        'newPassword',
      ],
      [
        { currentPassword: account.form.password, newPassword: 'NuevaClave2025' },
        'Por favor, completa todos los campos',
        'confirmPassword',
      ],
    ];
    for (const [body, error, field] of cases) {
      expect(refusal(await change(body, account.token))).toEqual({ status: 400, error, field });
    }
    expect(
      (await post(test.app, '/api/auth/login', { email: account.form.email, password: account.form.password })).status,
    ).toBe(200);
  });

  it('asks no current password of a Google account', async () => {
    const account = await createGoogleAccount(test);
    const answer = await change({ newPassword: 'DesdeGoogle1', confirmPassword: 'DesdeGoogle1' }, account.token);
    expect(answer.status).toBe(200);
    expect(
      (await post(test.app, '/api/auth/login', { email: account.form.email, password: 'DesdeGoogle1' })).status,
    ).toBe(200);
  });

  it('requires a token', async () => {
    const answer = await put(test.app, '/api/users/change-password', { newPassword: 'x', confirmPassword: 'x' });
    expect(answer.status).toBe(401);
  });
});

describe('PUT /api/users/email', () => {
  it('asks for the change (stored lowercase) and answers success; the code makes it (email-change.test.ts)', async () => {
    const account = await createAccount(test);
    const change = { email: ' Nueva.Direccion@Ejemplo.es ', currentPassword: account.form.password };
    const answer = await put(test.app, '/api/users/email', change, account.token);
    expect(answer).toMatchObject({ status: 200, body: { success: true, email: 'nueva.direccion@ejemplo.es' } });
    const code = lastCode(test, 'nueva.direccion@ejemplo.es');
    const confirmed = await post(test.app, '/api/users/email/confirm', { code }, account.token);
    const renewed = { ...account, token: confirmed.body.token as string };
    expect((await profileOf(renewed)).email).toBe('nueva.direccion@ejemplo.es');
  });

  it('refuses a malformed email and differing confirmations, keeping the old one', async () => {
    const account = await createAccount(test);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ email: 'sin-arroba.es' }, 400, 'Introduce un email válido.', 'email'],
      [{ email: '  ' }, 400, 'Por favor, completa todos los campos', 'email'],
      [{ email: 'una@ejemplo.es', confirmEmail: 'otra@ejemplo.es' }, 400, 'Los emails no coinciden', 'confirmEmail'],
      [{}, 400, 'Por favor, completa todos los campos', 'email'],
    ];
    for (const [body, status, error, field] of cases) {
      const withPassword = { ...body, currentPassword: account.form.password };
      expect(refusal(await put(test.app, '/api/users/email', withPassword, account.token))).toEqual({
        status,
        error,
        field,
      });
    }
    expect((await profileOf(account)).email).toBe(account.form.email);
  });
});

describe('PUT /api/users/profile-picture', () => {
  it('replaces the picture and removes the previous file when nothing else uses it', async () => {
    const account = await createAccount(test);
    const first = await upload('PUT', '/api/users/profile-picture', account.token, await uniquePng());
    const firstUrl = first.body.profilePicture as string;
    expect(await fileExists(firstUrl)).toBe(true);
    const second = await upload('PUT', '/api/users/profile-picture', account.token, await uniquePng());
    expect(second.status).toBe(200);
    expect((await profileOf(account)).profile).toEqual({ profilePicture: second.body.profilePicture });
    expect(await fileExists(firstUrl)).toBe(false);
  });

  it('refuses what is not an image, keeping the stored picture', async () => {
    const account = await createAccount(test);
    const url = (await upload('PUT', '/api/users/profile-picture', account.token, await uniquePng())).body
      .profilePicture;
    expect(
      await upload('PUT', '/api/users/profile-picture', account.token, pdf('foto'), { filename: 'foto.png' }),
    ).toEqual({ status: 400, body: { error: 'El archivo no es una imagen válida.', field: 'file' } });
    expect((await profileOf(account)).profile).toEqual({ profilePicture: url });
    expect(await fileExists(url as string)).toBe(true);
  });

  it('keeps a previous picture another account still uses', async () => {
    const shared = await uniquePng();
    const [one, two] = [await createAccount(test), await createAccount(test)];
    const url = (await upload('PUT', '/api/users/profile-picture', one.token, shared)).body.profilePicture as string;
    await upload('PUT', '/api/users/profile-picture', two.token, shared);
    await upload('PUT', '/api/users/profile-picture', one.token, await uniquePng());
    expect(await fileExists(url)).toBe(true);
    expect((await profileOf(two)).profile).toEqual({ profilePicture: url });
  });
});

describe('POST /api/users/institution-logo and /api/users/company-logo', () => {
  for (const path of ['/api/users/institution-logo', '/api/users/company-logo']) {
    it(`${path} stores an image and answers logoUrl`, async () => {
      const account = await createAccount(test);
      const answer = await upload('POST', path, account.token, await uniquePng(900, 900), { filename: 'logo.png' });
      expect(answer.status).toBe(200);
      const logoUrl = answer.body.logoUrl as string;
      expect(logoUrl).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
      const served = await test.app.inject({ method: 'GET', url: logoUrl });
      expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    });

    it(`${path} refuses a file that is not an image, a missing file and one over 10 MB, storing nothing`, async () => {
      const account = await createAccount(test);
      const uploads = () =>
        test.db
          .selectFrom('user_uploads')
          .select('url')
          .where('user_id', '=', account.user._id as string)
          .execute();
      expect(await upload('POST', path, account.token, pdf('logo'), { filename: 'logo.png' })).toEqual({
        status: 400,
        body: { error: 'El archivo no es una imagen válida.', field: 'file' },
      });
      expect(await upload('POST', path, account.token, await uniquePng(), { field: 'logo' })).toEqual({
        status: 400,
        body: { error: 'Por favor, sube un logo.', field: 'file' },
      });
      const huge = Buffer.concat([await uniquePng(), Buffer.alloc(10 * 1024 * 1024)]);
      expect(await upload('POST', path, account.token, huge)).toEqual({
        status: 413,
        body: { error: 'El archivo es demasiado grande.', field: 'file' },
      });
      expect(await uploads()).toEqual([]);
    });
  }
});

describe('PUT /api/users/cv and /api/users/portfolio', () => {
  const kinds = [
    ['/api/users/cv', 'cvUrl', 'cvFileName'],
    ['/api/users/portfolio', 'portfolioUrl', 'portfolioFileName'],
  ] as const;
  for (const [path, urlField, nameField] of kinds) {
    it(`${path} stores a PDF under a content-hash name with its display name`, async () => {
      const account = await createAccount(test);
      const answer = await upload('PUT', path, account.token, pdf(`${path} uno`), {
        filename: 'C:\\Users\\ana\\Mi CV 2025.pdf',
        type: 'application/pdf',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body[nameField]).toBe('Mi CV 2025.pdf');
      const url = answer.body[urlField] as string;
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.pdf$/);
      expect(await profileOf(account)).toMatchObject({ [urlField]: url, [nameField]: 'Mi CV 2025.pdf' });
      const served = await test.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const replaced = await upload('PUT', path, account.token, pdf(`${path} dos`), { filename: 'nuevo.pdf' });
      expect(replaced.body[nameField]).toBe('nuevo.pdf');
      expect(await fileExists(url)).toBe(false);
    });

    it(`${path} refuses what is not a PDF (whatever its name) and files over 10 MB, keeping the stored one`, async () => {
      const account = await createAccount(test);
      await upload('PUT', path, account.token, pdf(`${path} guardado`), { filename: 'guardado.pdf' });
      const before = await profileOf(account);
      expect(
        await upload('PUT', path, account.token, await uniquePng(), { filename: 'cv.pdf', type: 'application/pdf' }),
      ).toEqual({ status: 400, body: { error: 'Solo se permiten archivos PDF', field: 'file' } });
      const huge = Buffer.concat([pdf('grande'), Buffer.alloc(10 * 1024 * 1024)]);
      expect(await upload('PUT', path, account.token, huge, { filename: 'grande.pdf' })).toEqual({
        status: 413,
        body: { error: 'El archivo es demasiado grande. Máximo 10MB permitido.', field: 'file' },
      });
      expect(await upload('PUT', path, account.token, pdf('x'), { field: 'cv' })).toEqual({
        status: 400,
        body: { error: 'Por favor, sube un archivo PDF.', field: 'file' },
      });
      expect(await profileOf(account)).toEqual(before);
    });
  }

  it('accepts a PDF of exactly 10 MB', async () => {
    const account = await createAccount(test);
    const head = pdf('diez');
    const exact = Buffer.concat([head, Buffer.alloc(10 * 1024 * 1024 - head.length)]);
    expect((await upload('PUT', '/api/users/cv', account.token, exact, { filename: 'diez.pdf' })).status).toBe(200);
  });

  it('requires a token', async () => {
    const body = multipart(pdf('anónimo'));
    expect((await test.app.inject({ method: 'PUT', url: '/api/users/cv', ...body })).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/profile', () => {
  const remove = (body: unknown, token: string) => call(test.app, 'DELETE', '/api/users/profile', body, token);

  async function postWithImage(userId: string, key: string, png: Buffer) {
    const image = await storeImage(test.storage, png);
    await test.db
      .insertInto('posts')
      .values({ id: seedId(`test-post:${key}`), user_id: userId, title: key, images: JSON.stringify([image]) })
      .execute();
    return image;
  }

  it('deletes the account, what it owns and its files, keeping files others still use', async () => {
    const doomed = await createAccount(test);
    const other = await createAccount(test);
    const doomedId = doomed.user._id as string;
    const picture = (await upload('PUT', '/api/users/profile-picture', doomed.token, await uniquePng())).body
      .profilePicture as string;
    const cv = (await upload('PUT', '/api/users/cv', doomed.token, pdf('cv a borrar'))).body.cvUrl as string;
    const logo = (await upload('POST', '/api/users/company-logo', doomed.token, await uniquePng())).body
      .logoUrl as string;
    const own = await postWithImage(doomedId, `own-${doomedId}`, await uniquePng(1400, 900));
    const sharedPng = await uniquePng(1200, 800);
    const shared = await postWithImage(doomedId, `shared-${doomedId}`, sharedPng);
    await postWithImage(other.user._id as string, `other-${doomedId}`, sharedPng);
    await call(test.app, 'POST', `/api/users/follow/${other.user._id as string}`, undefined, doomed.token);
    await call(test.app, 'POST', `/api/users/follow/${doomedId}`, undefined, other.token);
    // Files kept by offers: a job offer's logo and an educational offer's images.
    const offerLogo = await storeImage(test.storage, await uniquePng(700, 700));
    const jobOffer = {
      position: 'Patronista',
      description: 'Patronaje industrial.',
      description_employer: 'Taller.',
      required_profile: 'Oficio.',
      city: 'Vigo',
      country: 'España',
    };
    await test.db
      .insertInto('job_offers')
      .values({ ...jobOffer, user_id: doomedId, company_logo: JSON.stringify(offerLogo) })
      .execute();
    const banner = await storeImage(test.storage, await uniquePng(1300, 700));
    const galleryImage = await storeImage(test.storage, await uniquePng(900, 700));
    await test.db
      .insertInto('educational_offers')
      .values({
        user_id: doomedId,
        program_name: 'Curso de patronaje',
        city: 'Vigo',
        country: 'España',
        education_type: 'Curso',
        modality: 'Presencial',
        duration_value: 1,
        institution_name: 'Escuela',
        header_image: JSON.stringify(banner),
        gallery: JSON.stringify([galleryImage]),
      })
      .execute();

    const answer = await remove({ currentPassword: doomed.form.password }, doomed.token);
    expect(answer).toMatchObject({ status: 200, body: { message: 'Cuenta eliminada correctamente.' } });

    expect(await test.db.selectFrom('users').select('id').where('id', '=', doomedId).execute()).toEqual([]);
    expect(await test.db.selectFrom('posts').select('id').where('user_id', '=', doomedId).execute()).toEqual([]);
    const follows = await test.db
      .selectFrom('follows')
      .selectAll()
      .where((eb) => eb.or([eb('follower_id', '=', doomedId), eb('followed_id', '=', doomedId)]))
      .execute();
    expect(follows).toEqual([]);
    expect(await test.db.selectFrom('job_offers').select('id').where('user_id', '=', doomedId).execute()).toEqual([]);
    const offerFiles = [offerLogo, banner, galleryImage].flatMap((i) => [i.url, ...i.variants.map((v) => v.url)]);
    for (const url of [picture, cv, logo, own.url, ...own.variants.map((v) => v.url), ...offerFiles]) {
      expect(await fileExists(url), url).toBe(false);
    }
    for (const url of [shared.url, ...shared.variants.map((v) => v.url)]) expect(await fileExists(url), url).toBe(true);
    expect((await get(test.app, '/api/users/profile', doomed.token)).status).toBe(401);
    expect((await get(test.app, '/api/users/profile', other.token)).body).toMatchObject({
      followersCount: 0,
      followingCount: 0,
      notifications: [],
    });
  });

  it('asks for the current password and deletes nothing while it is missing or wrong', async () => {
    const account = await createAccount(test);
    expect(refusal(await remove(undefined, account.token))).toEqual({
      status: 400,
      error: 'Debes ingresar tu contraseña actual.',
      field: 'currentPassword',
    });
    expect(refusal(await remove({ currentPassword: '' }, account.token))).toMatchObject({
      error: 'Debes ingresar tu contraseña actual.',
    });
    expect(refusal(await remove({ currentPassword: 'NoEsLaMia1' }, account.token))).toEqual({
      status: 400,
      error: 'La contraseña actual no es correcta.',
      field: 'currentPassword',
    });
    expect((await profileOf(account))._id).toBe(account.user._id);
    expect((await remove({ currentPassword: account.form.password }, account.token)).status).toBe(200);
    expect((await get(test.app, '/api/users/profile', account.token)).status).toBe(401);
  });

  it('asks no password of a Google account, with or without a body', async () => {
    for (const body of [undefined, {}]) {
      const account = await createGoogleAccount(test);
      expect(await remove(body, account.token)).toMatchObject({
        status: 200,
        body: { message: 'Cuenta eliminada correctamente.' },
      });
    }
  });

  it('counts with the password and email changes: 10 tries an hour per account', async () => {
    const account = await createAccount(test);
    const statuses = [];
    for (let attempt = 0; attempt <= LIMITS.credentialChange.perSubject.max; attempt += 1) {
      statuses.push((await remove({ currentPassword: `NoEsLaMia${attempt}` }, account.token)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    // Even the right password waits now.
    expect((await remove({ currentPassword: account.form.password }, account.token)).status).toBe(429);
    expect((await profileOf(account))._id).toBe(account.user._id);
  });

  it('refuses without a valid token and deletes nothing', async () => {
    const account = await createAccount(test);
    expect((await call(test.app, 'DELETE', '/api/users/profile')).status).toBe(401);
    expect((await call(test.app, 'DELETE', '/api/users/profile', undefined, 'no-es-un-token')).status).toBe(401);
    expect((await profileOf(account))._id).toBe(account.user._id);
  });
});
