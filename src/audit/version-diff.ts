/** Two prompt versions compared field by field. Pure: the view renders it. */
import type { PromptInput } from '../../contracts/audit-api';

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface FieldDiff {
  field: keyof PromptInput;
  changed: boolean;
  lines: DiffLine[];
}

/** Line by line, through the longest common subsequence: removals before additions where they meet. */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) {
      lines.push({ kind: 'removed', text: a[i]! });
      i++;
    } else {
      lines.push({ kind: 'added', text: b[j]! });
      j++;
    }
  }
  return lines;
}

const fields: ReadonlyArray<keyof PromptInput> = ['prompt_template', 'description', 'prompt_name', 'department_code', 'private', 'draft'];

/** Every compared field, changed or not; flags and department as one-line texts. */
export function compareVersions(before: PromptInput, after: PromptInput): FieldDiff[] {
  return fields.map((field) => {
    const lines = diffLines(String(before[field]), String(after[field]));
    return { field, changed: lines.some((line) => line.kind !== 'same'), lines };
  });
}
