import { config } from 'zod';

// In a browser, zod probes for eval (new Function) to compile object parsers, the first time a schema
// is made: under the dashboard's Content-Security-Policy that probe is a reported violation. Parsing
// without it is as correct. It must run before any schema exists: core's index imports it first.
if ('document' in globalThis) config({ jitless: true });
