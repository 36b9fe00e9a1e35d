import { isHttpUrl, LINK_TITLE_MAX, MSG } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { UpgradeDialog } from '../../../../components/UpgradeDialog';
import { linkErrorText, shortLinkUrl } from '../../../../lib/links';
import { limitsQueryOptions } from '../../../../lib/queries';
import { useTRPC } from '../../../../lib/trpc';
import { ConversionsPanel } from './ConversionsPanel';
import { CountedField, UpgradeNote } from './fields';
import { RuleCard } from './RuleCard';
import { fromDrafts, newRuleKey, ruleProblems, toDraft, URL_PROBLEM, type DraftRule } from './rulesDraft';
import '../../../../styles/links.css';

interface RulesPageProps {
  hostname: string;
  slug: string;
}

export const RULES_UPGRADE_REASON = 'Redirect rules require a paid plan';

export function RulesPage({ hostname, slug }: RulesPageProps) {
  const trpc = useTRPC();
  const ref = { hostname, slug };
  const rules = useQuery(trpc.links.rules.queryOptions(ref));
  const limits = useQuery(limitsQueryOptions(trpc));
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const url = shortLinkUrl(hostname, slug);

  return (
    <section className="page editor-page">
      <div className="editor-head">
        <Link to="/links" className="back-link">
          ← Back to links
        </Link>
        <h1>Redirect rules</h1>
        <p className="editor-sub">
          <a href={url} target="_blank" rel="noreferrer">
            {hostname}/{slug}
          </a>
        </p>
      </div>
      {(rules.isPending || limits.isPending) && <div className="page-loading">{MSG.loading}</div>}
      {rules.isError && (
        <p className="alert alert-error" role="alert">
          {linkErrorText(rules.error)}
        </p>
      )}
      {limits.isError && (
        <p className="alert alert-error" role="alert">
          {MSG.limits.fetchFailed}
        </p>
      )}
      {rules.data && limits.data && (
        <>
          <RulesEditor
            key={`${hostname}/${slug}`}
            hostname={hostname}
            slug={slug}
            initial={rules.data}
            allowed={limits.data.features.redirect_rules}
            onUpgrade={() => setUpgrade(RULES_UPGRADE_REASON)}
          />
          <ConversionsPanel
            hostname={hostname}
            slug={slug}
            allowed={limits.data.features.conversions}
            onUpgrade={() => setUpgrade('Conversion tracking requires a paid plan')}
          />
        </>
      )}
      {upgrade && <UpgradeDialog reason={upgrade} onClose={() => setUpgrade(null)} />}
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

type SaveState = { kind: 'saved' } | { kind: 'failed'; text: string } | null;

export function RulesEditor({ hostname, slug, initial, allowed, onUpgrade }: RulesEditorProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [defaultUrl, setDefaultUrl] = useState(initial.default);
  const [title, setTitle] = useState(initial.title ?? '');
  const [rules, setRules] = useState<DraftRule[]>(() => initial.rules.map(toDraft));
  const [showProblems, setShowProblems] = useState(false);
  const [state, setState] = useState<SaveState>(null);
  const [saving, setSaving] = useState(false);
  const setRulesCall = useMutation(trpc.links.setRules.mutationOptions());
  const disabled = !allowed || saving;

  const problems = rules.map(ruleProblems);
  const defaultProblem = !defaultUrl.trim() ? 'Enter the default target URL' : !isHttpUrl(defaultUrl.trim()) ? URL_PROBLEM : null;
  const invalid = !!defaultProblem || problems.some((p) => p.target || p.ip);

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
      const saved = await setRulesCall.mutateAsync({ ...ref, data: { default: defaultUrl.trim(), rules: payload, title: title.trim() || null } });
      setState({ kind: 'saved' });
      queryClient.setQueryData(trpc.links.rules.queryKey(ref), saved);
      void queryClient.invalidateQueries(trpc.links.list.pathFilter());
    } catch (error) {
      setState({ kind: 'failed', text: `Save failed: ${linkErrorText(error)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card editor-card" onSubmit={save} noValidate aria-label="Redirect rules">
      {!allowed && <UpgradeNote text="Redirect rules are a paid feature. You can look at this link's settings; upgrade to edit rules." onUpgrade={onUpgrade} />}
      <fieldset className="plain-fieldset" disabled={!allowed}>
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
        {rules.length === 0 && <p className="muted rules-empty">No rules yet: every visitor goes to the default URL.</p>}
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
        <button type="button" className="btn add-rule" disabled={disabled} onClick={() => edit((list) => [...list, { key: newRuleKey(), target: '', when: {} }])}>
          + Add rule
        </button>
      </fieldset>

      <div className="editor-actions">
        {state?.kind === 'saved' && (
          <span className="save-state ok" role="status">
            Saved
          </span>
        )}
        {state?.kind === 'failed' && (
          <span className="save-state bad" role="alert">
            {state.text}
          </span>
        )}
        <button type="submit" className="btn btn-primary" disabled={disabled}>
          {saving ? 'Saving…' : 'Save rules'}
        </button>
      </div>
    </form>
  );
}
