// Requests for the fuzz test, built from one documented operation: path parameters,
// query strings, JSON bodies (and malformed ones), multipart forms with real and broken
// files, cut-off bodies and wrong content types.
import { encodeText, fillPath, typesOf, type JsonSchema, type Operation } from './openapi-operations';
import type { ValueFuzzer } from './fuzz-values';

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Small files of every kind an upload may meet. */
export interface FuzzFiles {
  png: Buffer;
  jpeg: Buffer;
  pdf: Buffer;
}

const MALFORMED_JSON = ['{', '{"a":', '[', 'nul', '"\\ud800"', '{"a":1}}', '[1,]', '{"__proto__":{"x":1}}', '\u0000'];
const RAW_QUERY_VALUES = ['%ZZ', '%C0%80', '%', '%E0%A4%A', '+', '&&', '=', '%2500', '%FF'];

export function buildRequest(operation: Operation, fuzzer: ValueFuzzer, files: FuzzFiles): FuzzRequest {
  fuzzer.startRequest();
  const url =
    fillPath(operation.path, pathValues(operation, fuzzer), fuzzer.random.chance(0.05)) + query(operation, fuzzer);
  const request: FuzzRequest = { method: operation.method, url, headers: {} };
  const types = Object.keys(operation.bodies);
  if (types.length === 0) return fuzzer.random.chance(0.05) ? withJson(request, fuzzer, {}) : request;
  const type = fuzzer.random.pick(types);
  const schema = operation.bodies[type] ?? {};
  return type === 'multipart/form-data'
    ? withMultipart(request, fuzzer, schema, files)
    : withJson(request, fuzzer, schema);
}

function pathValues(operation: Operation, fuzzer: ValueFuzzer): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    values[parameter.name] = parameter.name === '*' ? mediaName(fuzzer) : fuzzer.text(parameter.schema, parameter.name);
  }
  return values;
}

function mediaName(fuzzer: ValueFuzzer): string {
  const stored = fuzzer.random.pick(fuzzer.pools.mediaUrls).slice('/media/'.length);
  return fuzzer.random.chance(0.6)
    ? stored
    : fuzzer.random.pick(['..%2f..%2fetc%2fpasswd', '.env', 'x.html', '', stored + '.tmp']);
}

function query(operation: Operation, fuzzer: ValueFuzzer): string {
  const pairs: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (!fuzzer.random.chance(parameter.required ? 0.9 : 0.5)) continue;
    const value = fuzzer.random.chance(0.05)
      ? fuzzer.random.pick(RAW_QUERY_VALUES)
      : encodeText(asText(fuzzer.value(parameter.schema, parameter.name)));
    pairs.push(`${parameter.name}=${value}`);
  }
  if (fuzzer.random.chance(0.05)) pairs.push(`extra=${encodeText(fuzzer.text())}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function withJson(request: FuzzRequest, fuzzer: ValueFuzzer, schema: JsonSchema): FuzzRequest {
  const roll = fuzzer.random.next();
  const headers = { 'content-type': 'application/json' };
  if (roll < 0.08) return { ...request, headers, payload: fuzzer.random.pick(MALFORMED_JSON) };
  if (roll < 0.1) return { ...request, headers, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` };
  if (roll < 0.13) return { ...request, headers: { 'content-type': 'text/plain' }, payload: 'hola' };
  if (roll < 0.15)
    return { ...request, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' };
  if (roll < 0.17) return { ...request, headers, payload: '' };
  return { ...request, headers, payload: JSON.stringify(fuzzer.value(schema)) };
}

interface Part {
  name: string;
  value: Buffer;
  filename?: string;
  type?: string;
}

function withMultipart(request: FuzzRequest, fuzzer: ValueFuzzer, schema: JsonSchema, files: FuzzFiles): FuzzRequest {
  const parts: Part[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!fuzzer.random.chance(0.8)) continue;
    if (isFileField(property)) {
      const count = fuzzer.random.chance(0.15) ? fuzzer.random.int(2, 8) : 1;
      for (let i = 0; i < count; i++) parts.push(filePart(fuzzer, name, files));
    } else {
      parts.push({ name, value: Buffer.from(asText(fuzzer.value(property, name))) });
    }
  }
  if (fuzzer.random.chance(0.1))
    parts.push(filePart(fuzzer, fuzzer.random.pick(['otro', '__proto__', 'a\u0000']), files));
  const boundary = `fuzz${fuzzer.random.int(0, 1e9)}`;
  let payload = encodeParts(parts, boundary);
  if (fuzzer.random.chance(0.1)) payload = payload.subarray(0, fuzzer.random.int(0, payload.length));
  const contentType = fuzzer.random.chance(0.05) ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
  return { ...request, headers: { 'content-type': contentType }, payload };
}

const isFileField = (schema: JsonSchema): boolean =>
  schema.format === 'binary' || (typesOf(schema).includes('array') && schema.items?.format === 'binary');

function filePart(fuzzer: ValueFuzzer, name: string, files: FuzzFiles): Part {
  const choices: [string, Buffer, string][] = [
    ['foto.png', files.png, 'image/png'],
    ['foto.jpg', files.jpeg, 'image/jpeg'],
    ['cv.pdf', files.pdf, 'application/pdf'],
    ['cortada.png', files.png.subarray(0, files.png.length >> 1), 'image/png'],
    ['pagina.html', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'],
    ['vacio.png', Buffer.alloc(0), 'image/png'],
    ['dibujo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['../../x\u0000.png', files.png, 'image/png'],
  ];
  // A readable file most of the time, so the form gets as far as storing it.
  const [filename, value, type] = fuzzer.random.pick(fuzzer.random.chance(0.6) ? choices.slice(0, 3) : choices);
  return { name, value, filename, type };
}

function encodeParts(parts: Part[], boundary: string): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      part.value,
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}
