import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Checkbox, I18nProvider, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { effectiveModel, findPrompt } from '../../../machines/audit/audit-selection';
import { NumberStepper } from '../../forms/NumberStepper';
import { useOrigin } from '../../platform/platform';
import { useAuditTool } from '../audit-tool-context';
import { AuditHelpDialog } from './AuditHelpDialog';
import { DepartmentComboBox } from './DepartmentComboBox';
import { OptionSelect } from '../../forms/OptionSelect';
import { promptLabel } from './prompt-label';
import { CheckboxMark } from '../../forms/CheckboxMark';
import { PanelCloseButton } from '../../shell/views/PanelButtons';

/** tools.md §2: department, prompt, model with its hint, risk assessment, temperature, editor switch, help, how-to link. */
export function AuditSidebar() {
  const { t, i18n } = useTranslation('audit');
  const { config } = useOrigin();
  const { actor, load, commands } = useAuditTool();
  const { models, departments } = useSelector(load, (s) => s.context);
  const loading = useSelector(load, (s) => s.hasTag('loading'));
  const context = useSelector(actor, (s) => s.context);
  const [helpOpen, setHelpOpen] = useState(false);
  const department = departments.find((d) => d.department_code === context.departmentCode) ?? null;
  const prompt = findPrompt(departments, context.promptId);
  const model = effectiveModel(models, context.modelName);

  return (
    <aside className="audit-sidebar" aria-label={t('sidebar.label')}>
      <div className="panel-head">
        <h2 className="audit-sidebar-heading">{t('sidebar.label')}</h2>
        <PanelCloseButton />
      </div>
      {loading && (
        <p className="muted" role="status">
          <span className="audit-spinner" aria-hidden="true" /> {t('load.loading')}
        </p>
      )}
      <DepartmentComboBox
        label={t('sidebar.department')}
        departments={departments}
        selected={context.departmentCode}
        onSelect={commands.selectDepartment}
      />
      <OptionSelect
        label={t('sidebar.prompt')}
        placeholder={!department ? t('sidebar.chooseDepartmentFirst') : department.prompts.length === 0 ? t('sidebar.noPromptsInDepartment') : t('sidebar.choosePrompt')}
        items={(department?.prompts ?? []).map((p) => ({ id: p.id, label: promptLabel(p, t) }))}
        selected={prompt?.id ?? null}
        isDisabled={!department}
        onSelect={(id) => commands.selectPrompt(department?.prompts.find((p) => p.id === id) ?? null)}
      />
      {/* A button that looks like one: it changes the selection, it goes nowhere. */}
      {prompt && (
        <Button className="button ghost audit-unselect" onPress={() => commands.selectPrompt(null)}>
          {t('sidebar.unselectPrompt')}
        </Button>
      )}
      <OptionSelect
        label={t('sidebar.model')}
        placeholder={t('sidebar.noModels')}
        items={models.map((m) => ({ id: m.name, label: m.name }))}
        selected={model?.name ?? null}
        description={model?.hint || undefined}
        onSelect={(name) => name && commands.selectModel(name)}
      />
      <Checkbox className="checkbox" isSelected={context.risk} onChange={commands.setRisk}>
        <CheckboxMark />
        {t('sidebar.risk')}
      </Checkbox>
      {/* Numbers are read in the interface's language: de-DE accepts "0,7". */}
      <I18nProvider locale={i18n.language}>
        <NumberStepper
          label={t('sidebar.temperature')}
          value={context.temperature}
          min={0}
          max={1}
          step={0.1}
          precision={1}
          onChange={commands.setTemperature}
        />
      </I18nProvider>
      {/* Side by side at their own width, not two stacked full-width bars. */}
      <div className="audit-sidebar-actions">
        <Button className="button" onPress={commands.toggleEditor}>
          {context.editor ? t('sidebar.toQuery') : t('sidebar.toEditor')}
        </Button>
        <Button className="button ghost" onPress={() => setHelpOpen(true)}>
          {t('sidebar.help')}
        </Button>
      </div>
      {config.handbookUrl && (
        <Link className="button link" href={config.handbookUrl} target="_blank" rel="noopener noreferrer">
          {t('sidebar.howTo')}
        </Link>
      )}
      {helpOpen && <AuditHelpDialog onClose={() => setHelpOpen(false)} />}
    </aside>
  );
}
