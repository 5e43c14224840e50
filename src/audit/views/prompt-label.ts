import type { TFunction } from 'i18next';
import type { AuditPrompt } from '../../../contracts/audit-api';

/** A prompt's name with its marks (tools.md §2: private and/or draft). */
export function promptLabel(prompt: AuditPrompt, t: TFunction<'audit'>): string {
  const marks = [prompt.private ? t('marks.private') : null, prompt.draft ? t('marks.draft') : null].filter(Boolean);
  return marks.length ? `${prompt.prompt_name} (${marks.join(', ')})` : prompt.prompt_name;
}
