import { IMPORT_BYTES_MAX, IMPORT_FORMAT_LABELS, MSG, type TImportPreview, type TImportWarning } from '@kurz/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Modal } from '../../../../components/Modal';
import { ImportError, importErrorText, previewImport, ROW_PROBLEMS, startImport } from '../../../../lib/imports';
import { limitsQueryOptions, refreshLinks } from '../../../../lib/queries';
import { useTRPC } from '../../../../lib/trpc';

const POLL_MS = 1000;

/**
 * Import on /links: choose a file and a domain, see what would happen (nothing is written yet), then
 * start; the links are created in the background and the progress shown here until done.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const domains = useQuery(trpc.domains.list.queryOptions());
  const limits = useQuery(limitsQueryOptions(trpc));
  const usable = (domains.data ?? []).filter((d) => d.status === 'active');
  const customSlugs = limits.data?.features.custom_slugs ?? false;
  const [hostname, setHostname] = useState('');
  const [keepSlugs, setKeepSlugs] = useState(true);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useQuery({
    ...trpc.imports.get.queryOptions({ id: jobId ?? '1' }),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'running' ? false : POLL_MS),
  });
  // A stopped job (the account was banned, or its starter left) is over too: its rows left were not imported.
  const done = job.data !== undefined && job.data.status !== 'running';

  useEffect(() => {
    if (!hostname && usable[0]) setHostname(usable[0].hostname);
  }, [hostname, usable]);
  useEffect(() => {
    if (!done) return;
    refreshLinks(queryClient, trpc);
    void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
  }, [done, queryClient, trpc]);

  const body = (text: string) => ({ csv: text, hostname, keep_slugs: customSlugs && keepSlugs });
  const check = async (text: string) => {
    setBusy(true);
    setProblem(null);
    setPreview(null);
    try {
      setPreview(await previewImport(body(text)));
    } catch (err) {
      setProblem(importErrorText(err instanceof ImportError ? err.code : 'network'));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_BYTES_MAX) return setProblem(importErrorText('payload_too_large'));
    const text = await readText(file);
    setCsv(text);
    await check(text);
  };
  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (!csv) return;
    setBusy(true);
    setProblem(null);
    try {
      setJobId((await startImport(body(csv))).id);
    } catch (err) {
      setProblem(importErrorText(err instanceof ImportError ? err.code : 'network'));
    } finally {
      setBusy(false);
    }
  };

  if (jobId) {
    const j = job.data;
    const percent = j && j.total > 0 ? Math.round((j.processed / j.total) * 100) : 0;
    return (
      <Modal title="Import links" onClose={onClose} width={560}>
        <div className="form">
          <progress max={100} value={percent} aria-label="Import progress" />
          <p role="status" data-testid="import-status">
            {!j
              ? MSG.loading
              : done
                ? `Done: ${j.created} created, ${j.existing} already existed, ${j.failed} not imported.`
                : `Importing… ${j.processed} of ${j.total} rows`}
          </p>
          {j && j.problems.length > 0 && <ProblemTable problems={j.problems} />}
          {j && j.warning_count > 0 && <WarningList warnings={j.warnings} count={j.warning_count} />}
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {done ? 'Done' : 'Continue in the background'}
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Import links" onClose={onClose} width={560} busy={busy}>
      <form className="form" onSubmit={(e) => void start(e)} noValidate>
        <p className="field-hint">
          A CSV with a url column (slug and title optional), kurz's own export, or the links of Bitly, Shlink or Kutt
          (their CSV export or the JSON of their API). At most 100,000 rows, 10 MB.
        </p>
        <label>
          File
          <input
            type="file"
            name="file"
            accept=".csv,text/csv,.json,application/json"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        <label>
          Domain
          <select
            name="hostname"
            value={hostname}
            onChange={(e) => {
              setHostname(e.target.value);
              setPreview(null);
            }}
          >
            {usable.map((d) => (
              <option key={d.id} value={d.hostname}>
                {d.hostname}
              </option>
            ))}
          </select>
        </label>
        {customSlugs && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={keepSlugs}
              onChange={(e) => {
                setKeepSlugs(e.target.checked);
                setPreview(null);
              }}
            />
            Keep the file's slugs
          </label>
        )}
        {csv && !preview && !busy && !problem && (
          <button type="button" className="btn" onClick={() => void check(csv)}>
            Check again
          </button>
        )}
        {busy && <p role="status">{MSG.loading}</p>}
        {preview && (
          <div data-testid="import-preview">
            <p>
              {IMPORT_FORMAT_LABELS[preview.format]}: {preview.total} rows, {preview.valid} will be created
              {preview.problem_count > 0 ? `, ${preview.problem_count} will not` : ''}.
            </p>
            {preview.problems.length > 0 && <ProblemTable problems={preview.problems} />}
            {preview.warning_count > 0 && <WarningList warnings={preview.warnings} count={preview.warning_count} />}
          </div>
        )}
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!preview || preview.valid === 0 || busy}>
            {preview ? `Import ${preview.valid} links` : 'Import'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The file's text (FileReader: Blob.text() is missing in some engines still in use). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

function ProblemTable({ problems }: { problems: TImportPreview['problems'] }) {
  return (
    <table className="table import-problems">
      <thead>
        <tr>
          <th>Line</th>
          <th>Slug</th>
          <th>Problem</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((p) => (
          <tr key={p.line}>
            <td>{p.line}</td>
            <td>{p.slug ?? ''}</td>
            <td>{ROW_PROBLEMS[p.error] ?? p.error}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What rows that are imported cannot carry over as the source had them: never dropped without a word. */
function WarningList({ warnings, count }: { warnings: TImportWarning[]; count: number }) {
  return (
    <div data-testid="import-warnings">
      <p>
        {count} {count === 1 ? 'warning' : 'warnings'}: imported, but not exactly as the source had it.
      </p>
      <table className="table import-problems">
        <thead>
          <tr>
            <th>Line</th>
            <th>Warning</th>
          </tr>
        </thead>
        <tbody>
          {warnings.map((w, i) => (
            <tr key={`${w.line}-${i}`}>
              <td>{w.line}</td>
              <td>
                {w.message}
                {w.detail ? ` (${w.detail})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
