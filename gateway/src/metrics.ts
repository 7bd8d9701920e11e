// Prometheus metrics of the gateway (issue 23): requests by kind (GraphQL, media, pages…),
// GraphQL operations by name with their latency, errors by code and upstream calls, the api
// pools' connections, and Node's own. Served on a port of their own (METRICS_PORT, loopback
// by default), never on the public one.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GatewayContext } from './context';
import type { UpstreamStats, UpstreamUse } from './rest/http';

/** Seconds: from a cached answer to a page of many offers. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface GatewayMetrics {
  registry: Registry;
  /** Counts one HTTP request once its answer is sent. */
  measure(req: IncomingMessage, res: ServerResponse, kind: string): void;
  /** Counts GraphQL operations by name, their errors and their upstream calls. */
  plugin: Plugin<GatewayContext>;
}

interface MetricsSources {
  /** The api pools' connections now. */
  upstream: () => Record<UpstreamUse, UpstreamStats>;
  /**
   * The label of an operation: the web app's names (the trusted documents) as they are, any
   * other 'other', so a client's free queries cannot grow the registry.
   */
  operationLabel: (name: string | null) => string;
}

export function createGatewayMetrics({ upstream, operationLabel }: MetricsSources): GatewayMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by kind (graphql, media, app, health, api) and status.',
    labelNames: ['kind', 'status'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by kind.',
    labelNames: ['kind'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations executed, by name and outcome (ok, error).',
    labelNames: ['operation', 'outcome'],
    registers,
  });
  const operationSeconds = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to execute a GraphQL operation, by name.',
    labelNames: ['operation'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const errors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL answers, by extensions.code (UNEXPECTED when none).',
    labelNames: ['code'],
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'upstream_calls_total',
    help: 'REST calls to the api, by GraphQL operation.',
    labelNames: ['operation'],
    registers,
  });
  new Gauge({
    name: 'upstream_connections',
    help: 'Connections of each pool to the api, by state (connected, free, running, pending, queued).',
    labelNames: ['pool', 'state'],
    registers,
    collect() {
      for (const [pool, stats] of Object.entries(upstream())) {
        for (const [state, value] of Object.entries(stats)) this.set({ pool, state }, value);
      }
    },
  });

  const plugin: Plugin<GatewayContext> = {
    onExecute({ args }) {
      const started = performance.now();
      const operation = operationLabel(getOperationAST(args.document, args.operationName)?.name?.value ?? null);
      return {
        onExecuteDone({ result }) {
          // A stream (none here: no subscriptions) would not be counted.
          if (Symbol.asyncIterator in result) return;
          const found = result.errors ?? [];
          operations.inc({ operation, outcome: found.length ? 'error' : 'ok' });
          operationSeconds.observe({ operation }, (performance.now() - started) / 1000);
          upstreamCalls.inc({ operation }, args.contextValue.upstream.calls);
          for (const error of found) errors.inc({ code: codeOf(error) });
        },
      };
    },
  };

  return {
    registry,
    plugin,
    measure(_req, res, kind) {
      const started = performance.now();
      res.once('close', () => {
        requests.inc({ kind, status: String(res.statusCode) });
        requestSeconds.observe({ kind }, (performance.now() - started) / 1000);
      });
    },
  };
}

function codeOf(error: GraphQLError): string {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : 'UNEXPECTED';
}

/** `GET /metrics` in Prometheus' text format, on its own listener. */
export function createMetricsServer(registry: Registry): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
}
