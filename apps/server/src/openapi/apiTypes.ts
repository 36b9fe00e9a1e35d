/** The TypeScript types of the REST API, made by openapi-typescript from the OpenAPI document. */
import { fileURLToPath } from 'node:url';
import { openApiDocument, restRoutes } from '@kurz/api';
import openapiTS, { astToString } from 'openapi-typescript';
import { PLAIN_ROUTES } from '../http/apiDocs';

/** Where the generated types are committed: in the SDK (@kurz/sdk), whose types the test client uses too. */
export const API_TYPES_FILE = fileURLToPath(new URL('../../../../packages/sdk/src/openapi.ts', import.meta.url));

const HEADER = '// Generated from GET /api/openapi.json by `pnpm gen:api-types` (openapi-typescript). Do not edit.\n\n';

export async function apiTypesSource(): Promise<string> {
  const document = openApiDocument(restRoutes, PLAIN_ROUTES, { version: '0.0.0', server: 'http://localhost:3000' });
  const ast = await openapiTS(document as never);
  return HEADER + astToString(ast);
}
