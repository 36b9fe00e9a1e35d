import { LINK_TITLE_MAX, MSG, type TLink } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { LabeledInput } from '../../../../components/LabeledInput';
import { Modal } from '../../../../components/Modal';
import { isUpgradeCode, lengthProblem, linkErrorText, linkName, UPGRADE_CODES, withHttps } from '../../../../lib/links';
import { errorCode } from '../../../../lib/trpc';
import { displayHost } from '@kurz/core';
import { useTRPC } from '../../../../lib/trpc';
import { CountedField } from './fields';
import { limitsQueryOptions, meQueryOptions, refreshLinks } from '../../../../lib/queries';
import { LinkSettingsFields } from './LinkSettingsFields';
import { draftOf, settingsOf } from './linkSettingsDraft';
import { UtmBuilder } from './UtmBuilder';
import { FormActions } from '../../../../components/FormActions';

/** Change a link's slug and domain, target, title and settings (the A/B split and deep links need a paid plan; rules are on the Rules page). */
export function EditLinkDialog({ link, onClose }: { link: TLink; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The link as the dialog opened it: only what differs from it is sent, so a change made meanwhile to
  // another field (in another tab, by an API client) is not undone by this save.
  const [opened] = useState(link);
  const [url, setUrl] = useState(link.target_url);
  const [title, setTitle] = useState(link.title ?? '');
  const [settings, setSettings] = useState(() => draftOf(link));
  // The guard has loaded the account already; without it (component tests) the user is no guest.
  const guest = useQuery(meQueryOptions(trpc)).data?.status === 'guest';
  const limits = useQuery(limitsQueryOptions(trpc));
  // Without the plan's custom slugs the slug stays as it is (the link may still move to another domain).
  const customSlugs = limits.data?.features.custom_slugs ?? true;
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation(trpc.links.update.mutationOptions());
  const rename = useMutation(trpc.links.rename.mutationOptions());
  const domains = useQuery(trpc.domains.list.queryOptions());
  const [slug, setSlug] = useState(link.slug);
  const [hostname, setHostname] = useState(link.hostname);
  const ref = { hostname: link.hostname, slug: link.slug };
  // The link's name now: after a rename that went through before a refused edit, the next try starts there.
  const [named, setNamed] = useState(ref);
  // The account's active hosts, and the link's own whatever its state.
  const hosts = [
    ...new Set([link.hostname, ...(domains.data ?? []).filter((d) => d.status === 'active').map((d) => d.hostname)]),
  ];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The same checks as the New Link dialog's: https:// added when no scheme is typed, lengths first.
    const target = withHttps(url);
    setUrl(target);
    if (!target) return setProblem(MSG.links.fillTarget);
    const tooLong = lengthProblem({ url: target });
    if (tooLong) return setProblem(tooLong);
    const extra = settingsOf(settings, 'edit', guest);
    if (typeof extra === 'string') return setProblem(extra);
    setProblem(null);
    const newSlug = slug.trim();
    if (!newSlug) return setProblem('Enter a slug');
    const changes = changedFields({ url: target, title: title.trim() || null, ...extra }, baselineOf(opened, guest));
    const renamed = newSlug !== named.slug || hostname !== named.hostname;
    if (Object.keys(changes).length === 0 && !renamed) return onClose();
    const to = renamed
      ? { new_slug: newSlug, ...(hostname !== named.hostname ? { new_hostname: hostname } : {}) }
      : null;
    void save(to, changes);
  };

  /** The rename first (the other changes then go to the link's new name); a refusal stops there. */
  const save = async (to: { new_slug: string; new_hostname?: string } | null, changes: Edit) => {
    let at = named;
    try {
      if (to) {
        const renamed = await rename.mutateAsync({ ...named, ...to });
        at = { hostname: renamed.hostname, slug: renamed.slug };
        setNamed(at);
      }
      if (Object.keys(changes).length > 0) await update.mutateAsync({ ...at, ...changes });
      onClose();
    } catch (error) {
      const code = errorCode(error);
      setProblem(isUpgradeCode(code) ? UPGRADE_CODES[code] : linkErrorText(error));
    } finally {
      refreshLinks(queryClient, trpc);
      void queryClient.invalidateQueries(trpc.links.rules.queryFilter(ref));
    }
  };

  return (
    <Modal
      title={`Edit ${linkName(link.hostname, link.slug)}`}
      onClose={onClose}
      width={520}
      busy={update.isPending || rename.isPending}
    >
      <form className="form" onSubmit={submit} noValidate>
        <div className="form-row short-link-fields">
          <label>
            Domain
            <select name="hostname" value={hostname} onChange={(e) => setHostname(e.target.value)}>
              {hosts.map((h) => (
                <option key={h} value={h}>
                  {displayHost(h)}
                </option>
              ))}
            </select>
          </label>
          <LabeledInput
            label="Slug"
            name="slug"
            value={slug}
            onChange={setSlug}
            autoComplete="off"
            disabled={!customSlugs}
            readOnly={!customSlugs}
            aria-describedby={customSlugs ? undefined : 'edit-slug-hint'}
          />
        </div>
        {!customSlugs && (
          <p id="edit-slug-hint" className="field-hint">
            Changing a slug to one of your own requires a paid plan.
          </p>
        )}
        {(slug.trim() !== link.slug || hostname !== link.hostname) && (
          <p className="field-hint" role="note">
            The old short URL {linkName(link.hostname, link.slug)} stops working once saved.
          </p>
        )}
        <LabeledInput
          label="Target URL"
          type="url"
          name="url"
          inputMode="url"
          value={url}
          onChange={setUrl}
          onBlur={() => setUrl(withHttps(url))}
        />
        <CountedField label="Title (optional)" name="title" value={title} max={LINK_TITLE_MAX} onChange={setTitle} />
        <UtmBuilder url={url} onChange={setUrl} />
        <LinkSettingsFields
          draft={settings}
          onChange={setSettings}
          routing={limits.data?.features.redirect_rules ?? false}
          guest={guest}
        />
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <FormActions
          onCancel={onClose}
          submitLabel="Save"
          pendingLabel="Saving…"
          pending={update.isPending || rename.isPending}
        />
      </form>
    </Modal>
  );
}

type Edit = Record<string, unknown>;

/** The link's own values in the form the call takes (what an untouched dialog would send). */
function baselineOf(link: TLink, guest: boolean): Edit {
  const settings = settingsOf(draftOf(link), 'edit', guest);
  return { url: link.target_url, title: link.title ?? null, ...(typeof settings === 'string' ? {} : settings) };
}

function changedFields(edit: Edit, baseline: Edit): Edit {
  return Object.fromEntries(
    Object.entries(edit).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(baseline[key])),
  );
}
