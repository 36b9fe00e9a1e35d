import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LinkEditorHead } from '../-components/linkEditor';
import '../../../../styles/links.css';

const ZLinkSearch = z.object({ hostname: z.string().max(253).catch('') });

// Placeholder: the QR editor is a later issue; the page already answers the links table's QR action.
export const Route = createFileRoute('/_authed/links/$slug/qr')({
  validateSearch: ZLinkSearch,
  component: function Qr() {
    const { slug } = Route.useParams();
    const { hostname } = Route.useSearch();
    return (
      <section className="page">
        <LinkEditorHead title="QR code" hostname={hostname} slug={slug} />
        <div className="card">
          <p className="muted">The QR editor is coming soon.</p>
        </div>
      </section>
    );
  },
});
