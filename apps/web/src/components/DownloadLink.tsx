import { useState, type ReactNode } from 'react';
import { downloadFromApi } from '../lib/download';
import { ErrorAlert } from './ErrorAlert';

/**
 * A download from a REST row: still a link (its address and name for the browser), but fetched with the
 * current workspace's header, which a plain link cannot send.
 */
export function DownloadLink({
  href,
  name,
  className = 'btn',
  children,
}: {
  href: string;
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <a
        className={className}
        href={href}
        download={name}
        aria-busy={busy}
        onClick={(e) => {
          e.preventDefault();
          if (busy) return;
          setBusy(true);
          setProblem(null);
          downloadFromApi(href, name)
            .catch((error: unknown) => setProblem(error instanceof Error ? error.message : 'Download failed'))
            .finally(() => setBusy(false));
        }}
      >
        {children}
      </a>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
    </>
  );
}
