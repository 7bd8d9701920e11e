// The api's own OpenAPI document as a list of operations, for the tests that go over
// every route (input guards, fuzz): the document is generated from the schemas that
// validate requests, so a new route is covered without touching the tests.
import type { App } from '../src/http/app-type';

/** The parts of JSON Schema the route schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI form: /api/posts/{id}. */
  path: string;
  parameters: Parameter[];
  /** Content type → body schema. */
  bodies: Record<string, JsonSchema>;
  secured: boolean;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
}

const METHODS = new Set(['get', 'post', 'put', 'delete']);

export async function apiOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json<Document>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, raw]) => toOperation(path, method, raw)),
  );
}

function toOperation(path: string, method: string, raw: RawOperation): Operation {
  const content = raw.requestBody?.content ?? {};
  return {
    method: method.toUpperCase() as Operation['method'],
    path,
    parameters: raw.parameters ?? [],
    bodies: Object.fromEntries(Object.entries(content).map(([type, { schema }]) => [type, schema])),
    // Required (`[{bearerAuth: []}]`), not optional (`[{bearerAuth: []}, {}]`).
    secured: (raw.security ?? []).length > 0 && (raw.security ?? []).every((entry) => Object.keys(entry).length > 0),
  };
}

/** The path with each `{name}` replaced by its value, percent-encoded unless `raw`. */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{\*?([^}]*)\}/g, (_whole, name: string) => {
    const value = values[name] ?? values['*'] ?? 'x';
    return raw ? value : encodeText(value);
  });
}

/** Percent-encoded as a browser would: a lone surrogate goes as U+FFFD instead of throwing. */
export const encodeText = (value: string) => encodeURIComponent(Buffer.from(value).toString());

/** Types a schema allows, whether written as `type` or as `anyOf` branches. */
export function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}
