// `npm run rest-types`: writes gateway/src/rest/__generated__/api.ts, the REST answer
// types generated from api/openapi.json. Run it whenever the api's document changes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { printRestTypes, REST_TYPES_PATH } from './rest-types';

const text = printRestTypes();
const changed = !existsSync(REST_TYPES_PATH) || readFileSync(REST_TYPES_PATH, 'utf8') !== text;
if (changed) {
  mkdirSync(new URL('.', REST_TYPES_PATH), { recursive: true });
  writeFileSync(REST_TYPES_PATH, text);
}
console.log(changed ? 'gateway/src/rest/__generated__/api.ts written' : 'REST types already up to date');
