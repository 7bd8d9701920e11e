// `npm run cluster`: the product as it runs on several machines, on this one (scripts/lib/cluster.mjs):
// PostgreSQL, Redis, S3 media, 2 apis, 2 gateways and HAProxy. Ctrl-C stops it and removes its data.
import { ensureInstalled } from './lib/install.mjs';
import { root, stopOnSignals } from './lib/run.mjs';

ensureInstalled(root);
const { buildWebIfStale } = await import('./lib/build.mjs');
const { startCluster } = await import('./lib/cluster.mjs');

await buildWebIfStale();
const cluster = await startCluster({
  port: Number(process.env.PORT ?? 4000),
  seedSize: process.env.SEED_SIZE ?? 'full',
});
const { ports } = cluster;
console.log(`
  Moda Talento en clúster: ${cluster.url}  (HAProxy; estado en http://127.0.0.1:${ports.stats}/)

    navegador → HAProxy :${ports.public} → gateways :${ports.gateways.join(', :')}
                                      → HAProxy :${ports.apiBalancer} → apis :${ports.apis.join(', :')}
    apis → PostgreSQL :${ports.postgres} · Redis :${ports.redis} · S3 (s3rver) :${ports.s3}
    gateways → Redis :${ports.redis} · métricas en :${ports.gatewayMetrics.join(', :')}/metrics

  Datos temporales en ${cluster.state}: se borran al parar. Ctrl-C para parar.
`);

stopOnSignals(cluster.stop);
