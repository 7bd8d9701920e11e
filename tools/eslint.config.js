// ESLint over every workspace (api, gateway, web, tests, scripts, tools), run from the
// repository root by `npm test`:
//   tools/node_modules/.bin/eslint --config tools/eslint.config.js
// It lives in tools/ because typescript-eslint needs TypeScript 5's compiler API, which the
// workspaces' TypeScript 7 lacks; with --config, file patterns are relative to the root.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const webSource = ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'];

// A feature folder takes shared pieces from components/ and lib/, never from another
// feature: what two features need moves to the shared layer (issue 7).
const features = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The landing page hosts the sign-in, sign-up and recovery dialogs (part 1 §2); the
// shell's header hosts the search box and the notifications' bell; My Offers lists offers
// with the offers list's card. Reporting ('Denunciar') and the notice an author reads on a
// hidden item sit on the pages of the items they concern (issue 24).
const featureImportsAllowed = {
  landing: ['auth'],
  shell: ['search', 'notifications'],
  'my-offers': ['job-offers', 'reports'],
  post: ['reports'],
  profile: ['reports'],
  'job-offers': ['reports'],
  'educational-offer': ['reports'],
  moderation: ['reports'],
};
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`, ...(featureImportsAllowed[feature] ?? []).map((other) => `./${other}`)],
  message: 'What two features share belongs in web/src/components or web/src/lib.',
}));

// A gateway domain uses another only through its index.ts, what that domain lets others use;
// the rest of a domain folder is its own (issue 19).
const gatewayDomainsPath = 'gateway/src/domains';
const gatewayDomains = readdirSync(join(root, gatewayDomainsPath), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const gatewayDomainZones = gatewayDomains.map((domain) => ({
  target: `./${gatewayDomainsPath}/${domain}`,
  from: gatewayDomains.filter((other) => other !== domain).map((other) => `./${gatewayDomainsPath}/${other}`),
  except: ['./index.ts'],
  message: 'Import another domain through its index.ts; export there what other domains may use.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      'data/**',
      'test-results/**',
      'tests/node_modules/**',
      'web/public/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.d.mts', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A cycle makes module order matter and hides a missing layer (issue 7).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    files: webSource,
    plugins: { 'react-hooks': reactHooks, relay },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/generated-typescript-types': 'error',
      'relay/no-future-added-value': 'error',
      'relay/function-required-argument': 'error',
      'relay/hook-required-argument': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      // A fragment that only mutations spread (their shared payload) stands alone as graphql`…`.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: gatewayDomainZones }],
    },
  },
  {
    // Browser tests run code in the page too (page.evaluate).
    files: ['tests/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
