import { COUNTRIES, DEVICES, LANGUAGES, MAX_RULE_CONDITIONS, type TDevice } from '@kurz/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { LabeledInput } from '../../../../components/LabeledInput';
import {
  canAddCondition,
  CONDITION_LABELS,
  CONDITION_TYPES,
  conditionCount,
  emptyCondition,
  uniqueLower,
  uniqueUpper,
  type ConditionType,
  type DraftRule,
  type DraftWhen,
  type RuleProblems,
} from './rulesDraft';

interface RuleCardProps {
  rule: DraftRule;
  index: number;
  count: number;
  problems: RuleProblems;
  disabled: boolean;
  onChange: (rule: DraftRule) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

export function RuleCard({ rule, index, count, problems, disabled, onChange, onMove, onRemove }: RuleCardProps) {
  const targetId = useId();
  const prio = index + 1;
  const setWhen = (when: DraftWhen) => onChange({ ...rule, when });
  const setCondition = <T extends ConditionType>(type: T, value: DraftWhen[T] | undefined) => {
    const when = { ...rule.when };
    if (value === undefined) delete when[type];
    else when[type] = value;
    setWhen(when);
  };

  return (
    <li className="rule-card" aria-label={`Rule ${prio}`}>
      <div className="rule-head">
        <span className="rule-prio" title="Priority: rules are tried top to bottom, first match wins">
          #{prio}
        </span>
        <div className="rule-order">
          <button
            type="button"
            className="icon-btn"
            aria-label={`Move rule ${prio} up`}
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Move rule ${prio} down`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="icon-btn icon-btn-danger"
            aria-label={`Remove rule ${prio}`}
            disabled={disabled}
            onClick={onRemove}
          >
            ×
          </button>
        </div>
      </div>

      <div className="field">
        <label htmlFor={targetId}>Target URL</label>
        <input
          id={targetId}
          type="url"
          placeholder="https://example.com/for-these-visitors"
          value={rule.target}
          disabled={disabled}
          aria-invalid={!!problems.target}
          onChange={(e) => onChange({ ...rule, target: e.target.value })}
        />
        {problems.target && (
          <p className="field-error" role="alert">
            {problems.target}
          </p>
        )}
      </div>

      <div className="conditions">
        {conditionCount(rule.when) === 0 && (
          <div className="match-all">
            <label className="check">
              <input
                type="checkbox"
                checked={!!rule.matchAll}
                disabled={disabled}
                onChange={(e) => onChange({ ...rule, matchAll: e.target.checked })}
              />
              Send every visitor to this target (later rules and the default URL are then never used)
            </label>
            {problems.none && (
              <p className="field-error" role="alert">
                {problems.none}
              </p>
            )}
          </div>
        )}
        {rule.when.geo !== undefined && (
          <Condition
            type="geo"
            disabled={disabled}
            problem={problems.geo}
            onRemove={() => setCondition('geo', undefined)}
          >
            <ChipPicker
              label="Countries"
              options={COUNTRIES}
              selected={rule.when.geo}
              normalise={uniqueUpper}
              pattern={/^[A-Za-z]{2}$/}
              placeholder="Other, e.g. CH"
              disabled={disabled}
              onChange={(geo) => setCondition('geo', geo)}
            />
          </Condition>
        )}
        {rule.when.lang !== undefined && (
          <Condition
            type="lang"
            disabled={disabled}
            problem={problems.lang}
            onRemove={() => setCondition('lang', undefined)}
          >
            <ChipPicker
              label="Languages"
              options={LANGUAGES}
              selected={rule.when.lang}
              normalise={uniqueLower}
              pattern={/^[A-Za-z]{2,3}$/}
              placeholder="Other, e.g. sv"
              disabled={disabled}
              onChange={(lang) => setCondition('lang', lang)}
            />
            <p className="field-hint" data-testid="lang-hint">
              Matches when any language the visitor's browser accepts is one of these, not only its first choice (a
              browser set to French, then English, matches English).
            </p>
          </Condition>
        )}
        {rule.when.device !== undefined && (
          <Condition
            type="device"
            disabled={disabled}
            problem={problems.device}
            onRemove={() => setCondition('device', undefined)}
          >
            <div className="checks" role="group" aria-label="Devices">
              {DEVICES.map((d) => (
                <label key={d} className="check">
                  <input
                    type="checkbox"
                    checked={rule.when.device!.includes(d)}
                    disabled={disabled}
                    onChange={(e) => {
                      const current = rule.when.device ?? [];
                      setCondition(
                        'device',
                        e.target.checked ? [...new Set<TDevice>([...current, d])] : current.filter((x) => x !== d),
                      );
                    }}
                  />
                  {d}
                </label>
              ))}
            </div>
          </Condition>
        )}
        {rule.when.time !== undefined && (
          <Condition type="time" disabled={disabled} onRemove={() => setCondition('time', undefined)}>
            <div className="time-row">
              <LabeledInput
                label="From (UTC)"
                type="time"
                value={rule.when.time.from}
                disabled={disabled}
                onChange={(from) => setCondition('time', { ...rule.when.time!, from })}
              />
              <LabeledInput
                label="To (UTC)"
                type="time"
                value={rule.when.time.to}
                disabled={disabled}
                onChange={(to) => setCondition('time', { ...rule.when.time!, to })}
              />
            </div>
          </Condition>
        )}
        {rule.when.ip !== undefined && (
          <Condition type="ip" disabled={disabled} problem={problems.ip} onRemove={() => setCondition('ip', undefined)}>
            <label className="stack-label">
              IP ranges, one per line
              <textarea
                className="code"
                rows={3}
                placeholder={'203.0.113.0/24\n2001:db8::/32'}
                value={rule.when.ip}
                disabled={disabled}
                aria-invalid={!!problems.ip}
                onChange={(e) => setCondition('ip', e.target.value)}
              />
            </label>
          </Condition>
        )}
      </div>

      <AddConditionMenu
        when={rule.when}
        disabled={disabled}
        prio={prio}
        onAdd={(type) => setCondition(type, emptyCondition(type) as never)}
      />
    </li>
  );
}

function Condition({
  type,
  disabled,
  problem,
  onRemove,
  children,
}: {
  type: ConditionType;
  disabled: boolean;
  problem?: string;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="condition" data-condition={type}>
      <div className="condition-head">
        <span className="condition-label">{CONDITION_LABELS[type]}</span>
        <button
          type="button"
          className="link-button small"
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Remove ${CONDITION_LABELS[type]} condition`}
        >
          Remove
        </button>
      </div>
      {children}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function AddConditionMenu({
  when,
  disabled,
  prio,
  onAdd,
}: {
  when: DraftWhen;
  disabled: boolean;
  prio: number;
  onAdd: (type: ConditionType) => void;
}) {
  const [open, setOpen] = useState(false);
  const full = conditionCount(when) >= MAX_RULE_CONDITIONS;
  return (
    <div className="add-condition">
      <button
        type="button"
        className="btn btn-small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Add condition to rule ${prio}`}
        disabled={disabled || full}
        onClick={() => setOpen((o) => !o)}
      >
        + Add condition
      </button>
      {open && (
        <div className="menu" role="menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {CONDITION_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="menuitem"
              className="menu-item"
              disabled={!canAddCondition(when, type)}
              onClick={() => {
                onAdd(type);
                setOpen(false);
              }}
            >
              {CONDITION_LABELS[type]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

interface ChipPickerProps {
  label: string;
  options: readonly string[];
  selected: string[];
  normalise: (values: string[]) => string[];
  pattern: RegExp;
  placeholder: string;
  disabled: boolean;
  onChange: (values: string[]) => void;
}

/** Toggle chips for the offered codes, plus a box for any other code (normalised, no duplicates). */
function ChipPicker({
  label,
  options,
  selected,
  normalise,
  pattern,
  placeholder,
  disabled,
  onChange,
}: ChipPickerProps) {
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const extra = selected.filter((s) => !options.includes(s));
  const toggle = (code: string) =>
    onChange(selected.includes(code) ? selected.filter((s) => s !== code) : normalise([...selected, code]));
  const addOther = () => {
    const codes = other.split(/[\s,]+/).filter(Boolean);
    const bad = codes.filter((c) => !pattern.test(c));
    if (bad.length) return setProblem(`Not a valid code: ${bad.join(', ')}`);
    setProblem(null);
    onChange(normalise([...selected, ...codes]));
    setOther('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addOther();
    }
  };
  return (
    <div className="chip-picker">
      <div className="chips" role="group" aria-label={label}>
        {[...options, ...extra].map((code) => (
          <button
            key={code}
            type="button"
            className="chip"
            aria-pressed={selected.includes(code)}
            disabled={disabled}
            onClick={() => toggle(code)}
          >
            {code}
          </button>
        ))}
      </div>
      <div className="chip-other">
        <input
          type="text"
          aria-label={`Add ${label.toLowerCase()}`}
          placeholder={placeholder}
          value={other}
          disabled={disabled}
          onChange={(e) => setOther(e.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="btn btn-small" disabled={disabled || !other.trim()} onClick={addOther}>
          Add
        </button>
      </div>
      {problem && <p className="field-error">{problem}</p>}
    </div>
  );
}
