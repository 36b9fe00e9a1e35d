import { MSG, type TInvitationPreview, type TMe } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatDateTime } from '../../lib/dates';
import { memberErrorText } from '../../lib/members';
import { currentAccount } from '../../lib/auth/signedIn';
import { errorCode, useTRPC } from '../../lib/trpc';
import { loginRedirectUrl } from '../../lib/urls';
import { workspaceName } from '../../lib/workspace';
import { goToWorkspace } from '../../lib/workspaceNav';
import { AuthLayout } from './AuthLayout';
import { AuthLoading, AuthResult } from './AuthStatus';

const INVITATION_INVALID = 'This invitation is no longer valid.';

/** /invite/$token: who invites whom into which workspace; join when signed in, else sign in or register first. */
export function InvitePage({ token }: { token: string }) {
  const trpc = useTRPC();
  const preview = useQuery({ ...trpc.workspaces.invitation.queryOptions({ token }), retry: false });
  const queryClient = useQueryClient();
  // Through currentAccount: a browser still keeping a workspace the account left is asked again without it.
  const session = useQuery({
    queryKey: ['invite', 'account'],
    queryFn: () => currentAccount({ queryClient, trpc }),
    retry: false,
    gcTime: 0,
  });

  if (preview.isPending || session.isPending) return <AuthLoading />;
  if (preview.isError) {
    const gone = errorCode(preview.error) === 'invitation_not_found';
    return (
      <AuthResult
        ok={false}
        title="Invitation not found"
        message={gone ? `${INVITATION_INVALID} Ask whoever invited you to send a new one.` : MSG.register.network}
        actions={
          <Link to="/links" className="btn btn-primary">
            Go to Dashboard
          </Link>
        }
      />
    );
  }
  const me = session.data && session.data.status !== 'guest' ? session.data : null;
  return <Invitation token={token} invitation={preview.data} me={me} />;
}

function Invitation({ token, invitation, me }: { token: string; invitation: TInvitationPreview; me: TMe | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const config = useQuery(trpc.meta.config.queryOptions());
  const name = workspaceName(invitation.workspace);
  const open = () => void goToWorkspace(queryClient, router, invitation.workspace.id, '/links');
  const accept = useMutation(
    trpc.workspaces.accept.mutationOptions({
      onSuccess: (item) => void goToWorkspace(queryClient, router, item.id, '/links'),
      onError: (error) => {
        const code = errorCode(error);
        if (code === 'invitation_email_mismatch')
          setProblem(
            `This invitation was sent to ${invitation.email}, but you are signed in as ${me?.email ?? 'another account'}. Sign in with ${invitation.email} to join.`,
          );
        else if (code === 'invitation_not_found') setProblem(INVITATION_INVALID);
        else if (code === 'seats_limit_reached')
          setProblem(`${name} has no free seats left. Ask its owner to upgrade the plan.`);
        else setProblem(memberErrorText(error));
      },
    }),
  );
  const already = accept.isError && errorCode(accept.error) === 'already_member';
  const here = `${window.location.origin}${useLocation().href}`;
  const signInHref = config.data?.login_url ? loginRedirectUrl(config.data.login_url, here) : null;

  return (
    <AuthLayout>
      <h1 className="card-title">Join {name}</h1>
      <p>
        {invitation.invited_by ? (
          <>
            <strong>{invitation.invited_by}</strong> invited{' '}
          </>
        ) : (
          'You are invited: '
        )}
        <strong>{invitation.email}</strong> to the workspace <strong>{name}</strong> as{' '}
        <strong>{invitation.role}</strong>.
      </p>
      <p className="fine-print">The invitation works until {formatDateTime(invitation.expires_at)}.</p>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {already ? (
        <>
          <p className="alert alert-info" role="status">
            You are already a member of {name}.
          </p>
          <button type="button" className="btn btn-primary btn-block" onClick={open}>
            Open {name}
          </button>
        </>
      ) : me ? (
        <>
          <p className="muted">Signed in as {me.email}.</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={accept.isPending}
            onClick={() => {
              setProblem(null);
              accept.mutate({ token });
            }}
          >
            {accept.isPending ? 'Joining…' : `Join ${name}`}
          </button>
        </>
      ) : (
        <div className="form-actions">
          {signInHref ? (
            <a className="btn btn-primary" href={signInHref}>
              Sign in to join
            </a>
          ) : (
            <Link to="/login" search={{ redirect: here }} className="btn btn-primary">
              Sign in to join
            </Link>
          )}
          <Link to="/register" search={{ redirect: here }} className="btn">
            Create an account
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
