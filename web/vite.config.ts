import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './vite-plugins/compressAssets';

// Relay's graphql tags are compiled by babel-plugin-relay; in Vite 8 Babel runs only
// through @rolldown/plugin-babel. Vitest reuses this file (see vitest.config.ts).
export const relayBabel = () => babel({ plugins: [['relay', { eagerEsModules: true }]], include: /\/src\/.*\.tsx?$/ });

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // compressAssets: brotli and gzip copies of the built files, which the gateway serves.
  plugins: [react(), relayBabel(), compressAssets()],
  server: {
    port: 5173,
    // /graphiql holds GraphiQL's files, which the gateway serves (its page at /graphql links them).
    proxy: { '/graphql': gateway, '/graphiql': gateway, '/media': gateway, '/api': gateway },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // .vite/manifest.json: the gateway preloads a public page's lazy chunks from it (seo/route-assets.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: their own chunks stay cached
        // across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|nullthrows)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
});
