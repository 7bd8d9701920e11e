// Starts the api and then the gateway (which serves the web app), as `npm start`, the
// browser tests and the benchmark need them.
import { startService, stopService } from './run.mjs';

// TypeScript entries run through tsx's loader in this Node process: no build step, one process each.
const node = process.execPath;
const tsxArgs = (entry) => ['--import', 'tsx', entry];

/** `timeoutMs`: how long each service may take to start (default startService's). */
export async function startProduct({ port, apiPort, env: given = {}, timeoutMs }) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // A JSON line per request (LOG_LEVEL=info) is for servers; on a laptop, warnings and errors.
  const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...given };
  const api = await startService('api', node, tsxArgs('api/src/main.ts'), {
    env: { ...env, API_PORT: String(apiPort) },
    readyPattern: /listening/i,
    timeoutMs,
  });
  try {
    const gateway = await startService('gateway', node, tsxArgs('gateway/src/main.ts'), {
      env: { ...env, PORT: String(port), API_URL: apiUrl },
      readyPattern: /listening/i,
      timeoutMs,
    });
    return {
      url: `http://localhost:${port}`,
      apiUrl,
      // The benchmark reads the gateway's and the api's memory from their processes.
      gatewayPid: gateway.pid,
      apiPid: api.pid,
      stop: () => Promise.all([stopService(gateway), stopService(api)]),
    };
  } catch (error) {
    await stopService(api);
    throw error;
  }
}
