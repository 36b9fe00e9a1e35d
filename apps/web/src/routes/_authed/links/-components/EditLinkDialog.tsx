import { LINK_TITLE_MAX, MSG, type TLink } from '@kurz/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { LabeledInput } from '../../../../components/LabeledInput';
import { Modal } from '../../../../components/Modal';
import { lengthProblem, linkErrorText, withHttps } from '../../../../lib/links';
import { useTRPC } from '../../../../lib/trpc';
import { CountedField } from './fields';
import { FormActions } from '../../../../components/FormActions';

/** Change a link's target and title, on every plan (rules stay on the Rules page, a paid feature). */
export function EditLinkDialog({ link, onClose }: { link: TLink; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(link.target_url);
  const [title, setTitle] = useState(link.title ?? '');
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
    setProblem(null);
    update.mutate(
      { ...ref, url: target, title: title.trim() || null },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries(trpc.links.list.pathFilter());
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
        <LabeledInput label="Target URL" type="url" name="url" inputMode="url" value={url} onChange={setUrl} onBlur={() => setUrl(withHttps(url))} />
        <CountedField label="Title (optional)" name="title" value={title} max={LINK_TITLE_MAX} onChange={setTitle} />
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <FormActions onCancel={onClose} submitLabel="Save" pendingLabel="Saving…" pending={update.isPending} />
      </form>
    </Modal>
  );
}
