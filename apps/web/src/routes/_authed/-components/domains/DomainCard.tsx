import type { TDomain } from '@kurz/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useCopied } from '../../../../lib/clipboard';
import { useRoleBlock } from '../../../../lib/auth/me';
import { ADMINS_DOMAINS, deleteDomainQuestion, domainDeletedText, domainErrorText } from '../../../../lib/domains';
import { useTRPC } from '../../../../lib/trpc';
import { DomainRedirects } from './DomainRedirects';

const TYPE_LABEL: Record<TDomain['type'], string> = { system: 'System', subdomain: 'Subdomain', byod: 'Own domain' };

function CopyButton({ value, label }: { value: string; label: string }) {
  const { copied, copy } = useCopied();
  return (
    <button
      type="button"
      className="btn btn-small copy-btn"
      aria-label={`Copy ${label}`}
      onClick={() => void copy(value)}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

function Record({ kind, name, value, label }: { kind: string; name: string; value: string; label: string }) {
  return (
    <div className="dns-record" data-testid="dns-record">
      <span className="dns-kind">{kind}</span>
      <div className="dns-field">
        <span className="dns-label">Name</span>
        <code>{name}</code>
        <CopyButton value={name} label={`${label} name`} />
      </div>
      <div className="dns-field">
        <span className="dns-label">{kind === 'URL' ? 'Body' : kind === 'CNAME' ? 'Target' : 'Value'}</span>
        <code>{value}</code>
        <CopyButton value={value} label={`${label} ${kind === 'CNAME' ? 'target' : 'value'}`} />
      </div>
    </div>
  );
}

/** What a pending own domain's owner must publish: the spec's ui_instructions, each value copyable. */
function Instructions({ domain }: { domain: TDomain }) {
  const ui = domain.meta.ui_instructions;
  if (!ui) return null;
  const acme = ui.acme;
  return (
    <div className="dns-instructions" aria-label={`DNS setup for ${domain.hostname}`}>
      <p className="muted">Create these DNS records at your DNS provider, then press Verify.</p>
      <Record kind="CNAME" name={ui.required.cname.name} value={ui.required.cname.target} label="CNAME" />
      <Record
        kind="TXT"
        name={ui.required.ownershipTXT.name}
        value={ui.required.ownershipTXT.value}
        label="ownership TXT"
      />
      {acme && (
        <>
          <p className="muted">
            Certificate validation ({acme.preferred === 'txt' ? 'TXT record' : 'CNAME record'} preferred):
          </p>
          {acme.txt && <Record kind="TXT" name={acme.txt.name} value={acme.txt.value} label="certificate TXT" />}
          {acme.cname && (
            <Record kind="CNAME" name={acme.cname.name} value={acme.cname.target} label="certificate CNAME" />
          )}
          {acme.httpAlt && (
            <Record kind="URL" name={acme.httpAlt.url} value={acme.httpAlt.body} label="HTTP alternative" />
          )}
        </>
      )}
      {domain.meta.cf_status && (
        <p className="muted">
          Certificate provider: hostname {domain.meta.cf_status.hostname}, SSL {domain.meta.cf_status.ssl}
        </p>
      )}
      {ui.errors.length > 0 && (
        <ul className="alert alert-error dns-errors" role="alert" aria-label="Verification problems">
          {ui.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function DomainCard({ domain, onDeleted }: { domain: TDomain; onDeleted: (text: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useMutation(trpc.domains.verify.mutationOptions());
  const remove = useMutation(trpc.domains.delete.mutationOptions());
  const invalidate = () => {
    void queryClient.invalidateQueries(trpc.domains.list.pathFilter());
    void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
    void queryClient.invalidateQueries(trpc.links.list.pathFilter());
  };
  const lost = domain.status === 'active' && !!domain.meta.ownership_lost_at;
  const roleBlock = useRoleBlock('admin', ADMINS_DOMAINS);

  const onVerify = () => {
    setProblem(null);
    verify.mutate({ id: domain.id }, { onSettled: invalidate, onError: (e) => setProblem(domainErrorText(e)) });
  };
  const onDelete = () => {
    if (!window.confirm(deleteDomainQuestion(domain.hostname, domain.links))) return;
    setProblem(null);
    remove.mutate(
      { id: domain.id },
      {
        onSuccess: (done) => {
          onDeleted(domainDeletedText(domain.hostname, done.links_deleted));
          invalidate();
        },
        onError: (e) => setProblem(domainErrorText(e)),
      },
    );
  };

  return (
    <li className="card domain-card" data-testid="domain" data-hostname={domain.hostname}>
      <div className="domain-head">
        <strong className="domain-host">{domain.hostname}</strong>
        <span className="badge badge-type">{TYPE_LABEL[domain.type]}</span>
        <span className={`badge badge-${domain.status}`} data-testid="domain-status">
          {domain.status === 'active' ? 'Active' : 'Pending'}
        </span>
        {domain.type !== 'system' && (
          <span className="muted domain-links">
            {domain.links} link{domain.links === 1 ? '' : 's'}
          </span>
        )}
        {!domain.is_system && (
          <div className="domain-actions">
            {domain.status === 'pending' && (
              <button
                type="button"
                className="btn btn-primary btn-small"
                onClick={onVerify}
                disabled={verify.isPending || roleBlock !== null}
                title={roleBlock ?? undefined}
              >
                {verify.isPending ? (
                  <>
                    <span className="spinner spinner-inline" aria-hidden="true" /> Verifying…
                  </>
                ) : (
                  'Verify'
                )}
              </button>
            )}
            <button
              type="button"
              className="btn btn-small act-danger"
              onClick={onDelete}
              disabled={remove.isPending || roleBlock !== null}
              title={roleBlock ?? undefined}
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        )}
      </div>
      {lost && (
        <p className="alert alert-warn" role="alert">
          The ownership record of this domain is gone. Restore it, or the domain stops serving soon.
        </p>
      )}
      {domain.status === 'pending' && <Instructions domain={domain} />}
      {!domain.is_system && <DomainRedirects domain={domain} />}
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
    </li>
  );
}
