import { MSG, type TDomain, type TQuota } from '@kurz/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { LabeledInput } from '../../../../components/LabeledInput';
import { domainErrorText, domainUpgradeReason } from '../../../../lib/domains';
import { useTRPC } from '../../../../lib/trpc';

interface FormProps {
  quota: TQuota | undefined;
  onUpgrade: (reason: string) => void;
}

const full = (q: TQuota | undefined) => !!q && !q.unlimited && q.remaining <= 0;

function useInvalidateDomains() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.domains.list.pathFilter());
    void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
  };
}

/** Label + edge (a system host, the default one preselected): active at once. */
export function CreateSubdomainForm({ quota, onUpgrade, systemHosts }: FormProps & { systemHosts: TDomain[] }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateDomains();
  const [sub, setSub] = useState('');
  const [edge, setEdge] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(trpc.domains.createSubdomain.mutationOptions());

  useEffect(() => {
    if (!edge && systemHosts[0]) setEdge(systemHosts[0].hostname);
  }, [edge, systemHosts]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!sub.trim()) return setProblem(MSG.domains.fillSubdomain);
    if (full(quota)) return onUpgrade(MSG.domains.subdomains_limit_reached);
    setProblem(null);
    create.mutate(
      { sub: sub.trim(), edge },
      {
        onSuccess: () => {
          setSub('');
          invalidate();
        },
        onError: (error) => {
          const reason = domainUpgradeReason(error);
          if (reason) onUpgrade(reason);
          else setProblem(domainErrorText(error));
        },
      },
    );
  };

  return (
    <form className="card form domain-form" onSubmit={submit} noValidate aria-label="Create a subdomain">
      <h2>Subdomain</h2>
      <p className="muted">A name of your own under one of ours, ready at once.</p>
      <div className="domain-form-row">
        <LabeledInput label="Label" name="sub" placeholder="brand" value={sub} onChange={setSub} autoComplete="off" />
        <label>
          Domain
          <select name="edge" value={edge} onChange={(e) => setEdge(e.target.value)}>
            {systemHosts.map((d) => (
              <option key={d.id} value={d.hostname}>
                .{d.hostname}
              </option>
            ))}
          </select>
        </label>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create subdomain'}
      </button>
    </form>
  );
}

/** An own domain: pending until its DNS records prove it. */
export function RequestByodForm({ quota, onUpgrade }: FormProps) {
  const trpc = useTRPC();
  const invalidate = useInvalidateDomains();
  const [hostname, setHostname] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation(trpc.domains.requestByod.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!hostname.trim()) return setProblem(MSG.domains.fillHostname);
    if (full(quota)) return onUpgrade(MSG.domains.byod_limit_reached);
    setProblem(null);
    request.mutate(
      { hostname: hostname.trim() },
      {
        onSuccess: () => {
          setHostname('');
          invalidate();
        },
        onError: (error) => {
          const reason = domainUpgradeReason(error);
          if (reason) onUpgrade(reason);
          else setProblem(domainErrorText(error));
        },
      },
    );
  };

  return (
    <form className="card form domain-form" onSubmit={submit} noValidate aria-label="Add your own domain">
      <h2>Own domain</h2>
      <p className="muted">Use a domain you own, e.g. go.yourbrand.com. You will be shown the DNS records to create.</p>
      <LabeledInput label="Domain name" name="hostname" placeholder="go.yourbrand.com" value={hostname} onChange={setHostname} autoComplete="off" inputMode="url" />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? 'Adding…' : 'Add domain'}
      </button>
    </form>
  );
}
