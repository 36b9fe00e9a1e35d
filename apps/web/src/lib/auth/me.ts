import type { TMe } from '@kurz/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../queries';
import { useTRPC } from '../trpc';

/** The signed-in account inside the shell (the _authed guard has loaded it already). */
export function useMe(): TMe {
  const trpc = useTRPC();
  return useSuspenseQuery(meQueryOptions(trpc)).data;
}

export const isAdminUser = (me: Pick<TMe, 'status' | 'role'>) => me.status === 'admin' || me.role === 'admin';
