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
  it("is a 503 for PostgreSQL's lost connections and for the embedded database's thread gone", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'the database thread exited with code 1',
      'the database thread failed: RuntimeError: unreachable',
      'the database thread closed this connection',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
      expect(toWireError(new Error('wrapped', { cause: new Error(message) })).status).toBe(503);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
