import { ERROR_STATUS, isErrorCode, type ErrorCode } from '@kurz/core';
import type { z } from 'zod';
import { unknownFieldOf } from '../errors';
import type { RestInput, RestRoute } from './types';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function unknownIn(schema: z.ZodType | undefined, value: Record<string, unknown>): string | undefined {
  if (!schema) return Object.keys(value)[0];
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : unknownFieldOf(parsed.error.issues);
}

/**
 * The first query parameter or body field (a dotted path for a nested one) the row does not declare,
 * named as the client sent it: the procedures refuse unknown fields too, but REST rows put some of
 * the input elsewhere (the link's name in the path, a body under `data`), and a row without a query or
 * body schema would otherwise ignore what it was sent.
 */
export function knownFieldsProblem(route: RestRoute, input: RestInput): string | undefined {
  const query = Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined));
  const inQuery = unknownIn(route.query, query);
  if (inQuery !== undefined) return inQuery;
  return isPlainObject(input.body) ? unknownIn(route.body, input.body) : undefined;
}

/**
 * What is wrong with the input besides an unknown field: a JSON body that is no object (null would
 * otherwise be read as no fields, and clear a call's settings), or a query a row's schema refuses (a
 * required parameter missing, a bad value: a row's procedure may take its query merged with other
 * input, the link's slug from the path, and would answer a missing ?hostname= as an unknown link).
 * invalid_input with the problem in words, or the 400 code a schema names (a postback's invalid_revenue).
 */
export function inputProblem(route: RestRoute, input: RestInput): { code: ErrorCode; message?: string } | undefined {
  if (input.body !== undefined && !isPlainObject(input.body)) return { code: 'invalid_input', message: 'The body must be a JSON object.' };
  if (!route.query) return undefined;
  const query = Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined));
  const parsed = route.query.safeParse(query);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'custom' && isErrorCode(issue.message) && ERROR_STATUS[issue.message] === 400) return { code: issue.message };
  return { code: 'invalid_input', message: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message };
}
