// `npm run openapi`: writes api/openapi.json (the gateway generates its REST types from it).
import { writeFile } from 'node:fs/promises';
import { OPENAPI_FILE, openApiFileText } from './file';

await writeFile(OPENAPI_FILE, await openApiFileText());
console.log(`wrote ${OPENAPI_FILE}`);
