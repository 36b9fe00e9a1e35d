import { LINK_TITLE_MAX, MSG, type TLink } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { LabeledInput } from '../../../../components/LabeledInput';
import { Modal } from '../../../../components/Modal';
import { lengthProblem, linkErrorText, withHttps } from '../../../../lib/links';
import { useTRPC } from '../../../../lib/trpc';
import { CountedField } from './fields';
import { limitsQueryOptions, meQueryOptions, refreshLinks } from '../../../../lib/queries';
import { LinkSettingsFields } from './LinkSettingsFields';
import { draftOf, settingsOf } from './linkSettingsDraft';
import { UtmBuilder } from './UtmBuilder';
import { FormActions } from '../../../../components/FormActions';

/** Change a link's target, title and settings (the A/B split and deep links need a paid plan; rules are on the Rules page). */
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
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation(trpc.links.update.mutationOptions());
  const ref = { hostname: link.hostname, slug: link.slug };

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
    const changes = changedFields({ url: target, title: title.trim() || null, ...extra }, baselineOf(opened, guest));
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(
      { ...ref, ...changes },
      {
        onSuccess: () => {
          refreshLinks(queryClient, trpc);
          void queryClient.invalidateQueries(trpc.links.rules.queryFilter(ref));
          onClose();
        },
        onError: (error) => setProblem(linkErrorText(error)),
      },
    );
  };

  return (
    <Modal title={`Edit ${link.hostname}/${link.slug}`} onClose={onClose} width={520}>
      <form className="form" onSubmit={submit} noValidate>
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
        <FormActions onCancel={onClose} submitLabel="Save" pendingLabel="Saving…" pending={update.isPending} />
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
