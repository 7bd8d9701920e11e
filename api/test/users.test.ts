// The signed-in user's profile, the onboarding fields, the picture and by-ids.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, post, put, refusal } from './helpers';

const PROFILE = '/api/users/profile';

let test: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  account = await createAccount(test);
});
afterAll(() => test.close());

describe('GET /api/users/profile', () => {
  it('answers the user object with every profile field, null where unset', async () => {
    const answer = await get(test.app, PROFILE, account.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: account.user._id,
      username: account.form.username,
      email: account.form.email,
      role: null,
      creativeType: null,
      professionalType: null,
      isVerificatedProfesional: false,
      fullName: null,
      profileCompleted: false,
      profile: { profilePicture: null },
      hasGoogle: false,
      skills: [],
      education: [],
      professionalFormation: [],
      contract: null,
      locationType: null,
      social: null,
      professionalMilestones: [],
    });
    for (const field of [
      'companyName',
      'dateOfBirth',
      'foundingYear',
      'bio',
      'cvUrl',
      'offersPractices',
      'createdAt',
    ]) {
      expect(answer.body).toHaveProperty(field);
    }
    expect(answer.body).not.toHaveProperty('password_hash');
    expect(answer.body).not.toHaveProperty('googleId');
  });
});

describe('PUT /api/users/profile', () => {
  const update = (body: unknown, token = account.token) => put(test.app, PROFILE, body, token);

  it('saves each onboarding group of part 1 §7', async () => {
    const groups: Record<string, unknown>[] = [
      { role: 'Creativo' },
      { creativeType: 1 },
      { fullName: 'Ana Pérez', dateOfBirth: '2001-05-14', country: 'España', city: 'Sevilla' },
      { referralSource: 'Redes sociales' },
      { formationType: 'Me estoy formando por cuenta propia', profileCompleted: true },
      { institution: 'Escuela de Arte y Moda de Sevilla', profileCompleted: true },
      { creativeOther: 'Diseñador independiente', profileCompleted: true },
      { role: 'Profesional' },
      { professionalType: 3 },
      { companyName: 'Agencia Norte', foundingYear: '2012', country: 'España', city: 'Bilbao' },
      { companyName: 'Marca Sur', foundingYear: '2019', productServiceType: 'Joyería', profileCompleted: true },
      {
        companyName: 'Agencia Norte',
        agencyServices: 'Gestión de talentos',
        showNameCompany: false,
        profileCompleted: true,
      },
    ];
    for (const group of groups) {
      const answer = await update(group);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe('Perfil actualizado correctamente.');
      expect(answer.body.user).toMatchObject(group);
    }
    const profile = await get(test.app, PROFILE, account.token);
    expect(profile.body).toMatchObject({
      role: 'Profesional',
      creativeType: 1,
      professionalType: 3,
      fullName: 'Ana Pérez',
      dateOfBirth: '2001-05-14',
      city: 'Bilbao',
      referralSource: 'Redes sociales',
      showNameCompany: false,
      agencyServices: 'Gestión de talentos',
      profileCompleted: true,
    });
  });

  it('accepts professionalType as a string "1"–"5"', async () => {
    const answer = await update({ professionalType: '4' });
    expect(answer.status).toBe(200);
    expect((answer.body.user as Record<string, unknown>).professionalType).toBe(4);
  });

  it('refuses values out of range, naming the field', async () => {
    expect(refusal(await update({ creativeType: 7 }))).toEqual({
      status: 400,
      error: 'El campo "creativeType" debe ser como máximo 5.',
      field: 'creativeType',
    });
    expect(refusal(await update({ creativeType: '2' }))).toEqual({
      status: 400,
      error: 'El campo "creativeType" debe ser un número entero.',
      field: 'creativeType',
    });
    expect(refusal(await update({ professionalType: '6' }))).toEqual({
      status: 400,
      error: 'El valor del campo "professionalType" no es válido.',
      field: 'professionalType',
    });
    expect(refusal(await update({ role: 'Admin' }))).toEqual({
      status: 400,
      error: 'El valor del campo "role" no es válido.',
      field: 'role',
    });
    expect(refusal(await update({ profileCompleted: 'sí' }))).toEqual({
      status: 400,
      error: 'El campo "profileCompleted" debe ser verdadero o falso.',
      field: 'profileCompleted',
    });
  });

  it('refuses texts that are too long', async () => {
    expect(refusal(await update({ fullName: 'x'.repeat(101) }))).toEqual({
      status: 400,
      error: 'El campo "fullName" debe tener como máximo 100 caracteres.',
      field: 'fullName',
    });
  });

  /** `today` moved by whole years and days, as YYYY-MM-DD (UTC, the api's day). */
  function dayFromToday(years: number, days = 0): string {
    const now = test.clock.now();
    const date = new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate() + days));
    return date.toISOString().slice(0, 10);
  }

  it('refuses birth dates outside 1 to 90 years old (future, under one, over 90, not a date)', async () => {
    const message = { status: 400, error: 'La fecha de nacimiento es incorrecta.', field: 'dateOfBirth' };
    for (const dateOfBirth of [dayFromToday(1), dayFromToday(0), dayFromToday(-1, 1), dayFromToday(-91)]) {
      expect(refusal(await update({ dateOfBirth })), dateOfBirth).toEqual(message);
    }
    expect(refusal(await update({ dateOfBirth: '2001-02-30' }))).toEqual({
      status: 400,
      error: 'El campo "dateOfBirth" no tiene un formato válido.',
      field: 'dateOfBirth',
    });
  });

  // One rule for both roles: the spec's professional floor of 1970-01-01 is relaxed (README § Product notes).
  it('takes a professional born before 1970, and anyone 1 to 90 years old', async () => {
    await update({ role: 'Profesional' });
    await update({ professionalType: 2 });
    for (const dateOfBirth of ['1958-03-02', dayFromToday(-1), dayFromToday(-91, 1)]) {
      const answer = await update({ dateOfBirth });
      expect(answer.status, dateOfBirth).toBe(200);
      expect((answer.body.user as { dateOfBirth: string }).dateOfBirth).toBe(dateOfBirth);
    }
  });

  it('refuses every founding year that is not four digits from 1800 to this year with one Spanish sentence', async () => {
    const refused = { status: 400, error: 'El año de fundación no es válido.', field: 'foundingYear' };
    const thisYear = test.clock.now().getUTCFullYear();
    for (const year of ['95', '19999', 'abcd', '0999', '1799', '', String(thisYear + 1)]) {
      expect(refusal(await update({ foundingYear: year })), year).toEqual(refused);
    }
    const saved = await update({ foundingYear: String(thisYear) });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ foundingYear: String(thisYear) });
    expect((await update({ foundingYear: '1800' })).status).toBe(200);
  });

  it('clears a text field sent empty and ignores unknown fields', async () => {
    await update({ creativeOther: 'Modelista' });
    const cleared = await update({ creativeOther: '  ', isVerificatedProfesional: true });
    expect(cleared.status).toBe(200);
    expect(cleared.body.user).toMatchObject({ creativeOther: null, isVerificatedProfesional: false });
  });

  it('refuses an update with nothing to save', async () => {
    expect(refusal(await update({}))).toEqual({
      status: 400,
      error: 'No se ha enviado ningún dato para actualizar.',
      field: undefined,
    });
    expect(refusal(await update({ email: 'otro@ejemplo.es' }))).toEqual({
      status: 400,
      error: 'No se ha enviado ningún dato para actualizar.',
      field: undefined,
    });
  });

  it('requires a token', async () => {
    expect(refusal(await put(test.app, PROFILE, { role: 'Creativo' }))).toEqual({
      status: 401,
      error: 'No autorizado. Inicia sesión para continuar.',
      field: undefined,
    });
  });
});

describe('PUT /api/users/profile-picture', () => {
  function multipart(filename: string, content: Buffer, field = 'file') {
    const boundary = '----moda' + Date.now();
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  const upload = async (filename: string, content: Buffer, field = 'file', token = account.token) => {
    const request = multipart(filename, content, field);
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/users/profile-picture',
      payload: request.payload,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('stores a re-encoded square picture under a content-hash name and serves it', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c4653a' } })
      .png()
      .toBuffer();
    const answer = await upload('../../../etc/yo.png', png);
    expect(answer.status).toBe(200);
    const url = answer.body.profilePicture as string;
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const served = await test.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    expect((await get(test.app, PROFILE, account.token)).body.profile).toEqual({ profilePicture: url });
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    expect(await upload('foto.png', Buffer.from('<?php echo "hola"; ?>'))).toEqual({
      status: 400,
      body: { error: 'El archivo no es una imagen válida.', field: 'file' },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload('foto.svg', svg)).body.error).toBe('El archivo no es una imagen válida.');
  });

  it('refuses a request without the file field', async () => {
    expect(await upload('foto.png', Buffer.from('x'), 'foto')).toEqual({
      status: 400,
      body: { error: 'Por favor, sube una foto de perfil.', field: 'file' },
    });
  });

  it('refuses a JSON body in Spanish', async () => {
    const answer = await put(test.app, '/api/users/profile-picture', { file: 'x' }, account.token);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.error).toBe('La solicitud debe enviarse como multipart/form-data.');
  });

  it('requires a token', async () => {
    const request = multipart('a.png', Buffer.from('x'));
    const response = await test.app.inject({ method: 'PUT', url: '/api/users/profile-picture', ...request });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/by-ids (extension)', () => {
  it('answers the known users without their private facts, leaving unknown ids out', async () => {
    const other = await createAccount(test);
    const ids = [account.user._id, other.user._id, '00000000-0000-4000-8000-000000000000', 'no-es-un-id'].join(',');
    const answer = await get(test.app, `/api/users/by-ids?ids=${ids}`);
    expect(answer.status).toBe(200);
    const users = answer.body.users as Record<string, unknown>[];
    expect(users.map((u) => u._id).sort()).toEqual([account.user._id, other.user._id].sort());
    for (const key of ['email', 'dateOfBirth', 'referralSource', 'hasGoogle']) {
      expect(users.every((u) => !(key in u))).toBe(true);
    }
  });

  it("answers each user's follow counts, so a list's accounts need no profile call each", async () => {
    const [fan, star] = [await createAccount(test), await createAccount(test)];
    expect((await post(test.app, `/api/users/follow/${star.user._id}`, {}, fan.token)).status).toBe(200);
    const answer = await get(test.app, `/api/users/by-ids?ids=${fan.user._id},${star.user._id}`);
    const users = new Map((answer.body.users as Record<string, unknown>[]).map((u) => [u._id, u]));
    expect(users.get(star.user._id)).toMatchObject({ followersCount: 1, followingCount: 0 });
    expect(users.get(fan.user._id)).toMatchObject({ followersCount: 0, followingCount: 1 });
  });
});
