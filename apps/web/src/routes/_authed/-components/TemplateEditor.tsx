import {
  INVITATION_TEMPLATE_VARIABLES,
  MSG,
  TEMPLATE_VARIABLES,
  type TEmailTemplate,
  type TInvitationTemplateVariable,
  type TTemplateVariable,
} from '@kurz/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorCode, useTRPC } from '../../../lib/trpc';
import { FormActions } from '../../../components/FormActions';

const VARIABLE_HELP: Record<TTemplateVariable | TInvitationTemplateVariable, string> = {
  user_name: "The recipient's name (the part of the email before @)",
  verify_url: 'Link that verifies the email address',
  reset_url: 'Link to set a new password',
  dashboard_url: 'Link to the dashboard',
  plan_name: "The account's current plan",
  workspace_name: 'The name of the workspace the person is invited to',
  inviter: 'The email address of the member who invited them',
  role: 'The role they are invited as (viewer, member, admin)',
  invite_url: 'Link that accepts the invitation',
  expires_at: 'When the invitation link stops working',
};

/** The invitation goes to an address that may have no account yet: it has variables of its own. */
const INVITATION_TEMPLATE = 'workspace_invitation';
const variablesOf = (id: string) => (id === INVITATION_TEMPLATE ? INVITATION_TEMPLATE_VARIABLES : TEMPLATE_VARIABLES);

/** Spec §8: 'Failed to save template: ' plus the server's error, else 'Unknown error'. */
function saveFailureText(error: unknown): string {
  const code = errorCode(error);
  const detail = code ?? (error instanceof Error && error.message ? error.message : null);
  return MSG.templates.saveFailed + (detail || MSG.templates.unknownError);
}

export function TemplateEditor({ template, onDone }: { template: TEmailTemplate; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(template);
  const [saved, setSaved] = useState(false);
  const update = useMutation(
    trpc.templates.update.mutationOptions({
      onSuccess: async (template) => {
        // The next save is checked against this one (edit_conflict when someone else saved meanwhile).
        setDraft((d) => ({ ...d, updated_at: template.updated_at }));
        await queryClient.invalidateQueries(trpc.templates.list.pathFilter());
        setSaved(true);
      },
      onError: (error) => window.alert(saveFailureText(error)),
    }),
  );

  const set = (key: 'name' | 'subject' | 'body_html' | 'body_text') => (e: { target: { value: string } }) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({
      id: draft.id,
      name: draft.name,
      subject: draft.subject,
      body_html: draft.body_html,
      body_text: draft.body_text,
      updated_at: draft.updated_at,
    });
  };

  return (
    <div className="editor-layout">
      <form className="card form" onSubmit={submit} aria-label="Edit template">
        <div className="card-head">
          <h2>
            Edit <code>{template.id}</code>
          </h2>
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Back to list
          </button>
        </div>
        <label>
          Name
          <input name="name" value={draft.name} onChange={set('name')} required />
        </label>
        <label>
          Subject
          <input name="subject" value={draft.subject} onChange={set('subject')} required />
        </label>
        <label>
          HTML body
          <textarea name="body_html" className="code" rows={12} value={draft.body_html} onChange={set('body_html')} />
        </label>
        <label>
          Text body (fallback)
          <textarea name="body_text" className="code" rows={8} value={draft.body_text} onChange={set('body_text')} />
        </label>
        {saved && (
          <p className="alert alert-success" role="status">
            Template saved
          </p>
        )}
        <FormActions onCancel={onDone} submitLabel="Save template" pendingLabel="Saving…" pending={update.isPending} />
      </form>
      <aside className="card help-box" aria-label="Template variables">
        <h3>Variables</h3>
        <p className="muted">Write a variable in double braces; it is replaced when the mail is sent.</p>
        <ul className="var-list">
          {variablesOf(template.id).map((v) => (
            <li key={v}>
              <code>{`{{${v}}}`}</code>
              <span>{VARIABLE_HELP[v]}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
