import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../forms/OptionSelect';
import type { PromptInput } from '../../../contracts/audit-api';
import { compareVersions, type DiffLine } from '../version-diff';

export interface NumberedState extends PromptInput {
  version: number;
}

type Layout = 'inline' | 'side';

function Lines({ lines, label }: { lines: DiffLine[]; label: string }) {
  const { t } = useTranslation('audit');
  return (
    <pre className="audit-diff-lines" aria-label={label} tabIndex={0}>
      {lines.map((line, index) => {
        const text = line.text === '' ? ' ' : line.text;
        if (line.kind === 'added') return <ins key={index} title={t('compare.added')}>{text}</ins>;
        if (line.kind === 'removed') return <del key={index} title={t('compare.removed')}>{text}</del>;
        return <span key={index}>{text}</span>;
      })}
    </pre>
  );
}

/** Two chosen versions field by field, inline or side by side. */
export function VersionDiff({ states }: { states: NumberedState[] }) {
  const { t } = useTranslation('audit');
  const newest = states[0]?.version ?? null;
  const [from, setFrom] = useState<number | null>(states[1]?.version ?? null);
  const [to, setTo] = useState<number | null>(newest);
  const [layout, setLayout] = useState<Layout>('inline');
  if (states.length < 2) return null;

  const items = states.map((state) => ({ id: String(state.version), label: t('compare.option', { version: state.version }) }));
  const before = states.find((state) => state.version === from);
  const after = states.find((state) => state.version === to);
  const fields = before && after ? compareVersions(before, after) : [];
  const changed = fields.filter((field) => field.changed);

  return (
    <section className="audit-diff" aria-labelledby="audit-diff-heading">
      <h4 id="audit-diff-heading">{t('compare.heading')}</h4>
      <div className="audit-diff-controls">
        <OptionSelect label={t('compare.from')} placeholder={t('compare.choose')} items={items} selected={from === null ? null : String(from)} onSelect={(id) => setFrom(id === null ? null : Number(id))} />
        <OptionSelect label={t('compare.to')} placeholder={t('compare.choose')} items={items} selected={to === null ? null : String(to)} onSelect={(id) => setTo(id === null ? null : Number(id))} />
        <RadioGroup className="audit-diff-layout" value={layout} onChange={(value) => setLayout(value === 'side' ? 'side' : 'inline')} orientation="horizontal">
          <Label>{t('compare.layout')}</Label>
          <Radio className="radio" value="inline">{t('compare.inline')}</Radio>
          <Radio className="radio" value="side">{t('compare.sideBySide')}</Radio>
        </RadioGroup>
      </div>
      {before && after && changed.length === 0 && <p className="muted">{t('compare.unchanged')}</p>}
      {before && after && changed.map((field) => {
        const name = t(`compare.fields.${field.field}`);
        return (
          <div key={field.field} className="audit-diff-field">
            <h5>{name}</h5>
            {layout === 'inline' ? (
              <Lines lines={field.lines} label={t('compare.inlineLabel', { field: name, from: before.version, to: after.version })} />
            ) : (
              <div className="audit-diff-sides">
                <Lines lines={field.lines.filter((line) => line.kind !== 'added')} label={t('compare.sideLabel', { field: name, version: before.version })} />
                <Lines lines={field.lines.filter((line) => line.kind !== 'removed')} label={t('compare.sideLabel', { field: name, version: after.version })} />
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
