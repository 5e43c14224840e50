import type { i18n as I18n } from 'i18next';
import type { PromptOperation } from '../../machines/audit/audit.machine';
import { effectiveModel, findPrompt } from '../../machines/audit/audit-selection';
import type { ActivityEntry, AuditPrompt, AuditQuery, PromptInput, PromptVersion, VersionUse } from '../../contracts/audit-api';
import type { PromptFeedback } from '../../contracts/feedback-api';
import type { AuditBackend } from '../api/audit-client';
import type { FeedbackBackend } from '../api/feedback-client';
import { downloadText } from '../browser/clipboard';
import { formatDateTime } from '../i18n/formats';
import { answerMarkdown, exportFileName } from './answer-export';
import type { AuditActor, AuditLoadActor } from './audit-actors';
import { answerFeedbackCommands, type AnswerFeedbackActor } from '../feedback/answer-votes';

export interface AuditCommandDeps {
  actor: AuditActor;
  load: AuditLoadActor;
  votes: AnswerFeedbackActor;
  backend: AuditBackend;
  feedback: FeedbackBackend;
  i18n: I18n;
  now?: () => number;
  /** The browser's document, for the export's download; tests pass their own. */
  doc?: Document;
}

/** The one object the audit assistant's views write through. */
export function auditCommands({ actor, load, votes, backend, feedback, i18n, now = Date.now, doc = document }: AuditCommandDeps) {
  const catalogue = () => load.getSnapshot().context;
  const selection = () => actor.getSnapshot().context;

  return {
    retryLoad: () => actor.send({ type: 'load.retry' }),
    selectDepartment: (code: string | null) => actor.send({ type: 'audit.selectDepartment', code }),
    selectPrompt: (prompt: AuditPrompt | null) => actor.send({ type: 'audit.selectPrompt', prompt }),
    selectModel: (name: string) => actor.send({ type: 'audit.selectModel', name }),
    setTemperature: (value: number) => actor.send({ type: 'audit.setTemperature', value }),
    setRisk: (value: boolean) => actor.send({ type: 'audit.setRisk', value }),
    toggleEditor: () => actor.send({ type: 'audit.toggleEditor' }),
    editQuery: (text: string) => actor.send({ type: 'audit.editQuery', text }),
    editOutput: (text: string) => actor.send({ type: 'audit.editOutput', text }),
    deleteOutput: () => actor.send({ type: 'audit.deleteOutput' }),
    cancel: () => actor.send({ type: 'audit.cancel' }),
    editDraft: (changes: Partial<PromptInput>) => actor.send({ type: 'audit.editDraft', changes }),
    clearDraft: () => actor.send({ type: 'audit.clearDraft' }),
    savePrompt: (operation: PromptOperation) => actor.send({ type: 'audit.savePrompt', operation }),

    /** Sends the query with the selected prompt's template, model, temperature and risk option. */
    send() {
      const { models, departments } = catalogue();
      const context = selection();
      const model = effectiveModel(models, context.modelName);
      if (!model) return;
      const prompt = findPrompt(departments, context.promptId);
      const body: AuditQuery = {
        model: model.name,
        query: context.query,
        prompt_template: prompt?.prompt_template ?? '',
        risk_assesment: context.risk,
        temperature: context.temperature,
        agentmode: false,
        // The API answers with its stored template of this version and counts the use.
        ...(prompt ? { prompt_id: prompt.id, prompt_version: prompt.version } : {}),
      };
      const department = departments.find((d) => d.department_code === (prompt?.department_code ?? context.departmentCode));
      actor.send({
        type: 'audit.send',
        body,
        provenance: {
          promptName: prompt?.prompt_name ?? null,
          promptVersion: prompt?.version ?? null,
          department: department ? `${department.department_name} (${department.department_code})` : null,
          model: model.name,
          temperature: context.temperature,
          risk: context.risk,
          query: context.query,
          askedAt: now(),
        },
      });
    },

    // The thumbs-down's exchange is the question and answer on screen (sent only when the user ticked it).
    ...answerFeedbackCommands(votes, () => {
      const { output, provenance } = selection();
      return provenance && output ? { question: provenance.query, answer: output } : undefined;
    }),
    /** A prompt's feedback per version; null when the caller is not its owner. */
    promptFeedback: (id: string, signal?: AbortSignal): Promise<PromptFeedback | null> => feedback.promptFeedback(id, signal),

    listVersions: (id: string, signal?: AbortSignal): Promise<PromptVersion[]> => backend.listPromptVersions(id, signal),
    listUsage: (id: string, signal?: AbortSignal): Promise<VersionUse[]> => backend.listPromptUsage(id, signal),
    listActivity: (signal?: AbortSignal): Promise<ActivityEntry[]> => backend.listActivity(signal),

    /** Makes a candidate live, then reloads the prompts (the list shows the new live version). */
    async makeLive(id: string, version: number) {
      await backend.makeVersionLive(id, version);
      load.send({ type: 'load.reloadPrompts' });
    },

    /** Restores a stored version as a new live one from the server's copy, then reloads the prompts. */
    async restoreVersion(id: string, version: number) {
      await backend.restoreVersion(id, version);
      load.send({ type: 'load.reloadPrompts' });
    },

    /** Downloads the activity log the user may read, as the server's CSV or as JSON. */
    async downloadActivity(format: 'csv' | 'json') {
      const text = format === 'csv' ? await backend.activityCsv() : JSON.stringify(await backend.listActivity(), null, 2);
      const type = format === 'csv' ? 'text/csv' : 'application/json';
      downloadText(`prompt-activity-${new Date(now()).toISOString().slice(0, 10)}.${format}`, text, type, doc);
    },

    /** Saves the answer as Markdown with its provenance. */
    exportAnswer() {
      const { output, provenance } = selection();
      if (!provenance || !output) return;
      const locale = i18n.language;
      const t = i18n.getFixedT(null, 'audit');
      const labels = {
        title: t('export.title'),
        prompt: t('export.prompt'),
        version: t('export.version'),
        department: t('export.department'),
        model: t('export.model'),
        temperature: t('export.temperature'),
        risk: t('export.risk'),
        yes: t('export.yes'),
        no: t('export.no'),
        askedAt: t('export.askedAt'),
        query: t('export.query'),
        answer: t('export.answer'),
        none: t('export.none'),
      };
      const at = (ms: number) => formatDateTime(ms, locale);
      const text = answerMarkdown(provenance, output, labels, at);
      downloadText(exportFileName(provenance.askedAt), text, 'text/markdown', doc);
    },
  };
}

export type AuditCommands = ReturnType<typeof auditCommands>;
