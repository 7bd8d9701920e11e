// The gateway's log (issue 23): one JSON object a line on stdout, as the api's (pino) are, so
// one collector reads both and joins them by `requestId`.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type LogFields = Record<string, unknown>;

export interface Log {
  enabled(level: LogLevel): boolean;
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function isLogLevel(value: string | undefined): value is LogLevel {
  return value !== undefined && value in RANK;
}

export function createLog(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Log {
  const enabled = (wanted: LogLevel) => RANK[wanted] >= RANK[level];
  const line =
    (wanted: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      if (!enabled(wanted)) return;
      const entry = { level: wanted, time: new Date().toISOString(), service: 'gateway', msg, ...serialized(fields) };
      write(`${JSON.stringify(entry)}\n`);
    };
  return { enabled, debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}

/** Errors as {type, message, stack}: JSON.stringify would write `{}`. */
function serialized(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { type: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}
