/** A client generated from the OpenAPI document (openapi-typescript types, openapi-fetch), as a script would use it. */
import createClient from 'openapi-fetch';
import { TEST_ORIGIN, type TestServer } from './index';
import { checkAgainstDocument } from './openapiResponses';
import type { paths } from '@kurz/sdk';

/** fetch for openapi-fetch, answered by the test app (app.inject), every answer checked against the document. */
function injectFetch(server: TestServer) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const body = request.body ? await request.text() : undefined;
    const res = await server.app.inject({
      method: request.method as 'GET',
      url: path,
      remoteAddress: '198.51.100.20',
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    checkAgainstDocument(request.method, path, res);
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
}

/** The typed client with an API key in the Authorization header, no cookie. */
export function typedClient(server: TestServer, apiKey: string) {
  return createClient<paths>({
    baseUrl: TEST_ORIGIN,
    fetch: injectFetch(server),
    headers: { authorization: `Bearer ${apiKey}` },
  });
}
export type TypedClient = ReturnType<typeof typedClient>;
