import type { TDomain } from '@kurz/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LabeledInput } from '../../../../components/LabeledInput';
import { SaveStatus, type SaveOutcome } from '../../../../components/SaveStatus';
import { useRoleBlock } from '../../../../lib/auth/me';
import { ADMINS_DOMAINS, domainErrorText } from '../../../../lib/domains';
import { useTRPC } from '../../../../lib/trpc';

/**
 * Where a user's own host sends visitors who open its root (`https://go.brand.com/`) or a slug that
 * does not exist; left empty, the root goes to this dashboard and an unknown slug gets the not-found page.
 */
export function DomainRedirects({ domain }: { domain: TDomain }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [rootUrl, setRootUrl] = useState(domain.root_url ?? '');
  const [notFoundUrl, setNotFoundUrl] = useState(domain.not_found_url ?? '');
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const save = useMutation(trpc.domains.updateSettings.mutationOptions());
  const roleBlock = useRoleBlock('admin', ADMINS_DOMAINS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    save.mutate(
      { id: domain.id, root_url: rootUrl.trim() || null, not_found_url: notFoundUrl.trim() || null },
      {
        onSuccess: (saved) => {
          // The server stores URLs normalised (https:// added, host lower-cased): show what it kept.
          setRootUrl(saved.root_url ?? '');
          setNotFoundUrl(saved.not_found_url ?? '');
          setOutcome({ ok: true, text: 'Saved' });
          void queryClient.invalidateQueries(trpc.domains.list.pathFilter());
        },
        onError: (error) => setOutcome({ ok: false, text: domainErrorText(error) }),
      },
    );
  };

  return (
    <details className="domain-redirects">
      <summary>Root and not-found redirects</summary>
      <form className="form" onSubmit={submit} noValidate aria-label={`Redirects of ${domain.hostname}`}>
        <LabeledInput
          label={`Root URL (visits to ${domain.hostname}/)`}
          name="root_url"
          type="url"
          inputMode="url"
          placeholder="https://www.example.com"
          value={rootUrl}
          onChange={setRootUrl}
        />
        <LabeledInput
          label="Not-found URL (slugs that do not exist)"
          name="not_found_url"
          type="url"
          inputMode="url"
          placeholder="https://www.example.com/not-found"
          value={notFoundUrl}
          onChange={setNotFoundUrl}
        />
        <p className="field-hint">
          Leave a field empty for the default: this dashboard for the root, a not-found page for unknown slugs.
        </p>
        <div className="editor-actions">
          <SaveStatus outcome={outcome} />
          <button
            type="submit"
            className="btn btn-small btn-primary"
            disabled={save.isPending || roleBlock !== null}
            title={roleBlock ?? undefined}
          >
            {save.isPending ? 'Saving…' : 'Save redirects'}
          </button>
        </div>
      </form>
    </details>
  );
}
