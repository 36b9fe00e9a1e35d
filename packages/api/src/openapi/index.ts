/** The OpenAPI document of the REST API, generated from the REST table and its zod schemas. */
export { codesOf, openApiDocument, openApiPath, type DocumentOptions, type PlainRoute } from './document';
