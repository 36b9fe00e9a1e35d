import { LINK_TITLE_MAX, MSG, type TLink } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { LabeledInput } from '../../../../components/LabeledInput';
import { Modal } from '../../../../components/Modal';
import {
  isUpgradeCode,
  lengthProblem,
  linkErrorText,
  UPGRADE_CODES,
  withHttps,
  type UpgradeCode,
} from '../../../../lib/links';
import { limitsQueryOptions, meQueryOptions, refreshLinks } from '../../../../lib/queries';
import { errorCode, errorText, useTRPC } from '../../../../lib/trpc';
import { CountedField } from './fields';
import { LinkSettingsFields } from './LinkSettingsFields';
import { draftOf, settingsOf } from './linkSettingsDraft';
import { UtmBuilder } from './UtmBuilder';
import { FormActions } from '../../../../components/FormActions';

const DOMAINS_FAILED = 'Your domains could not be loaded. Try again.';

interface NewLinkDialogProps {
  onClose: () => void;
  onCreated?: (link: TLink) => void;
  /** The server refused for a plan reason: the page swaps this dialog for the upgrade modal. */
  onUpgrade: (reason: string, code: UpgradeCode) => void;
}

/** Spec §5 "Create link": target required, domain required, custom slug only with the feature. */
export function NewLinkDialog({ onClose, onCreated, onUpgrade }: NewLinkDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const domains = useQuery(trpc.domains.list.queryOptions());
  const limits = useQuery(limitsQueryOptions(trpc));
  const [url, setUrl] = useState('');
  const [hostname, setHostname] = useState('');
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [settings, setSettings] = useState(draftOf);
  // The guard has loaded the account already; without it (component tests) the user is no guest.
  const guest = useQuery(meQueryOptions(trpc)).data?.status === 'guest';
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(trpc.links.create.mutationOptions());
  const customSlugs = limits.data?.features.custom_slugs ?? false;
  const usable = (domains.data ?? []).filter((d) => d.status === 'active');

  // The default system host is listed first; preselect it once the list arrives.
  useEffect(() => {
    if (!hostname && usable[0]) setHostname(usable[0].hostname);
  }, [hostname, usable]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const target = withHttps(url);
    setUrl(target);
    if (!target) return setProblem(MSG.links.fillTarget);
    // The list could not be read: the alert beside the domain field says why and offers a retry.
    if (domains.isError) return setProblem(null);
    if (!hostname) return setProblem(MSG.links.selectDomain);
    const customSlug = customSlugs && slug.trim() ? slug.trim() : undefined;
    const tooLong = lengthProblem({ url: target, slug: customSlug });
    if (tooLong) return setProblem(tooLong);
    const extra = settingsOf(settings, 'create', guest);
    if (typeof extra === 'string') return setProblem(extra);
    setProblem(null);
    create.mutate(
      { url: target, hostname, slug: customSlug, title: title.trim() || undefined, ...extra },
      {
        onSuccess: (link) => {
          refreshLinks(queryClient, trpc);
          void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
          onCreated?.(link);
          onClose();
        },
        onError: (error) => {
          const code = errorCode(error);
          if (isUpgradeCode(code)) onUpgrade(UPGRADE_CODES[code], code);
          else setProblem(linkErrorText(error));
        },
      },
    );
  };

  return (
    <Modal title="New link" onClose={onClose} width={520} busy={create.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <LabeledInput
          label="Target URL"
          type="url"
          name="url"
          inputMode="url"
          placeholder="https://example.com/a/long/page"
          value={url}
          onChange={setUrl}
          onBlur={() => setUrl(withHttps(url))}
        />
        <div className="form-row">
          <label>
            Domain
            <select name="hostname" value={hostname} onChange={(e) => setHostname(e.target.value)}>
              {usable.length === 0 && (
                <option value="">
                  {domains.isPending ? MSG.loading : domains.isError ? 'Not loaded' : 'No domain available'}
                </option>
              )}
              {usable.map((d) => (
                <option key={d.id} value={d.hostname}>
                  {d.hostname}
                </option>
              ))}
            </select>
          </label>
          <LabeledInput
            label="Custom slug (optional)"
            type="text"
            name="slug"
            placeholder={customSlugs ? 'my-campaign' : 'random'}
            value={customSlugs ? slug : ''}
            disabled={!customSlugs}
            readOnly={!customSlugs}
            aria-describedby={customSlugs ? undefined : 'slug-hint'}
            onChange={(v) => customSlugs && setSlug(v)}
          />
        </div>
        {domains.isError && (
          <div className="load-error">
            <ErrorAlert>
              {errorText(domains.error, {}, { network: MSG.register.network, other: DOMAINS_FAILED })}
            </ErrorAlert>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => void domains.refetch()}
              disabled={domains.isFetching}
            >
              Retry
            </button>
          </div>
        )}
        {!customSlugs && limits.data && (
          <p id="slug-hint" className="field-hint">
            Custom URL slugs require a paid plan. A short random slug is made for you.
          </p>
        )}
        <CountedField label="Title (optional)" name="title" value={title} max={LINK_TITLE_MAX} onChange={setTitle} />
        <UtmBuilder url={url} onChange={setUrl} />
        <LinkSettingsFields
          draft={settings}
          onChange={setSettings}
          routing={limits.data?.features.redirect_rules ?? false}
          guest={guest}
        />
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <FormActions onCancel={onClose} submitLabel="Create link" pendingLabel="Creating…" pending={create.isPending} />
      </form>
    </Modal>
  );
}
