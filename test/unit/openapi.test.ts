import { readFileSync } from 'node:fs';
import { buildOpenApi, OPENAPI_FILE, openApiText } from '../../scripts/openapi/document';

describe('docs/openapi.json', () => {
  const built = buildOpenApi();

  it('is what `npm run build:openapi` makes of the schemas today (run it and commit the file)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText(built.document));
  });

  it('converts every schema without a part the converter cannot express', () => {
    expect(built.warnings).toEqual([]);
  });
});
