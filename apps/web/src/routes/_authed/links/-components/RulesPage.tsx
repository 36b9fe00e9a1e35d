import { isHttpUrl, LINK_TITLE_MAX } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { linkErrorText } from '../../../../lib/links';
import { useTRPC } from '../../../../lib/trpc';
import { useRoleBlock } from '../../../../lib/auth/me';
import { ConversionsPanel } from './ConversionsPanel';
import { CountedField, UpgradeNote } from './fields';
import { SaveStatus, type SaveOutcome } from '../../../../components/SaveStatus';
import { EditorLoading, LinkEditorHead, usePlanGate } from './linkEditor';
import { RuleCard } from './RuleCard';
import { fromDrafts, hasProblems, newRuleKey, ruleProblems, toDraft, URL_PROBLEM, type DraftRule } from './rulesDraft';
import '../../../../styles/links.css';

interface RulesPageProps {
  hostname: string;
  slug: string;
}

const RULES_UPGRADE_REASON = 'Redirect rules require a paid plan';
export const LEAVE_UNSAVED = 'Leave without saving? Your changes to the rules will be lost.';

/** What saving would store, to tell an edited form from the saved one. */
const snapshot = (defaultUrl: string, title: string, rules: DraftRule[]) =>
  JSON.stringify([defaultUrl.trim(), title.trim(), fromDrafts(rules)]);

export function RulesPage({ hostname, slug }: RulesPageProps) {
  const trpc = useTRPC();
  const rules = useQuery(trpc.links.rules.queryOptions({ hostname, slug }));
  const { limits, askUpgrade, upgradeDialog } = usePlanGate();

  return (
    <section className="page editor-page">
      <LinkEditorHead title="Redirect rules" hostname={hostname} slug={slug} />
      <EditorLoading settings={rules} limits={limits} />
      {rules.data && limits.data && (
        <>
          <RulesEditor
            key={`${hostname}/${slug}`}
            hostname={hostname}
            slug={slug}
            initial={rules.data}
            allowed={limits.data.features.redirect_rules}
            onUpgrade={() => askUpgrade(RULES_UPGRADE_REASON)}
          />
          <ConversionsPanel
            hostname={hostname}
            slug={slug}
            allowed={limits.data.features.conversions}
            onUpgrade={() => askUpgrade('Conversion tracking requires a paid plan')}
          />
        </>
      )}
      {upgradeDialog}
    </section>
  );
}

interface RulesEditorProps {
  hostname: string;
  slug: string;
  initial: { default: string; title: string | null; rules: { target: string; when: Record<string, unknown> }[] };
  allowed: boolean;
  onUpgrade: () => void;
}

function RulesEditor({ hostname, slug, initial, allowed, onUpgrade }: RulesEditorProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [defaultUrl, setDefaultUrl] = useState(initial.default);
  const [title, setTitle] = useState(initial.title ?? '');
  const [rules, setRules] = useState<DraftRule[]>(() => initial.rules.map(toDraft));
  const [showProblems, setShowProblems] = useState(false);
  const [state, setState] = useState<SaveOutcome>(null);
  const [saving, setSaving] = useState(false);
  const setRulesCall = useMutation(trpc.links.setRules.mutationOptions());
  const roleBlock = useRoleBlock('member');
  const disabled = !allowed || saving || roleBlock !== null;
  const [saved, setSaved] = useState(() => snapshot(initial.default, initial.title ?? '', initial.rules.map(toDraft)));
  const current = snapshot(defaultUrl, title, rules);
  const unsaved = allowed && roleBlock === null && current !== saved;
  // Leaving with unsaved rules (a link, Back, closing the tab) asks first.
  useBlocker({ shouldBlockFn: () => unsaved && !window.confirm(LEAVE_UNSAVED), enableBeforeUnload: () => unsaved });

  const problems = rules.map(ruleProblems);
  const defaultProblem = !defaultUrl.trim()
    ? 'Enter the default target URL'
    : !isHttpUrl(defaultUrl.trim())
      ? URL_PROBLEM
      : null;
  const invalid = !!defaultProblem || problems.some(hasProblems);

  const edit = (fn: (rules: DraftRule[]) => DraftRule[]) => {
    setRules(fn);
    setState(null);
  };
  const move = (index: number, delta: -1 | 1) =>
    edit((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + delta, 0, item!);
      return next;
    });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setShowProblems(true);
    setState(null);
    if (invalid) return;
    const payload = fromDrafts(rules);
    const ref = { hostname, slug };
    setSaving(true);
    try {
      // Spec §7: the rules go first, then a second PUT with default, rules and title.
      await setRulesCall.mutateAsync({ ...ref, data: { rules: payload } });
      const saved = await setRulesCall.mutateAsync({
        ...ref,
        data: { default: defaultUrl.trim(), rules: payload, title: title.trim() || null },
      });
      setState({ ok: true, text: 'Saved' });
      setSaved(current);
      queryClient.setQueryData(trpc.links.rules.queryKey(ref), saved);
      void queryClient.invalidateQueries(trpc.links.list.pathFilter());
    } catch (error) {
      setState({ ok: false, text: `Save failed: ${linkErrorText(error)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card editor-card" onSubmit={(e) => void save(e)} noValidate aria-label="Redirect rules">
      {!allowed && (
        <UpgradeNote
          text="Redirect rules are a paid feature. You can look at this link's settings; upgrade to edit rules."
          onUpgrade={onUpgrade}
        />
      )}
      <fieldset className="plain-fieldset" disabled={!allowed || roleBlock !== null} title={roleBlock ?? undefined}>
        <div className="grid-2">
          <div className="field">
            <label htmlFor="rules-default">Default URL</label>
            <input
              id="rules-default"
              type="url"
              value={defaultUrl}
              aria-invalid={showProblems && !!defaultProblem}
              onChange={(e) => {
                setDefaultUrl(e.target.value);
                setState(null);
              }}
            />
            <p className="field-hint">Visitors who match no rule go here.</p>
            {showProblems && defaultProblem && (
              <p className="field-error" role="alert">
                {defaultProblem}
              </p>
            )}
          </div>
          <CountedField
            label="Title"
            name="title"
            value={title}
            max={LINK_TITLE_MAX}
            onChange={(v) => {
              setTitle(v);
              setState(null);
            }}
          />
        </div>

        <div className="rules-head">
          <h2>Rules</h2>
          <span className="muted small">Tried top to bottom; the first match wins.</span>
        </div>
        {rules.length === 0 && (
          <p className="muted rules-empty">No rules yet: every visitor goes to the default URL.</p>
        )}
        <ol className="rule-list">
          {rules.map((rule, i) => (
            <RuleCard
              key={rule.key}
              rule={rule}
              index={i}
              count={rules.length}
              problems={showProblems ? problems[i]! : {}}
              disabled={disabled}
              onChange={(next) => edit((list) => list.map((r) => (r.key === rule.key ? next : r)))}
              onMove={(delta) => move(i, delta)}
              onRemove={() => edit((list) => list.filter((r) => r.key !== rule.key))}
            />
          ))}
        </ol>
        <button
          type="button"
          className="btn add-rule"
          disabled={disabled}
          onClick={() => edit((list) => [...list, { key: newRuleKey(), target: '', when: {} }])}
        >
          + Add rule
        </button>
      </fieldset>

      <div className="editor-actions">
        <SaveStatus outcome={state} />
        <button type="submit" className="btn btn-primary" disabled={disabled} title={roleBlock ?? undefined}>
          {saving ? 'Saving…' : 'Save rules'}
        </button>
      </div>
    </form>
  );
}
