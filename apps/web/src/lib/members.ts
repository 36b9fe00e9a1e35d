import { MSG } from '@kurz/core';
import { errorCode, errorText } from './trpc';

/** The refusals of the member and invitation calls, in words. */
export const MEMBER_ERRORS: Record<string, string> = {
  already_member: 'That person is already a member of this workspace.',
  already_invited: 'That address has a pending invitation already. Resend it instead.',
  seats_limit_reached: "You have reached your plan's seat limit",
  last_owner: 'A workspace needs an owner: make someone else owner first.',
  invalid_email: 'Invalid email address',
  role_not_allowed: 'Your role does not allow this.',
  personal_workspace: 'Your personal workspace is yours alone: create a workspace to share.',
  subscription_active: 'This workspace has a paid subscription: cancel it in Billing first.',
  not_found: 'That member or invitation is no longer there.',
  invitation_not_found: 'That invitation is no longer there.',
  rate_limited: MSG.rateLimited,
};

const OTHER = { network: MSG.register.network, other: 'That did not work. Please try again.' };

export const memberErrorText = (error: unknown) => errorText(error, MEMBER_ERRORS, OTHER);
export const isSeatsLimit = (error: unknown) => errorCode(error) === 'seats_limit_reached';

/** What a members-page action does when its call ends: refresh the lists, or show the refusal. */
export interface Handlers {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}
