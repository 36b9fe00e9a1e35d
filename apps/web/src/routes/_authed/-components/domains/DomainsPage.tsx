import { formatQuota, MSG } from '@kurz/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { UpgradeDialog } from '../../../../components/billing/UpgradeDialog';
import { ADMINS_DOMAINS, domainErrorText } from '../../../../lib/domains';
import { useMe, useRoleBlock } from '../../../../lib/auth/me';
import { limitsQueryOptions } from '../../../../lib/queries';
import { useTRPC } from '../../../../lib/trpc';
import { DomainCard } from './DomainCard';
import { CreateSubdomainForm, RequestByodForm } from './DomainForms';
import '../../../../styles/links.css';
import '../../../../styles/domains.css';

export const GUEST_DOMAINS = 'Guests cannot add domains: register to use a subdomain or a domain of your own.';

/** Spec "Domains page": the list, pending instructions and Verify, the two create forms. */
export function DomainsPage() {
  const trpc = useTRPC();
  const domains = useQuery(trpc.domains.list.queryOptions());
  const limits = useQuery(limitsQueryOptions(trpc));
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  // Each success clears both forms' refusals: an old one beside a new domain reads as if it had failed.
  const [successes, setSuccesses] = useState(0);
  const onCreated = () => setSuccesses((n) => n + 1);
  const guest = useMe().status === 'guest';
  const roleBlock = useRoleBlock('admin', ADMINS_DOMAINS);
  const shared = { onUpgrade: setUpgrade, onCreated, successes, blocked: guest ? GUEST_DOMAINS : roleBlock };
  const quotas = limits.data?.limits;
  const systemHosts = (domains.data ?? []).filter((d) => d.is_system);

  return (
    <section className="page domains-page">
      <div className="page-head">
        <div className="page-title">
          <h1>Domains</h1>
          {quotas && (
            <>
              <span className="usage-pill" data-testid="subdomains-usage">
                Subdomains {formatQuota(quotas.custom_subdomains)}
              </span>
              <span className="usage-pill" data-testid="byod-usage">
                Own domains {formatQuota(quotas.byod_domains)}
              </span>
            </>
          )}
        </div>
      </div>

      {guest && <p className="alert alert-info">{GUEST_DOMAINS}</p>}
      {!guest && roleBlock && <p className="alert alert-info">{roleBlock}.</p>}
      <div className="domain-forms">
        <CreateSubdomainForm quota={quotas?.custom_subdomains} systemHosts={systemHosts} {...shared} />
        <RequestByodForm quota={quotas?.byod_domains} {...shared} />
      </div>

      {domains.isPending && <div className="page-loading">{MSG.loading}</div>}
      {domains.isError && <ErrorAlert>{domainErrorText(domains.error)}</ErrorAlert>}
      {deleted && (
        <p className="alert alert-info" role="status">
          {deleted}
        </p>
      )}
      {domains.data && (
        <ul className="domain-list" aria-label="Domains">
          {domains.data.map((d) => (
            <DomainCard key={d.id} domain={d} onDeleted={setDeleted} />
          ))}
        </ul>
      )}
      {upgrade && <UpgradeDialog reason={upgrade} onClose={() => setUpgrade(null)} />}
    </section>
  );
}
