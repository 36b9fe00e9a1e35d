import { MSG, quotaFull, type TDomain, type TQuota } from '@kurz/core';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { QuotaNote } from '../../../../components/billing/QuotaNote';
import { LabeledInput } from '../../../../components/LabeledInput';
import { domainErrorText, domainUpgradeReason, typedHostname } from '../../../../lib/domains';
import { useTRPC } from '../../../../lib/trpc';

interface FormProps {
  quota: TQuota | undefined;
  onUpgrade: (reason: string) => void;
  /** Called when this form created a domain. */
  onCreated: () => void;
  /** How many domains either form created: a change clears this form's refusal. */
  successes: number;
  /** Why the form cannot be used (a guest), or null: the form is disabled. */
  blocked: string | null;
}

/**
 * What both forms do on submit: refuse empty input, open the upgrade modal when the quota is used up
 * (or the server answers limit_reached), else send it and show a refusal in the form.
 */
function useDomainSubmit<I>(
  mutation: UseMutationResult<unknown, unknown, I>,
  { quota, onUpgrade, onCreated, successes, blocked }: FormProps,
  messages: { empty: string; full: string; kind: [string, string] },
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [successes]);
  const submit = (typed: string, input: I, onDone: () => void) => {
    if (!typed.trim()) return setProblem(messages.empty);
    setProblem(null);
    if (quotaFull(quota)) return onUpgrade(messages.full);
    mutation.mutate(input, {
      onSuccess: () => {
        onDone();
        onCreated();
        void queryClient.invalidateQueries(trpc.domains.list.pathFilter());
        void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
      },
      onError: (error) => {
        const reason = domainUpgradeReason(error);
        if (reason) onUpgrade(reason);
        else setProblem(domainErrorText(error));
      },
    });
  };
  const note =
    quotaFull(quota) && !blocked ? (
      <QuotaNote quota={quota} kind={messages.kind} onUpgrade={() => onUpgrade(messages.full)} />
    ) : null;
  return { problem, submit, note };
}

/** Label + edge (a system host, the default one preselected): active at once. */
export function CreateSubdomainForm({ systemHosts, ...props }: FormProps & { systemHosts: TDomain[] }) {
  const trpc = useTRPC();
  const [sub, setSub] = useState('');
  const [edge, setEdge] = useState('');
  const create = useMutation(trpc.domains.createSubdomain.mutationOptions());
  const { problem, submit, note } = useDomainSubmit(create, props, {
    empty: MSG.domains.fillSubdomain,
    full: MSG.domains.subdomains_limit_reached,
    kind: ['custom subdomain', 'custom subdomains'],
  });

  useEffect(() => {
    if (!edge && systemHosts[0]) setEdge(systemHosts[0].hostname);
  }, [edge, systemHosts]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(sub, { sub: sub.trim(), edge }, () => setSub(''));
  };

  return (
    <form className="card form domain-form" onSubmit={onSubmit} noValidate aria-label="Create a subdomain">
      <h2>Subdomain</h2>
      <p className="muted">A name of your own under one of ours, ready at once.</p>
      {note}
      <fieldset className="plain-fieldset" disabled={props.blocked !== null} title={props.blocked ?? undefined}>
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
      </fieldset>
    </form>
  );
}

/** An own domain: pending until its DNS records prove it. */
export function RequestByodForm(props: FormProps) {
  const trpc = useTRPC();
  const [hostname, setHostname] = useState('');
  const request = useMutation(trpc.domains.requestByod.mutationOptions());
  const { problem, submit, note } = useDomainSubmit(request, props, {
    empty: MSG.domains.fillHostname,
    full: MSG.domains.byod_limit_reached,
    kind: ['own domain', 'own domains'],
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const host = typedHostname(hostname);
    setHostname(host);
    submit(host, { hostname: host }, () => setHostname(''));
  };

  return (
    <form className="card form domain-form" onSubmit={onSubmit} noValidate aria-label="Add your own domain">
      <h2>Own domain</h2>
      <p className="muted">Use a domain you own, e.g. go.yourbrand.com. You will be shown the DNS records to create.</p>
      {/* Only an own domain waits for its certificate: subdomains of ours are served at once. */}
      <p className="muted ssl-note">{MSG.domains.sslNote}</p>
      {note}
      <fieldset className="plain-fieldset" disabled={props.blocked !== null} title={props.blocked ?? undefined}>
        <LabeledInput
          label="Domain name"
          name="hostname"
          placeholder="go.yourbrand.com"
          value={hostname}
          onChange={setHostname}
          autoComplete="off"
          inputMode="url"
        />
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <button type="submit" className="btn btn-primary" disabled={request.isPending}>
          {request.isPending ? 'Adding…' : 'Add domain'}
        </button>
      </fieldset>
    </form>
  );
}
