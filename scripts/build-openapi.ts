/**
 * `npm run build:openapi`: writes docs/openapi.json from the valibot schemas
 * (scripts/openapi/document.ts says from which). Commit the result; a jest test fails while
 * the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { buildOpenApi, OPENAPI_FILE, openApiText } from './openapi/document';

const { document, warnings } = buildOpenApi();
for (const warning of warnings) console.warn(`WARNING openapi: ${warning}`);
writeFileSync(OPENAPI_FILE, openApiText(document));
console.log(`${OPENAPI_FILE}: ${Object.keys(document.paths as object).length} paths`);
