import { ERROR_STATUS, isErrorCode } from '@kurz/core';
import type { z } from 'zod';
import { AppError, unknownFieldOf } from '../errors';
import type { RestInput, RestRoute } from './types';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

const TYPE_NAMES: Record<string, string> = {
  array: 'a list',
  object: 'an object',
  int: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  string: 'a string',
  null: 'null',
};

/**
 * zod's default messages ("Too big: expected number to be <=200") as the end of a sentence whose
 * subject is the field: "must be at most 200.". A message the schema sets itself ('Specify target
 * URL', the spec's words) wins over this, as zod gives a schema's own message precedence.
 */
function predicate(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required.' : `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${max} characters long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${max} items.`;
      return issue.inclusive === false ? `must be less than ${max}.` : `must be at most ${max}.`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min === 1 ? 'must not be empty.' : `must be at least ${min} characters long.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must have at least ${min} item${min === 1 ? '' : 's'}.`;
      return issue.inclusive === false ? `must be more than ${min}.` : `must be at least ${min}.`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}.`
        : `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an email address.';
      if (issue.format === 'url') return 'must be a URL.';
      if (issue.format === 'datetime')
        return 'must be a date-time (ISO 8601 with its offset, e.g. 2026-01-31T12:00:00Z).';
      if (issue.format === 'date') return 'must be a date (YYYY-MM-DD).';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'must be a UUID.';
      return issue.format === 'regex' ? 'is not in the expected form.' : `must be a valid ${issue.format}.`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}.`;
    default:
      return 'is not valid.';
  }
}

/** The issue a person should be told about: inside a union, the branch that got furthest (not a mere type mismatch). */
function innermost(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const branch = issue.errors.find((b) => b[0] && b[0].code !== 'invalid_type') ?? issue.errors[0]!;
  const inner = branch[0];
  return inner ? innermost({ ...inner, path: [...issue.path, ...inner.path] }) : issue;
}

/** A readable sentence for a failed field: the field named, then what it must be. */
export function sentenceFor(field: string, message: string, where: string): string {
  return /^(must|is|has) /.test(message) ? `${field === '' ? where : field} ${message.replace(/\.?$/, '.')}` : message;
}

function problemIn(schema: z.ZodType, value: unknown, where: string): AppError | undefined {
  const parsed = schema.safeParse(value, { error: (issue) => predicate(issue) });
  if (parsed.success) return undefined;
  const issue = innermost(parsed.error.issues[0]!);
  const field = issue.path.map(String).join('.');
  // A schema that names its refusal with a code (toHttpUrl's invalid_url) answers with that code, as
  // the same value refused by a service does.
  if (issue.code === 'custom' && isErrorCode(issue.message) && ERROR_STATUS[issue.message] === 400)
    return new AppError(issue.message);
  return new AppError('invalid_input', {
    ...(field ? { field } : {}),
    message: sentenceFor(field, issue.message, where),
  });
}

function unknownIn(schema: z.ZodType | undefined, value: Record<string, unknown>): string | undefined {
  if (!schema) return Object.keys(value)[0];
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : unknownFieldOf(parsed.error.issues);
}

/** What is wrong with a query a plain route (an upload, an object read) takes: an unknown parameter first, then a failed check. */
export function queryProblem(schema: z.ZodType, query: Record<string, unknown>): AppError | undefined {
  const unknown = unknownIn(schema, query);
  return unknown !== undefined
    ? new AppError('unknown_field', { field: unknown })
    : problemIn(schema, query, 'The query');
}

/**
 * What is wrong with a REST call's input, checked against the row's declared schemas before the
 * procedure runs, so that a field is named as the client sent it (a row puts some of the input
 * elsewhere: the link's name in the path, a settings body under `data`):
 * - a query parameter or body field the row does not declare: unknown_field, ahead of any other
 *   problem, so a misspelt setting is named instead of reported as missing (a row without a query or
 *   body schema takes none);
 * - a JSON body that is no object (null would otherwise be read as no fields, and clear settings);
 * - a path parameter, query parameter or body field a schema refuses: invalid_input with `field` (a
 *   dotted path) and a sentence saying what it must be.
 */
export function restInputProblem(route: RestRoute, input: RestInput): AppError | undefined {
  const query = Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined));
  const unknown =
    unknownIn(route.query, query) ?? (isPlainObject(input.body) ? unknownIn(route.body, input.body) : undefined);
  if (unknown !== undefined) return new AppError('unknown_field', { field: unknown });
  if (input.body !== undefined && !isPlainObject(input.body))
    return new AppError('invalid_input', { message: 'The body must be a JSON object.' });
  return (
    (route.params ? problemIn(route.params, input.params, 'The path') : undefined) ??
    (route.query ? problemIn(route.query, query, 'The query') : undefined) ??
    (route.body ? problemIn(route.body, input.body ?? {}, 'The body') : undefined)
  );
}
