import { loadConfig } from './config';
import { createMetricsServer } from './metrics';
import { createGateway } from './server';

/** Entry point: `npm start -w gateway` (PORT, HOST, API_URL; see config.ts). */
const config = loadConfig();
const gateway = createGateway(config);

// The one ready line; scripts/lib/services.mjs waits for "listening".
gateway.server.listen(config.port, config.host, () => {
  console.log(`gateway listening on http://${config.host}:${config.port} (GraphQL /graphql, api ${config.apiUrl})`);
});

const metricsServer = gateway.metrics && config.metrics ? createMetricsServer(gateway.metrics) : null;
if (metricsServer && config.metrics) {
  metricsServer.listen(config.metrics.port, config.metrics.host);
  console.log(`gateway metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
}

gateway.server.on('error', (error) => {
  console.error(`gateway: cannot listen on ${config.host}:${config.port}: ${error.message}`);
  process.exit(1);
});

let stopping = false;

/** First signal: finish requests in flight, then exit. A second one: exit now. */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`gateway: ${signal}, closing`);
  await gateway.close();
  metricsServer?.close();
  process.exit(0);
}

process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
