// `npm start`: installs what is missing, builds the web app, starts the api (which migrates
// and seeds ./data on first run) and the gateway, and stops both cleanly on Ctrl-C.
import { ensureInstalled } from './lib/install.mjs';
import { root, stopOnSignals } from './lib/run.mjs';

ensureInstalled(root);
const { buildWebIfStale } = await import('./lib/build.mjs');
const { startProduct } = await import('./lib/services.mjs');

await buildWebIfStale();
const port = Number(process.env.PORT ?? 4000);
const apiPort = Number(process.env.API_PORT ?? 4001);
const product = await startProduct({ port, apiPort });

console.log(`
  Moda Talento está en marcha: ${product.url}
  GraphiQL: ${product.url}/graphql   ·   api REST: ${product.apiUrl}/api (OpenAPI en /api/openapi.json)

  Cuentas de demostración (contraseña Demo1234!):
    creativa@demo.es     Creativa, estudiante, perfil completo
    empresa@demo.es      Profesional, empresa verificada
    institucion@demo.es  Profesional, institución verificada
    pendiente@demo.es    Profesional, empresa sin verificar
    nuevo@demo.es        Registrado, sin empezar el onboarding
    operador@demo.es     Operador: moderación en /ControlPanel/moderacion

  Ctrl-C para parar.
`);

stopOnSignals(product.stop);
