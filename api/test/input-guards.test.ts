// Finding 7 of issue 6: bad input answers 400 with a Spanish message, never 500. A NUL
// character in any text input (PostgreSQL refuses it), a 40-digit page number on every
// paged list, and a multipart body cut off on every upload route. The inputs are taken
// from the api's OpenAPI document, so every route is covered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../src/http/input-guards';
import { UPLOAD_MESSAGES } from '../src/http/uploads';
import { MAX_PAGE } from '../src/schemas/common';
import { createTestApp, type TestApp } from '../src/testing';
import { multipart } from './job-offers.fixtures';
import { apiOperations, fillPath, typesOf, type Operation } from './openapi-operations';
import {
  UPLOAD_ROUTES,
  paddedFile,
  storedState,
  uploadFixtures,
  uploadRequest,
  type UploadFixtures,
} from './upload-routes';

let test: TestApp;
let fixtures: UploadFixtures;
let operations: Operation[];

beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
  fixtures = await uploadFixtures(test);
  operations = await apiOperations(test.app);
});
afterAll(() => test?.close());

interface Probe {
  label: string;
  method: Operation['method'];
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** Sends a probe signed in (so a refusal is about the input, not the session). */
async function send(probe: Probe, signedIn = true) {
  const response = await test.app.inject({
    method: probe.method,
    url: probe.url,
    headers: {
      ...(signedIn ? { authorization: `Bearer ${fixtures.tokens.creative}` } : {}),
      ...probe.headers,
    },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const NUL = '\u0000';
const url = (operation: Operation, params: Record<string, string> = {}) => fillPath(operation.path, params);

/** One probe per path parameter, query text and top-level JSON text field of every route. */
function nulProbes(): Probe[] {
  return operations.flatMap((operation) => {
    const probes: Probe[] = [];
    for (const parameter of operation.parameters.filter((p) => typesOf(p.schema).includes('string'))) {
      const label = `${operation.method} ${operation.path} ${parameter.in} ${parameter.name}`;
      probes.push(
        parameter.in === 'path'
          ? { label, method: operation.method, url: url(operation, { [parameter.name]: `a${NUL}b` }) }
          : { label, method: operation.method, url: `${url(operation)}?${parameter.name}=a%00b` },
      );
    }
    const json = operation.bodies['application/json'];
    for (const [field, schema] of Object.entries(json?.properties ?? {})) {
      if (!typesOf(schema).includes('string')) continue;
      probes.push({
        label: `${operation.method} ${operation.path} body ${field}`,
        method: operation.method,
        url: url(operation),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ [field]: `a${NUL}b` }),
      });
    }
    return probes;
  });
}

describe('a NUL character', () => {
  it('in any path parameter, query text or JSON text field answers 400 in Spanish', async () => {
    const probes = nulProbes();
    expect(probes.length).toBeGreaterThan(37);
    const failures: string[] = [];
    for (const probe of probes) {
      const answer = await send(probe);
      const spanish = [INPUT_MESSAGES.nulInUrl, INPUT_MESSAGES.nulInField(String(answer.body.field))];
      if (answer.status !== 400 || !spanish.includes(String(answer.body.error))) {
        failures.push(`${probe.label}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 to anonymous callers too (profile, login, registration)', async () => {
    const profile = await send({ label: '', method: 'GET', url: '/api/users/profile/%00' }, false);
    expect(profile).toEqual({ status: 400, body: { error: INPUT_MESSAGES.nulInUrl } });
    const forms = [
      ['/api/auth/login', { email: `ana${NUL}@ejemplo.es`, password: 'Segura123!' }, 'email'],
      [
        '/api/auth/send-verification-code-pre-registration',
        { username: 'ana', email: 'ana@ejemplo.es', password: `Segura${NUL}123!`, confirmPassword: 'x' },
        'password',
      ],
    ] as const;
    for (const [path, form, field] of forms) {
      const payload = JSON.stringify(form);
      const headers = { 'content-type': 'application/json' };
      const answer = await send({ label: path, method: 'POST', url: path, payload, headers }, false);
      expect(answer).toEqual({ status: 400, body: { error: INPUT_MESSAGES.nulInField(field), field } });
    }
  });

  it('in nested JSON and in keys names the field', async () => {
    const education = { education: [{ institution: `Escuela${NUL}` }] };
    const answer = await send({
      label: 'profile',
      method: 'PUT',
      url: '/api/users/profile',
      payload: JSON.stringify(education),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.body).toEqual({
      error: INPUT_MESSAGES.nulInField('education.0.institution'),
      field: 'education.0.institution',
    });
    const key = await send({
      label: 'key',
      method: 'POST',
      url: '/api/folders',
      payload: `{"name": "Tablero", "a\\u0000b": 1}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(key).toEqual({ status: 400, body: { error: INPUT_MESSAGES.nulInField('ab'), field: 'ab' } });
  });

  it('in a multipart text part, or escaped inside a JSON text part, answers 400 and stores nothing', async () => {
    const before = await storedState(test);
    const image = await paddedFile('image', 2048);
    const cases = [
      ...UPLOAD_ROUTES.flatMap((route) =>
        Object.keys(route.fields).map((field) => ({ route, field, value: `a${NUL}b`, named: field })),
      ),
      // JSON lists sent as text: the escape is NUL only once parsed.
      ...[
        ['/api/posts', 'tags'],
        ['/api/offers/create', 'tags'],
        ['/api/offers/educational', 'requirements'],
      ].map(([path, field]) => ({
        route: UPLOAD_ROUTES.find((r) => r.path === path)!,
        field: field!,
        value: '["moda", "a\\u0000b"]',
        named: `${field}.1`,
      })),
    ];
    for (const { route, field, value, named } of cases) {
      const request = uploadRequest({ ...route, fields: { ...route.fields, [field]: value } }, fixtures, image);
      const answer = await send({ label: field, ...request });
      expect(answer, `${route.method} ${route.path} ${field}`).toEqual({
        status: 400,
        body: { error: INPUT_MESSAGES.nulInField(named), field: named },
      });
    }
    expect(await storedState(test)).toBe(before);
  });
});

/** A valid-looking value for each query text the route requires (search terms). */
const requiredQuery = (operation: Operation) =>
  Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'query' && p.required && p.schema.default === undefined)
      .map((p) => [p.name, 'moda']),
  );

describe('an integer query parameter of 40 digits', () => {
  it('answers 400 naming the field on every paged list', async () => {
    const huge = '1'.repeat(40);
    const integers = operations.flatMap((operation) =>
      operation.parameters
        .filter((parameter) => parameter.in === 'query' && typesOf(parameter.schema).includes('integer'))
        .map((parameter) => ({ operation, name: parameter.name })),
    );
    const lists = new Set(integers.map(({ operation }) => operation.path));
    expect(lists.size).toBeGreaterThanOrEqual(18);
    for (const { operation, name } of integers) {
      const query = new URLSearchParams({ ...requiredQuery(operation), [name]: huge });
      const answer = await send({ label: name, method: operation.method, url: `${url(operation)}?${query}` });
      expect(answer.status, `${operation.path}?${name}`).toBe(400);
      expect(answer.body.field).toBe(name);
      expect(String(answer.body.error)).toMatch(/^El campo ".+" debe ser como máximo \d+\.$/);
    }
  });

  it('pages up to the highest page, which answers an empty page', async () => {
    const answer = await send({ label: 'last', method: 'GET', url: `/api/offers?page=${MAX_PAGE}` });
    expect(answer.status).toBe(200);
    expect(answer.body.offers).toEqual([]);
  });
});

describe('a multipart body cut off', () => {
  it('answers 400 in Spanish on every upload route, wherever it is cut, and stores nothing', async () => {
    const before = await storedState(test);
    const file = await paddedFile('image', 200 * 1024);
    for (const route of UPLOAD_ROUTES) {
      const request = uploadRequest(route, fixtures, await paddedFile(route.kind, file.length));
      const fileStart = request.payload.indexOf('\r\n\r\n', request.payload.indexOf('filename=')) + 4;
      const cuts = { 'in the file head': fileStart - 30, 'in the file': fileStart + 1000, 'before the end': -60 };
      for (const [where, at] of Object.entries(cuts)) {
        const answer = await send({ label: where, ...request, payload: request.payload.subarray(0, at) });
        expect(answer, `${route.method} ${route.path}, cut ${where}`).toEqual({
          status: 400,
          body: { error: UPLOAD_MESSAGES.brokenBody },
        });
      }
    }
    expect(await storedState(test)).toBe(before);
  });

  it('answers 400 when the multipart body has no boundary', async () => {
    for (const route of UPLOAD_ROUTES) {
      const request = uploadRequest(route, fixtures, Buffer.from('x'));
      const headers = { ...request.headers, 'content-type': 'multipart/form-data' };
      const answer = await send({ label: route.path, ...request, headers });
      expect(answer, route.path).toEqual({ status: 400, body: { error: UPLOAD_MESSAGES.brokenBody } });
    }
  });

  it('a whole form of the same kind is still accepted', async () => {
    const route = UPLOAD_ROUTES[0]!;
    const form = multipart({}, { field: 'file', filename: 'foto.jpg', content: await paddedFile('image', 4096) });
    const answer = await send({ label: 'whole', method: route.method, url: route.path, ...form });
    expect(answer.status).toBe(200);
  });
});
