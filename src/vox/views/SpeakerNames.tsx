import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Speaker } from '../../../machines/vox/transcript';
import type { VoxResult } from '../../../machines/vox/vox.types';
import { useVoxTool } from '../vox-tool-context';

/** A speaker's name, renamed once for the whole file: taken when the field is left or Enter is pressed (a blank name is not). */
function SpeakerName({ resultId, speaker, n }: { resultId: string; speaker: Speaker; n: number }) {
  const { t } = useTranslation('vox');
  const { commands } = useVoxTool();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft.trim() !== '') commands.renameSpeaker(resultId, speaker.id, draft);
    setDraft(null);
  };
  return (
    <TextField className="field vox-speaker" value={draft ?? speaker.name} onChange={setDraft} onBlur={commit} onKeyDown={(event) => event.key === 'Enter' && commit()}>
      <Label>{t('results.speakerName', { n })}</Label>
      <Input />
    </TextField>
  );
}

export function SpeakerNames({ result }: { result: VoxResult }) {
  const { t } = useTranslation('vox');
  return (
    <fieldset className="vox-speakers">
      <legend>{t('results.speakers')}</legend>
      {result.speakers.map((speaker, index) => (
        <SpeakerName key={speaker.id} resultId={result.id} speaker={speaker} n={index + 1} />
      ))}
    </fieldset>
  );
}
