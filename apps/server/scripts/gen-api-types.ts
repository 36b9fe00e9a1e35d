/** Writes packages/sdk/src/openapi.ts from the OpenAPI document (run after changing a REST row or its schemas). */
import { writeFile } from 'node:fs/promises';
import { API_TYPES_FILE, apiTypesSource } from '../src/openapi/apiTypes';

await writeFile(API_TYPES_FILE, await apiTypesSource());
console.log(`wrote ${API_TYPES_FILE}`);
