import { TAG_LENGTH_MAX, ZTagName, type TBulkRowResult, type TLink } from '@kurz/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { FormActions } from '../../../../components/FormActions';
import { Modal } from '../../../../components/Modal';
import { saveFile } from '../../../../lib/download';
import { linkCodeText, linkErrorText, linkName, linksCsv } from '../../../../lib/links';
import { refreshLinks } from '../../../../lib/queries';
import { useRoleBlock } from '../../../../lib/auth/me';
import { useTRPC } from '../../../../lib/trpc';

const plural = (n: number) => `${n} link${n === 1 ? '' : 's'}`;

/** The rows a bulk call refused, in words: '2 of 3 links were not changed: x/y (That slug is taken …)'. */
function failures(results: TBulkRowResult[], verb: string): string | null {
  const failed = results.filter((r) => !r.ok);
  if (failed.length === 0) return null;
  const named = failed
    .map((r) => `${linkName(r.hostname, r.slug ?? '')} (${r.message ?? linkCodeText(r.error ?? 'internal_error')})`)
    .join(', ');
  return `${failed.length} of ${plural(results.length)} ${failed.length === 1 ? 'was' : 'were'} not ${verb}: ${named}`;
}

/** What can be done to the chosen links at once: add a tag, export them as CSV, delete them. */
export function BulkBar({ links, onClear }: { links: TLink[]; onClear: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [tag, setTag] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useMutation(trpc.links.bulkUpdate.mutationOptions());
  const remove = useMutation(trpc.links.bulkDelete.mutationOptions());
  const writeBlock = useRoleBlock('member');
  const done = () => {
    refreshLinks(queryClient, trpc);
    void queryClient.invalidateQueries(trpc.links.tags.pathFilter());
  };

  const addTag = (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    const parsed = ZTagName.safeParse(tag.trim());
    if (!parsed.success) return setProblem(`Enter a tag (at most ${TAG_LENGTH_MAX} characters, no commas)`);
    setProblem(null);
    const name = parsed.data;
    const rows = links.map((l) => ({
      hostname: l.hostname,
      slug: l.slug,
      tags: l.tags.some((t) => t.toLowerCase() === name.toLowerCase()) ? l.tags : [...l.tags, name],
    }));
    update.mutate(
      { links: rows },
      {
        onSuccess: ({ results }) => {
          done();
          setTag('');
          const failed = failures(results, 'tagged');
          if (failed) setProblem(failed);
          else setNote(`Tagged ${plural(results.length)} ${name}.`);
        },
        onError: (error) => setProblem(linkErrorText(error)),
      },
    );
  };

  const deleteAll = () =>
    remove.mutate(
      { links: links.map((l) => ({ hostname: l.hostname, slug: l.slug })) },
      {
        onSuccess: ({ results }) => {
          setConfirming(false);
          done();
          void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
          const failed = failures(results, 'deleted');
          if (failed) setProblem(failed);
          else onClear();
        },
        onError: (error) => setProblem(linkErrorText(error)),
      },
    );

  const exportCsv = () =>
    saveFile('links-selected.csv', new Blob([linksCsv(links)], { type: 'text/csv;charset=utf-8' }));

  return (
    <div className="bulk-bar" role="region" aria-label="Selected links">
      <strong className="bulk-count" aria-live="polite">
        {links.length} selected
      </strong>
      <form onSubmit={addTag} aria-label="Tag the selected links">
        <input
          className="bulk-tag"
          aria-label="Tag to add"
          placeholder="Tag"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn-small"
          disabled={update.isPending || writeBlock !== null}
          title={writeBlock ?? undefined}
        >
          {update.isPending ? 'Tagging…' : 'Add tag'}
        </button>
      </form>
      <button type="button" className="btn btn-small" onClick={exportCsv}>
        Export selected
      </button>
      <button
        type="button"
        className="btn btn-small btn-danger-ghost"
        onClick={() => setConfirming(true)}
        disabled={writeBlock !== null}
        title={writeBlock ?? undefined}
      >
        Delete selected
      </button>
      <button type="button" className="btn btn-small link-button" onClick={onClear}>
        Clear selection
      </button>
      {note && (
        <p className="bulk-note" role="status">
          {note}
        </p>
      )}
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {confirming && (
        <Modal title={`Delete ${plural(links.length)}?`} onClose={() => setConfirming(false)} busy={remove.isPending}>
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              deleteAll();
            }}
          >
            <p>
              {`The ${plural(links.length)} and their statistics are deleted; their short URLs stop working. This cannot be undone.`}
            </p>
            <FormActions
              onCancel={() => setConfirming(false)}
              submitLabel={`Delete ${plural(links.length)}`}
              pendingLabel="Deleting…"
              pending={remove.isPending}
            />
          </form>
        </Modal>
      )}
    </div>
  );
}
