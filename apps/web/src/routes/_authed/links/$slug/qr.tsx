import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod';
import { shortLinkUrl } from '../../../../lib/links';
import '../../../../styles/links.css';

const ZLinkSearch = z.object({ hostname: z.string().max(253).catch('') });

// Placeholder: the QR editor is a later issue; the page already answers the links table's QR action.
export const Route = createFileRoute('/_authed/links/$slug/qr')({
  validateSearch: ZLinkSearch,
  component: function Qr() {
    const { slug } = Route.useParams();
    const { hostname } = Route.useSearch();
    const url = shortLinkUrl(hostname, slug);
    return (
      <section className="page">
        <div className="editor-head">
          <Link to="/links" className="back-link">
            ← Back
          </Link>
          <h1>QR code</h1>
          <p className="editor-sub">
            {hostname}/{slug} ·{' '}
            <a href={url} target="_blank" rel="noreferrer">
              {url}
            </a>
          </p>
        </div>
        <div className="card">
          <p className="muted">The QR editor is coming soon.</p>
        </div>
      </section>
    );
  },
});
