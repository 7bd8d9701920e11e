// Values for the fuzz test, drawn from a route's JSON Schema. A request is mostly made
// of plausible values (real ids and usernames, texts within their limits, numbers in
// range) so it gets past validation into the handlers and the database; then one value,
// or in a few requests every value, is hostile: a boundary, a wrong type, a huge number,
// NUL, unicode or nonsense.
import type { Random } from '../src/seed/random';
import { typesOf, type JsonSchema } from './openapi-operations';

/** Real values of the database, so requests reach past the "not found" checks. */
export interface Pools {
  ids: string[];
  usernames: string[];
  mediaUrls: string[];
}

const NASTY_TEXTS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '👗🧵✂️',
  '\ud800',
  '\u202emoda',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '%',
  '../../etc/passwd',
  '/media/../../secreto',
  'null',
  'true',
  '-1',
  '1e309',
  '9'.repeat(40),
  'NaN',
  '{"a":1}',
  'javascript:alert(1)',
  '2024-02-30',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'x'.repeat(5000),
];

const NASTY_NUMBERS = [-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number('1'.repeat(40))];

/** Texts tried against a schema's pattern, for a plausible value that matches it. */
const PATTERN_CANDIDATES = ['2024', '09', '7', 'moda', 'ana@ejemplo.es', '2001-02-03', 'https://ejemplo.es', 'EUR', ''];

type Mode = 'plausible' | 'one-hostile' | 'hostile';

export class ValueFuzzer {
  #mode: Mode = 'plausible';
  #hostileLeft = 0;

  constructor(
    readonly random: Random,
    readonly pools: Pools,
  ) {}

  /** Chooses how hostile the next request is: most get exactly one hostile value. */
  startRequest(): void {
    const roll = this.random.next();
    this.#mode = roll < 0.3 ? 'plausible' : roll < 0.85 ? 'one-hostile' : 'hostile';
    this.#hostileLeft = this.#mode === 'one-hostile' ? 1 : 0;
  }

  /** A value for `schema`; `name` (the field's) steers texts towards ids, usernames, URLs. */
  value(schema: JsonSchema, name = '', depth = 0): unknown {
    if (this.#mode === 'hostile') return this.hostile(schema, name, depth);
    if (this.#hostileLeft > 0 && this.random.chance(0.3)) {
      this.#hostileLeft--;
      return this.hostile(schema, name, depth);
    }
    return this.plausible(schema, name, depth);
  }

  text(schema: JsonSchema = {}, name = ''): string {
    const value = this.value({ type: 'string', ...schema }, name);
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  }

  private plausible(schema: JsonSchema, name: string, depth: number): unknown {
    if (schema.enum) return this.random.pick(schema.enum);
    if (schema.anyOf) {
      const branches = schema.anyOf.filter((branch) => branch.type !== 'null');
      return this.value(this.random.pick(branches.length ? branches : schema.anyOf), name, depth);
    }
    const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
    if (type === 'integer' || type === 'number') return this.numberInRange(schema, type === 'integer');
    if (type === 'boolean') return this.random.chance(0.5);
    if (type === 'array') return this.array(schema, name, depth, Math.min(schema.maxItems ?? 3, 3));
    if (type === 'object') return this.object(schema, depth);
    if (type === 'null') return null;
    return this.plausibleText(schema, name);
  }

  private plausibleText(schema: JsonSchema, name: string): string {
    const text = this.namedText(schema, name) ?? this.patternText(schema) ?? this.word();
    const short = schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    return short.padEnd(schema.minLength ?? 0, 'a');
  }

  /** Field names that ask for something real: ids, usernames, stored media, emails, dates. */
  private namedText(schema: JsonSchema, name: string): string | undefined {
    const lower = name.toLowerCase();
    if (schema.format === 'email' || lower.includes('email'))
      return this.random.pick(['ana@ejemplo.es', 'creativa@demo.es']);
    if (schema.format === 'date' || lower.includes('date')) return this.random.pick(['2001-02-03', '2030-12-31']);
    if (lower.includes('username') || lower === 'name' || lower === 'term' || lower === 'query') {
      return this.random.pick(this.pools.usernames);
    }
    if (lower.includes('url') || lower.includes('image') || lower.includes('logo')) {
      return this.random.pick(this.pools.mediaUrls);
    }
    if (lower.endsWith('id') || lower === 'ids' || lower === 'exclude') {
      return this.random.sample(this.pools.ids, this.random.int(1, 3)).join(',');
    }
    return undefined;
  }

  private patternText(schema: JsonSchema): string | undefined {
    if (!schema.pattern) return undefined;
    const pattern = new RegExp(schema.pattern);
    return PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
  }

  private word(): string {
    return `${this.random.pick(['Moda', 'Punto', 'Lino', 'Sastrería', 'Café'])} ${this.random.int(0, 999)}`;
  }

  private numberInRange(schema: JsonSchema, integer: boolean): number {
    const low = schema.minimum ?? 0;
    const high = schema.maximum ?? low + 50;
    const value = low + this.random.next() * (high - low);
    return integer ? Math.round(value) : value;
  }

  private array(schema: JsonSchema, name: string, depth: number, most: number): unknown[] {
    if (depth > 3) return [];
    const length = this.random.int(0, most);
    return Array.from({ length }, () => this.value(schema.items ?? {}, name, depth + 1));
  }

  /** Required fields present, optional ones often. */
  private object(schema: JsonSchema, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    if (depth > 3) return result;
    const required = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (required.has(key) || this.random.chance(0.6)) result[key] = this.value(property, key, depth + 1);
    }
    return result;
  }

  /** Boundaries and nonsense for the schema, or something of another type altogether. */
  private hostile(schema: JsonSchema, name: string, depth: number): unknown {
    const roll = this.random.next();
    if (roll < 0.25) return this.wrongType(depth);
    const type = this.random.pick(typesOf(schema).length ? typesOf(schema) : ['string']);
    if (type === 'integer' || type === 'number') return this.boundaryNumber(schema);
    if (type === 'array') return this.array(schema, name, depth, (schema.maxItems ?? 4) + 2);
    if (type === 'object') {
      const extra = this.random.pick(['extra', '__proto__', 'constructor', 'a\u0000']);
      return { ...this.object(schema, depth), [extra]: this.wrongType(depth) };
    }
    if (schema.maxLength !== undefined && this.random.chance(0.2)) return 'ñ'.repeat(schema.maxLength + 1);
    return this.random.pick(NASTY_TEXTS);
  }

  private boundaryNumber(schema: JsonSchema): number {
    const bounds = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined);
    const near = bounds.flatMap((n) => [n - 1, n + 1]);
    return this.random.chance(0.4) && near.length ? this.random.pick(near) : this.random.pick(NASTY_NUMBERS);
  }

  /** Anything but what the schema says. */
  wrongType(depth = 0): unknown {
    const choices: (() => unknown)[] = [
      () => this.random.pick(NASTY_TEXTS),
      () => this.random.pick(NASTY_NUMBERS),
      () => this.random.chance(0.5),
      () => null,
      () => (depth > 2 ? [] : [this.wrongType(depth + 1)]),
      () => (depth > 2 ? {} : { a: this.wrongType(depth + 1) }),
    ];
    return this.random.pick(choices)();
  }
}
