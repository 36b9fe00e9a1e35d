import { ZEmail, type TMe, type TUserStatus } from '@kurz/core';
import type { User } from '@kurz/db';
import type { ApiConfig } from '../context';
import type { Membership } from '../workspaces';
import { AppError } from '../errors';

export function isAdmin(user: User, config: Pick<ApiConfig, 'adminEmails'>): boolean {
  // Only a verified address counts: otherwise anyone could sign up as an admin's email first.
  return !!user.email && !!user.email_verified_at && config.adminEmails.includes(user.email);
}

function userStatus(user: User, config: Pick<ApiConfig, 'adminEmails'>): TUserStatus {
  if (!user.email) return 'guest';
  if (!user.email_verified_at) return 'unverified';
  return isAdmin(user, config) ? 'admin' : 'verified';
}

/** The caller and the workspace they act in: its plan is the one that applies. */
export function toMe(user: User, membership: Membership, config: Pick<ApiConfig, 'adminEmails'>): TMe {
  return {
    id: user.id,
    email: user.email,
    status: userStatus(user, config),
    role: isAdmin(user, config) ? 'admin' : 'user',
    plan: membership.workspace.plan_id,
    workspace: {
      id: membership.workspace.id,
      name: membership.workspace.name,
      role: membership.role,
      owner_email: membership.workspace.personal_of === user.id ? null : membership.workspace.personal_email,
    },
  };
}

/** An address as typed at login, reset or resend, only to look it up: never refused (those calls answer alike either way). */
export function lookupEmail(raw: string): string {
  return raw.trim().toLowerCase().slice(0, 320);
}

export function normaliseEmail(raw: string): string {
  const parsed = ZEmail.safeParse(raw);
  if (!parsed.success || parsed.data.length > 254) throw new AppError('invalid_email');
  return parsed.data;
}

/** How emails greet someone: the part of the address before the @. */
export function displayName(user: Pick<User, 'email'>): string {
  return user.email?.split('@')[0] ?? 'there';
}
