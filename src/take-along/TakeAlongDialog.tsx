import { useSelector } from '@xstate/react';
import { formatDateTime } from '../i18n/formats';
import { Download, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Checkbox, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { tickOf, type DeletedHere, type ImportReport, type ImportSummary, type ListCounts, type Refusal } from '../../machines/take-along/take-along.types';
import { ChangingButton } from '../forms/ChangingButton';
import { CheckboxMark } from '../forms/CheckboxMark';
import { usePlatform } from '../platform/platform';
import { ModalDialogFrame } from '../dialogs/ModalDialogFrame';
import { openTakeAlong, type TakeAlong, type TakeAlongOptions } from './take-along-actor';
import './take-along.css';

type T = ReturnType<typeof useTranslation<'chat-persistence'>>['t'];

const toolName = (t: T, tool: string) => t(`takeAlong.tool.${tool}`, { defaultValue: tool });
const listName = (t: T, list: string) => t(`takeAlong.listName.${list}`, { defaultValue: list });
const items = (t: T, list: string, count: number) => t(`takeAlong.list.${list}`, { count, defaultValue: `${count}` });

function refusalText(t: T, refusal: Refusal) {
  switch (refusal.reason) {
    case 'newerVersion':
      return t('takeAlong.refused.newerVersion', { version: refusal.version });
    case 'corrupt':
      return t('takeAlong.refused.corrupt', { tool: toolName(t, refusal.tool), list: listName(t, refusal.list) });
    default:
      return t(`takeAlong.refused.${refusal.reason}`);
  }
}

/**
 * The work's progress bar: a role="progressbar" element, as React Aria's ProgressBar renders it,
 * written out here because that component brought its number formatter into a chunk every
 * chat loads, for this one dialog.
 */
export function Progress({ label, share, language }: { label: string; share: number; language: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(share * 100)));
  return (
    <div
      className="take-along-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100)}
    >
      <span>{label}</span>
      <span className="track"><span className="fill" style={{ width: `${percent}%` }} /></span>
    </div>
  );
}

const countKeys = ['added', 'updated', 'unchanged', 'expired', 'notUsable'] as const satisfies readonly (keyof ListCounts)[];

function Summary({ summary, ticked, onTick, date }: { summary: ImportSummary; ticked: readonly string[]; onTick(id: string, on: boolean): void; date(at: number): string }) {
  const { t } = useTranslation('chat-persistence');
  const lines = summary.lists.flatMap(({ tool, list, counts }) => {
    const parts = countKeys.filter((key) => counts[key] > 0).map((key) => t(`takeAlong.counts.${key}`, { items: items(t, list, counts[key]) }));
    return parts.length > 0 ? [{ id: `${tool}/${list}`, text: `${toolName(t, tool)}: ${parts.join(', ')}` }] : [];
  });
  return (
    <section aria-labelledby="take-along-summary">
      <h3 id="take-along-summary">{t('takeAlong.summaryTitle')}</h3>
      <p className="muted">{t('takeAlong.summaryExportedAt', { date: date(summary.exportedAt) })}</p>
      {lines.length === 0 && summary.settings.length === 0 && summary.deletedHere.length === 0 ? (
        <p>{t('takeAlong.nothing')}</p>
      ) : (
        <ul className="take-along-list">
          {lines.map((line) => <li key={line.id}>{line.text}</li>)}
          {summary.settings.length > 0 && <li>{t('takeAlong.settings', { count: summary.settings.length })}</li>}
        </ul>
      )}
      {summary.deletedHere.length > 0 && <DeletedHereList chats={summary.deletedHere} ticked={ticked} onTick={onTick} date={date} />}
    </section>
  );
}

function DeletedHereList({ chats, ticked, onTick, date }: { chats: readonly DeletedHere[]; ticked: readonly string[]; onTick(id: string, on: boolean): void; date(at: number): string }) {
  const { t } = useTranslation('chat-persistence');
  return (
    <div role="group" aria-labelledby="take-along-deleted">
      <h3 id="take-along-deleted">{t('takeAlong.deletedTitle')}</h3>
      <p className="muted">{t('takeAlong.deletedBody')}</p>
      <div className="take-along-deleted">
        {chats.map((chat) => (
          <Checkbox key={tickOf(chat)} className="checkbox" isSelected={ticked.includes(tickOf(chat))} onChange={(on) => onTick(tickOf(chat), on)}>
            <CheckboxMark />
            <span>
              {toolName(t, chat.tool)}: {chat.name ?? t('takeAlong.unnamed')} <span className="muted">({t('takeAlong.deletedAt', { date: date(chat.deletedAt) })})</span>
            </span>
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

function Report({ report }: { report: ImportReport }) {
  const { t } = useTranslation('chat-persistence');
  const written = report.lists.filter((list) => list.added + list.updated > 0);
  const notWritten = report.lists.filter((list) => list.skipped || list.failed);
  const parts = ({ list, added, updated }: ImportReport['lists'][number]) =>
    [
      added > 0 ? t('takeAlong.reportCounts.added', { items: items(t, list, added) }) : null,
      updated > 0 ? t('takeAlong.reportCounts.updated', { items: items(t, list, updated) }) : null,
    ]
      .filter((part) => part !== null)
      .join(', ');
  return (
    <div className="take-along-status" role="status">
      <strong>{t('takeAlong.doneTitle')}</strong>
      <ul className="take-along-list">
        {written.map((line) => (
          <li key={`${line.tool}/${line.list}`}>{t('takeAlong.reportLine', { tool: toolName(t, line.tool), parts: parts(line) })}</li>
        ))}
        {report.settings > 0 && <li>{t('takeAlong.addedSettings', { count: report.settings })}</li>}
        {written.length === 0 && notWritten.length === 0 && report.settings === 0 && <li>{t('takeAlong.addedNothing')}</li>}
        {notWritten.map(({ tool, list, failed }) => (
          <li key={`not:${tool}/${list}`}>{t(failed ? 'takeAlong.failedList' : 'takeAlong.skipped', { tool: toolName(t, tool), list: listName(t, list) })}</li>
        ))}
      </ul>
    </div>
  );
}

/** The flow's view: export, choose a file, its progress, the summary to confirm, the outcome. */
export function TakeAlongView({ takeAlong, onClose }: { takeAlong: TakeAlong; onClose(): void }) {
  const { t, i18n } = useTranslation('chat-persistence');
  const { actor } = takeAlong;
  const snapshot = useSelector(actor, (s) => s);
  const { progress, summary, ticked, report, refusal, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const state = snapshot.value;
  const date = (at: number) => formatDateTime(at, i18n.language);

  return (
    <ModalDialogFrame title={t('takeAlong.title')} {...(busy ? {} : { onClose })}>
      <div className="take-along">
        {state === 'summary' && summary ? (
          <>
            <Summary summary={summary} ticked={ticked} date={date} onTick={(id, on) => actor.send({ type: 'takeAlong.tick', id, ticked: on })} />
            <div className="dialog-actions">
              <Button className="button" onPress={() => actor.send({ type: 'takeAlong.cancel' })}>{t('takeAlong.cancel')}</Button>
              <Button className="button primary" onPress={() => actor.send({ type: 'takeAlong.confirm' })}>{t('takeAlong.confirm')}</Button>
            </div>
          </>
        ) : (
          <>
            <section aria-labelledby="take-along-export">
              <h3 id="take-along-export">{t('takeAlong.exportTitle')}</h3>
              <p className="muted">{t('takeAlong.exportBody')}</p>
              <div className="take-along-actions">
                <Button className="button take-along-button" isDisabled={busy} onPress={() => actor.send({ type: 'takeAlong.export' })}>
                  <Download aria-hidden="true" className="icon" />
                  {t('takeAlong.export')}
                </Button>
              </div>
            </section>
            <section aria-labelledby="take-along-import">
              <h3 id="take-along-import">{t('takeAlong.importTitle')}</h3>
              <p className="muted">{t('takeAlong.importBody')}</p>
              <div className="take-along-actions">
                <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={(files) => files?.[0] && actor.send({ type: 'takeAlong.choose', file: files[0] })}>
                  <Button className="button take-along-button" isDisabled={busy}>
                    <Upload aria-hidden="true" className="icon" />
                    {t('takeAlong.choose')}
                  </Button>
                </FileTrigger>
              </div>
            </section>
            {progress && <Progress label={t(`takeAlong.${progress.step}`)} share={progress.done} language={i18n.language} />}
            {state === 'exported' && <p className="take-along-status" role="status">{t('takeAlong.exported')}</p>}
            {state === 'done' && report && <Report report={report} />}
            {state === 'refused' && refusal && <p className="take-along-status error" role="alert">{refusalText(t, refusal)}</p>}
            {state === 'failed' && failure !== null && <p className="take-along-status error" role="alert">{t('takeAlong.failed', { message: failure })}</p>}
            <div className="dialog-actions">
              {snapshot.can({ type: 'takeAlong.cancel' }) ? (
                <ChangingButton face="cancel" className="button" onPress={() => actor.send({ type: 'takeAlong.cancel' })}>{t('takeAlong.cancel')}</ChangingButton>
              ) : (
                <ChangingButton face="close" className="button" isDisabled={busy} onPress={onClose}>{t('takeAlong.close')}</ChangingButton>
              )}
            </div>
          </>
        )}
      </div>
    </ModalDialogFrame>
  );
}

/** The take-along dialog of the user menu: opens the flow for the signed-in user while it is shown. */
export default function TakeAlongDialog({ onClose, options }: { onClose(): void; options?: TakeAlongOptions }) {
  const platform = usePlatform();
  // The flow lives as long as the dialog; its worker goes when the dialog does (and comes back if it mounts again).
  const [takeAlong] = useState(() => openTakeAlong(platform, options));
  useEffect(() => () => takeAlong.release(), [takeAlong]);
  return <TakeAlongView takeAlong={takeAlong} onClose={onClose} />;
}
