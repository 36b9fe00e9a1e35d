import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError, isDatabaseUnavailable, toWireError, unknownFieldOf } from './errors';

const refusal = (schema: z.ZodType, input: unknown) =>
  new TRPCError({ code: 'BAD_REQUEST', cause: schema.safeParse(input).error });

describe('unknown fields', () => {
  const ZBody = z.strictObject({ url: z.string(), when: z.strictObject({ geo: z.array(z.string()) }).optional() });

  it('names the first unknown key, nested ones by their path', () => {
    expect(unknownFieldOf(ZBody.safeParse({ url: 'x', password: 'p', colour: 1 }).error!.issues)).toBe('password');
    expect(unknownFieldOf(ZBody.safeParse({ url: 'x', when: { geo: [], weekday: [] } }).error!.issues)).toBe(
      'when.weekday',
    );
    expect(unknownFieldOf(ZBody.safeParse({ url: 5 }).error!.issues)).toBeUndefined();
  });

  it('answers unknown_field ahead of any other problem of the input', () => {
    expect(toWireError(refusal(ZBody, { url: 5, password: 'p' }))).toEqual({
      code: 'unknown_field',
      status: 400,
      field: 'password',
    });
    expect(toWireError(refusal(ZBody, { url: 5 }))).toMatchObject({ code: 'invalid_input', status: 400 });
    expect(toWireError(new AppError('unknown_field', { field: 'page' }))).toEqual({
      code: 'unknown_field',
      status: 400,
      field: 'page',
    });
  });
});

describe('an unreachable database', () => {
  it("is a 503 for PostgreSQL's lost connections, told by pg's words or by SQLSTATE class 08 (as @kurz/db reports the embedded database's thread gone)", () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('the database thread exited with code 1'), { code: '08006' }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(toWireError(new Error('wrapped', { cause: error })).status).toBe(503);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
