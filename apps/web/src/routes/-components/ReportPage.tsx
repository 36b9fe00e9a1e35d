import { REPORT_DETAILS_MAX, REPORT_REASONS, type TReportReason } from '@kurz/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LabeledInput } from '../../components/LabeledInput';
import { errorCode, useTRPC } from '../../lib/trpc';
import { AuthLayout } from './AuthLayout';

const REASON_LABELS: Record<TReportReason, string> = {
  spam: 'Spam',
  phishing: 'Phishing',
  malware: 'Malware',
  other: 'Something else',
};

/** Public: anyone may report a short link, signed in or not. */
export function ReportPage({ url: initialUrl }: { url: string }) {
  const trpc = useTRPC();
  const [url, setUrl] = useState(initialUrl);
  const [reason, setReason] = useState<TReportReason>('phishing');
  const [details, setDetails] = useState('');
  const report = useMutation(trpc.abuse.report.mutationOptions());

  if (report.isSuccess) {
    return (
      <AuthLayout>
        <h1 className="card-title">Thank you</h1>
        <p role="status">Your report was received. We review reported links and disable those that break our terms.</p>
      </AuthLayout>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) return;
    report.mutate({ url: url.trim(), reason, details: details.trim() || null });
  };

  return (
    <AuthLayout>
      <h1 className="card-title">Report a link</h1>
      <p className="muted">Tell us about a short link used for spam, phishing or malware.</p>
      <form className="form" onSubmit={submit}>
        <LabeledInput
          label="Short link"
          type="text"
          required
          value={url}
          onChange={setUrl}
          placeholder="https://kurz.example/abc123"
          maxLength={2048}
        />
        <label>
          Reason
          <select value={reason} onChange={(e) => setReason(e.target.value as TReportReason)}>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {REASON_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Details (optional)
          <textarea
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            rows={4}
            onChange={(e) => setDetails(e.target.value)}
          />
        </label>
        {report.isError && (
          <ErrorAlert>
            {errorCode(report.error) === 'rate_limited'
              ? 'Too many reports from your address. Try again later.'
              : 'The report could not be sent. Check the link and try again.'}
          </ErrorAlert>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={report.isPending}>
          Send report
        </button>
      </form>
    </AuthLayout>
  );
}
