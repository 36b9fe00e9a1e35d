import { MSG } from '@kurz/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ResendVerificationDialog } from '../../components/auth/ResendVerificationDialog';
import { sessionQueryOptions } from '../../lib/queries';
import { errorCode, useTRPC, useTRPCClient } from '../../lib/trpc';
import { AuthLoading, AuthResult } from './AuthStatus';

type Failure = { text: string; offerResend: 'always' | 'signedIn' | 'never' };

/** Spec §8 Verify email: the code's text, and whether a new verification mail is offered. */
function verifyFailure(error: unknown): Failure {
  const code = errorCode(error);
  switch (code) {
    case null:
      return { text: MSG.verify.network, offerResend: 'never' };
    case 'invalid_token':
    case 'invalid_input':
      return { text: MSG.verify.invalid_token, offerResend: 'always' };
    case 'token_expired':
      return { text: MSG.verify.token_expired, offerResend: 'always' };
    case 'token_already_used':
      return { text: MSG.verify.token_already_used, offerResend: 'never' };
    case 'user_not_found':
      return { text: MSG.verify.user_not_found, offerResend: 'never' };
    default:
      return { text: MSG.verify.other, offerResend: 'signedIn' };
  }
}

export function VerifyEmailPage({ token }: { token: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [resendOpen, setResendOpen] = useState(false);

  // A query, not an effect: it runs once per token even under StrictMode's double mount.
  const verify = useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      await client.auth.verifyEmail.mutate({ token });
      await queryClient.invalidateQueries(trpc.auth.me.pathFilter());
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const me = useQuery({ ...sessionQueryOptions(trpc), enabled: verify.isError });
  const signedIn = !!me.data?.email;

  if (verify.isPending) return <AuthLoading />;
  if (verify.isSuccess) {
    return (
      <AuthResult
        ok
        title={MSG.verify.title}
        message={MSG.verify.success}
        actions={
          <Link to="/links" className="btn btn-primary">
            Go to Dashboard
          </Link>
        }
      />
    );
  }

  const failure = verifyFailure(verify.error);
  const offer = failure.offerResend === 'always' || (failure.offerResend === 'signedIn' && signedIn);
  return (
    <AuthResult
      ok={false}
      title={MSG.verify.failedTitle}
      message={failure.text}
      actions={
        <div className="state-actions">
          {offer && (
            <button type="button" className="btn btn-primary" onClick={() => setResendOpen(true)}>
              Send new verification email
            </button>
          )}
          <Link to="/links" className="btn">
            Go to Dashboard
          </Link>
        </div>
      }
    >
      {resendOpen && <ResendVerificationDialog me={signedIn ? me.data! : null} onClose={() => setResendOpen(false)} />}
    </AuthResult>
  );
}
