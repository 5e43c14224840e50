import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Checkbox, Label, TextArea, TextField } from 'react-aria-components';
import { AutosizeTextArea } from '../../forms/AutosizeTextArea';
import { useTranslation } from 'react-i18next';
import { draftComplete, findPrompt, ownsPrompt } from '../../../machines/audit/audit-selection';
import type { PromptInput } from '../../../contracts/audit-api';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { useAuth } from '../../platform/auth-context';
import { useAuditTool } from '../audit-tool-context';
import { OptionSelect } from '../../forms/OptionSelect';
import { VersionHistory } from './VersionHistory';
import { ActivityLog } from './ActivityLog';
import { CheckboxMark } from '../../forms/CheckboxMark';
import { useFocusAfterBusy } from '../../forms/use-focus-after-busy';

type Confirming = 'clear' | 'update' | 'candidate' | 'save' | 'delete' | null;

/** tools.md §2/§5: the prompt editor; every action behind its confirm dialog. */
export function PromptEditor() {
  const { t } = useTranslation('audit');
  const { actor, load, commands } = useAuditTool();
  const { user } = useAuth();
  const { draft, promptId } = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const { departments, userDepartments } = useSelector(load, (s) => s.context);
  const ready = useSelector(load, (s) => s.hasTag('ready'));
  const prompt = findPrompt(departments, promptId);
  const owner = ownsPrompt(prompt, user?.subject ?? null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // A save disables the buttons, the pressed one with them: once saved, the heading takes the focus.
  useFocusAfterBusy(saving, editorHeading);
  const complete = draftComplete(draft) && !saving && ready;
  const edit = (changes: Partial<PromptInput>) => commands.editDraft(changes);
  const name = draft.prompt_name.trim();

  const confirm = () => {
    if (confirming === 'clear') commands.clearDraft();
    if (confirming === 'save') commands.savePrompt({ op: 'create', body: draft });
    if (confirming === 'update' && prompt) commands.savePrompt({ op: 'update', id: prompt.id, body: draft });
    if (confirming === 'candidate' && prompt) commands.savePrompt({ op: 'update', id: prompt.id, body: draft, candidate: true });
    if (confirming === 'delete' && prompt) commands.savePrompt({ op: 'delete', id: prompt.id, name: prompt.prompt_name });
    setConfirming(null);
  };
  const headline = {
    clear: t('editor.confirmClear'),
    save: t('editor.confirmSave', { name }),
    update: t('editor.confirmUpdate', { name }),
    candidate: t('editor.confirmCandidate', { name }),
    delete: t('editor.confirmDelete', { name: prompt?.prompt_name ?? '' }),
  };

  return (
    <section className="audit-editor" aria-labelledby="audit-editor-heading">
      {/* Focusable by script only: where the focus goes after a confirmation (editorHeading). */}
      <h2 id="audit-editor-heading" tabIndex={-1}>{prompt ? t('editor.headingEdit', { name: prompt.prompt_name }) : t('editor.heading')}</h2>
      {prompt && !owner && <p className="notice">{t('editor.notOwner')}</p>}
      <OptionSelect
        label={t('editor.department')}
        placeholder={t('editor.chooseDepartment')}
        items={userDepartments.map((d) => ({ id: d.department_code, label: `${d.department_name} (${d.department_code})` }))}
        selected={draft.department_code || null}
        onSelect={(code) => edit({ department_code: code ?? '' })}
      />
      <div className="audit-flags">
        <Checkbox className="checkbox" isSelected={draft.private} onChange={(value) => edit({ private: value })}>
          <CheckboxMark />
          {t('editor.private')}
        </Checkbox>
        <Checkbox className="checkbox" isSelected={draft.draft} onChange={(value) => edit({ draft: value })}>
          <CheckboxMark />
          {t('editor.draft')}
        </Checkbox>
      </div>
      <TextField className="field" value={draft.prompt_name} onChange={(value) => edit({ prompt_name: value })} isRequired>
        <Label>{t('editor.name')}</Label>
        <AutosizeTextArea as={TextArea} className="audit-name" minRows={1} />
      </TextField>
      <TextField className="field" value={draft.description} onChange={(value) => edit({ description: value })} isRequired>
        <Label>{t('editor.description')}</Label>
        <AutosizeTextArea as={TextArea} className="audit-description" minRows={1} />
      </TextField>
      <TextField className="field" value={draft.prompt_template} onChange={(value) => edit({ prompt_template: value })} isRequired>
        <Label>{t('editor.template')}</Label>
        <AutosizeTextArea as={TextArea} className="audit-template" minRows={5} />
      </TextField>
      <div className="audit-editor-actions">
        <Button className="button" onPress={() => setConfirming('clear')} isDisabled={saving}>
          {t('editor.clear')}
        </Button>
        {owner && (
          <Button className="button" onPress={() => setConfirming('update')} isDisabled={!complete}>
            {t('editor.update')}
          </Button>
        )}
        {owner && (
          <Button className="button" onPress={() => setConfirming('candidate')} isDisabled={!complete}>
            {t('editor.saveCandidate')}
          </Button>
        )}
        <Button className="button primary" onPress={() => setConfirming('save')} isDisabled={!complete}>
          {t('editor.save')}
        </Button>
        {owner && (
          <Button className="button danger-outline" onPress={() => setConfirming('delete')} isDisabled={saving}>
            {t('editor.delete')}
          </Button>
        )}
      </div>
      {prompt && <VersionHistory key={prompt.id} prompt={prompt} canRestore={owner} />}
      <ActivityLog />
      {confirming && <ConfirmDialog headline={headline[confirming]} onConfirm={confirm} onCancel={() => setConfirming(null)} focusAfterClose={editorHeading} />}
    </section>
  );
}

/**
 * The editor's buttons are disabled while it saves (and Update, Delete go with a deleted prompt), so
 * the one that opened a confirmation cannot take the focus back: its heading, naming the prompt now
 * shown, takes it instead of body.
 */
const editorHeading = () => document.getElementById('audit-editor-heading');
