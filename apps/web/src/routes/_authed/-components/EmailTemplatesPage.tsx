import { MSG } from '@kurz/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { EmptyRow, ScrollTable } from '../../../components/Table';
import { isAdminUser, useMe } from '../../../lib/auth/me';
import { errorCode, useTRPC } from '../../../lib/trpc';
import { TemplateEditor } from './TemplateEditor';
import { formatDateTime } from '../../../lib/dates';

interface PageProps {
  /** The template being edited (the route keeps it in ?edit= so a reload stays in the editor). */
  edit: string | undefined;
  onEdit: (id: string | undefined) => void;
}

function AdminRequired() {
  return (
    <section className="page">
      <h1>Email Templates</h1>
      <div className="card">
        <p role="alert">{MSG.templates.adminRequired}</p>
      </div>
    </section>
  );
}

export function EmailTemplatesPage(props: PageProps) {
  const me = useMe();
  if (!isAdminUser(me)) return <AdminRequired />;
  return <TemplatesForAdmin {...props} />;
}

function TemplatesForAdmin({ edit, onEdit: setEdit }: PageProps) {
  const trpc = useTRPC();
  const templates = useQuery(trpc.templates.list.queryOptions());

  // Spec §6: a 403 on listing is treated as no access.
  if (templates.isError && errorCode(templates.error) === 'forbidden') return <AdminRequired />;

  const editing = edit ? templates.data?.find((t) => t.id === edit) : undefined;

  return (
    <section className="page">
      <h1>Email Templates</h1>
      {templates.isPending && <p className="muted">{MSG.loading}</p>}
      {templates.isError && <ErrorAlert>Failed to load templates.</ErrorAlert>}
      {editing ? (
        <TemplateEditor key={editing.id} template={editing} onDone={() => setEdit(undefined)} />
      ) : (
        templates.data && (
          <div className="card">
            <p className="muted">Transactional emails sent to your users. Edit a template to change its wording.</p>
            {/* On a phone only Name, Subject and Edit are shown, so Edit is on screen without scrolling sideways. */}
            <ScrollTable
              head={
                <>
                  <th>Name</th>
                  <th>Subject</th>
                  <th className="hide-narrow">ID</th>
                  <th className="hide-narrow">Updated</th>
                  <th aria-label="Actions" />
                </>
              }
            >
              {templates.data.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  {/* Subjects hold long {{variables}}: they wrap anywhere rather than widen the table. */}
                  <td className="wrap-anywhere">{t.subject}</td>
                  <td className="hide-narrow">
                    <code>{t.id}</code>
                  </td>
                  <td className="nowrap hide-narrow">{formatDateTime(t.updated_at)}</td>
                  <td className="actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => setEdit(t.id)}
                      aria-label={`Edit ${t.name}`}
                    >
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
              {templates.data.length === 0 && <EmptyRow colSpan={5}>No templates</EmptyRow>}
            </ScrollTable>
          </div>
        )
      )}
    </section>
  );
}
