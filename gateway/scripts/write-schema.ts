// `npm run schema`: writes schema.graphql at the repo root, the print of the gateway's
// modules. Run it after changing any module's SDL, then `npm run codegen`.
import { readFileSync, writeFileSync } from 'node:fs';
import { printSchemaFile, SCHEMA_PATH } from '../src/schema/print';

const text = await printSchemaFile();
const changed = readFileSync(SCHEMA_PATH, 'utf8') !== text;
if (changed) writeFileSync(SCHEMA_PATH, text);
console.log(changed ? 'schema.graphql written' : 'schema.graphql already up to date');
