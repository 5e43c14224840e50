import type { AnswerProvenance } from '../../machines/audit/audit.machine';

export interface ExportLabels {
  title: string;
  prompt: string;
  version: string;
  department: string;
  model: string;
  temperature: string;
  risk: string;
  yes: string;
  no: string;
  askedAt: string;
  query: string;
  answer: string;
  none: string;
}

/** A fence longer than any backtick run in `text`, so the quoted text cannot close it. */
const fenced = (text: string) => {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
};

/**
 * The answer as Markdown with where it came from: prompt and version,
 * department, model, temperature, risk option and time, then the query (quoted as text, so
 * it cannot change the document's structure) and the answer as the model wrote it.
 */
export function answerMarkdown(provenance: AnswerProvenance, answer: string, labels: ExportLabels, formatTime: (ms: number) => string) {
  const prompt = provenance.promptName ?? labels.none;
  const rows: Array<[string, string]> = [
    [labels.prompt, prompt],
    [labels.version, provenance.promptVersion === null ? labels.none : String(provenance.promptVersion)],
    [labels.department, provenance.department ?? labels.none],
    [labels.model, provenance.model],
    [labels.temperature, provenance.temperature.toFixed(1)],
    [labels.risk, provenance.risk ? labels.yes : labels.no],
    [labels.askedAt, `${formatTime(provenance.askedAt)} (${new Date(provenance.askedAt).toISOString()})`],
  ];
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  return [
    `# ${labels.title}`,
    `| | |\n|---|---|\n${rows.map(([label, value]) => `| ${cell(label)} | ${cell(value)} |`).join('\n')}`,
    `## ${labels.query}\n\n${fenced(provenance.query)}`,
    `## ${labels.answer}\n\n${answer}`,
  ].join('\n\n').concat('\n');
}

/** `audit-answer-2026-03-02-0915.md`, from the time it was asked. */
export function exportFileName(askedAt: number): string {
  const stamp = new Date(askedAt).toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `audit-answer-${stamp}.md`;
}
