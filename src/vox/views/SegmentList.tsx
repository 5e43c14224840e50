import { useEffect, useRef } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import { AutosizeTextArea } from '../../forms/AutosizeTextArea';
import { OptionSelect } from '../../forms/OptionSelect';
import { useTranslation } from 'react-i18next';
import { clockTime, type Segment } from '../../../machines/vox/transcript';
import type { VoxResult } from '../../../machines/vox/vox.types';
import { useVoxTool } from '../vox-tool-context';

/** The passages an evidence quote points at, and when it was chosen (choosing the same one again scrolls again). */
export interface ShownPassages {
  ids: readonly string[];
  at: number;
}

const newSpeaker = 'new';

function SegmentRow({ result, segment, shown }: { result: VoxResult; segment: Segment; shown: ShownPassages | null }) {
  const { t } = useTranslation('vox');
  const { commands } = useVoxTool();
  const row = useRef<HTMLLIElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const highlighted = shown?.ids.includes(segment.id) ?? false;
  const first = shown?.ids[0] === segment.id;
  useEffect(() => {
    if (!first) return;
    // jsdom has no scrolling.
    row.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    text.current?.focus({ preventScroll: true });
  }, [first, shown?.at]);
  const time = clockTime(segment.start);
  return (
    <li ref={row} className={highlighted ? 'vox-segment highlighted' : 'vox-segment'} data-segment={segment.id}>
      <span className="vox-time">
        {time}–{clockTime(segment.end)}
      </span>
      <OptionSelect
        className="vox-speaker-select"
        labelHidden
        label={t('results.passageSpeaker', { time })}
        placeholder={t('results.passageSpeaker', { time })}
        items={[...result.speakers.map((speaker) => ({ id: speaker.id, label: speaker.name })), { id: newSpeaker, label: t('results.newSpeaker') }]}
        selected={segment.speakerId}
        onSelect={(id) => {
          if (id === newSpeaker) commands.newSpeaker(result.id, segment.id);
          else if (id !== null) commands.assignSpeaker(result.id, segment.id, id);
        }}
      />
      <TextField className="vox-segment-text" aria-label={t('results.passageText', { time })} value={segment.text} onChange={(next) => commands.editSegment(result.id, segment.id, next)}>
        <AutosizeTextArea as={TextArea} ref={text} minRows={2} />
      </TextField>
    </li>
  );
}

/** The transcript as passages: each with its times, its speaker (chosen per passage) and its text (edited in place). */
export function SegmentList({ result, shown }: { result: VoxResult; shown: ShownPassages | null }) {
  const { t } = useTranslation('vox');
  return (
    <ol className="vox-segments" aria-label={t('results.transcript', { name: result.fileName })}>
      {result.segments.map((segment) => (
        <SegmentRow key={segment.id} result={result} segment={segment} shown={shown} />
      ))}
    </ol>
  );
}
