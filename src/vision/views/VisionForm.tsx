import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { aspectRatios, clampCount, isAspectRatio, normalizeGuidance } from '../../../machines/vision/image-settings';
import { ChangingButton } from '../../forms/ChangingButton';
import { TextField } from '../../forms/TextField';
import { PanelCloseButton } from '../../shell/views/PanelButtons';
import { useToolPanel } from '../../shell/views/use-tool-panel';
import { useVisionTool } from '../vision-tool-context';
import { DecimalField } from './DecimalField';

/**
 * tools.md §2/§5 as the real image path reads them: ratio in both modes, guidance in stack-provider mode;
 * every control changes the request. The tool's panel; on a phone the prompt and Generate are not
 * in it but atop the work area (VisionPhonePrompt), the main input on the first screen.
 */
export function VisionForm() {
  const { t } = useTranslation('vision');
  const { actor, mode, commands } = useVisionTool();
  const draft = useSelector(actor, (s) => s.context.draft);
  const { phone } = useToolPanel();
  return (
    <form
      className="vision-form"
      aria-labelledby="vision-form-heading"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="panel-head">
        <h2 id="vision-form-heading">{t('form.heading')}</h2>
        <PanelCloseButton />
      </div>
      <RadioGroup
        className="vision-ratios"
        value={draft.ratio}
        orientation="horizontal"
        onChange={(value) => isAspectRatio(value) && commands.edit({ ratio: value })}
      >
        <Label>{t('form.ratio')}</Label>
        <div className="vision-ratio-options">
          {aspectRatios.map((ratio) => (
            <Radio key={ratio} value={ratio} className="vision-ratio">
              {ratio}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <DecimalField label={t('form.count')} value={draft.count} places={0} step={1} normalize={clampCount} onChange={(count) => commands.edit({ count })} />
      {mode === 'stack' && (
        <DecimalField
          label={t('form.guidance')}
          description={t('form.guidanceHint')}
          value={draft.guidance}
          places={1}
          step={0.1}
          normalize={normalizeGuidance}
          onChange={(guidance) => commands.edit({ guidance })}
        />
      )}
      <TextField
        label={t('form.negativePrompt')}
        description={t('form.negativePromptHint')}
        value={draft.negativePrompt}
        multiline
        onChange={(negativePrompt) => commands.edit({ negativePrompt })}
      />
      {!phone && <VisionPrompt />}
    </form>
  );
}

/** On a phone: the prompt and Generate atop the work area, the rest of the settings in the drawer. */
export function VisionPhonePrompt() {
  if (!useToolPanel().phone) return null;
  return (
    <form className="vision-form vision-prompt-form" onSubmit={(event) => event.preventDefault()}>
      <VisionPrompt />
    </form>
  );
}

/** The prompt and the one button: Generate, and while waiting a red Cancel. */
function VisionPrompt() {
  const { t } = useTranslation('vision');
  const { actor, commands } = useVisionTool();
  const prompt = useSelector(actor, (s) => s.context.draft.prompt);
  const waiting = useSelector(actor, (s) => s.hasTag('busy'));
  const canGenerate = useSelector(actor, (s) => s.can({ type: 'vision.generate' }));
  return (
    <>
      <TextField label={t('form.prompt')} description={t('form.promptHint')} value={prompt} multiline rows={4} onChange={(next) => commands.edit({ prompt: next })} />
      {/* One button that turns into another: a press ending on it acts only on the face it began on. */}
      <ChangingButton
        face={waiting ? 'cancel' : 'generate'}
        className={waiting ? 'button vision-cancel' : 'button primary'}
        isDisabled={!waiting && !canGenerate}
        onPress={waiting ? commands.cancel : commands.generate}
      >
        {waiting ? t('form.cancel') : t('form.generate')}
      </ChangingButton>
    </>
  );
}
