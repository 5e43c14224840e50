/** Streamed Markdown cut into blocks that will not change any more and the open tail. */
export interface MarkdownSplit {
  /** Finished blocks; each keeps the blank lines after it, so `blocks.join('') + tail` is the text. */
  blocks: string[];
  /** Everything after the last finished block (may be empty). */
  tail: string;
}

/** A construct blank lines do not end; true for the line that closes it. */
type OpenConstruct = (line: string) => boolean;

const blank = /^[ \t\r]*$/;
const fenceLine = /^[ \t]*(`{3,}|~{3,})(.*)$/;
// Bullet `-`/`+`/`*` or ordered `1.`/`1)`, then a space or the end of the line.
const listItem = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|\r?$)/;

function openingFence(line: string): OpenConstruct | undefined {
  const match = fenceLine.exec(line);
  if (!match) return undefined;
  const run = match[1] ?? '';
  // A backtick fence's info string may not contain backticks (```inline``` is code, not a fence).
  if (run[0] === '`' && (match[2] ?? '').includes('`')) return undefined;
  return (next) => {
    const close = fenceLine.exec(next);
    const closing = close?.[1] ?? '';
    return closing[0] === run[0] && closing.length >= run.length && blank.test(close?.[2] ?? '');
  };
}

// HTML blocks that CommonMark ends at a closing tag rather than a blank line (shown as text here).
const htmlBlocks: readonly [RegExp, RegExp][] = [
  [/^ {0,3}<(?:pre|script|style|textarea)(?:[\s>]|$)/i, /<\/(?:pre|script|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
];

function openingConstruct(line: string): OpenConstruct | undefined {
  const fence = openingFence(line);
  if (fence) return fence;
  const html = htmlBlocks.find(([start]) => start.test(line));
  if (!html) return undefined;
  const [start, end] = html;
  const close: OpenConstruct = (next) => end.test(next);
  // The closing tag may stand on the opening line itself.
  return close(line.replace(start, '')) ? undefined : close;
}

/**
 * Whether a line after a blank line still belongs to the block before it: indented lines
 * (list-item paragraphs, indented code) and, after a list, further items. Undecided (`undefined`)
 * while an unfinished line could still become a list item.
 */
function continues(line: string, complete: boolean, inList: boolean): boolean | undefined {
  if (/^[ \t]/.test(line)) return true;
  if (!inList) return false;
  if (complete) return listItem.test(line);
  return /^(?:[-+*]|\d)/.test(line) ? undefined : false;
}

/**
 * Splits streamed Markdown. A block is finished once a blank line outside a fenced code block
 * (or a `<pre>`/`<script>`/`<style>`/`<textarea>`/`<!--` HTML block) follows it AND the next line
 * has started without continuing it; so blank lines inside a fence, between list items or
 * before an indented line never split. Merging when in doubt is
 * always safe (the tail is just longer); splitting is what could change the rendering.
 */
export function splitMarkdown(text: string): MarkdownSplit {
  const blocks: string[] = [];
  let blockStart = 0;
  let hasContent = false;
  let inList = false;
  let open: OpenConstruct | undefined;
  let afterBlank = false;
  let offset = 0;
  while (offset < text.length) {
    const newline = text.indexOf('\n', offset);
    const complete = newline !== -1;
    const end = complete ? newline + 1 : text.length;
    const line = text.slice(offset, complete ? newline : end);
    if (open) {
      if (complete && open(line)) open = undefined;
    } else if (blank.test(line)) {
      afterBlank = hasContent;
    } else {
      if (afterBlank) {
        const decision = continues(line, complete, inList);
        if (decision === undefined) break;
        if (!decision) {
          blocks.push(text.slice(blockStart, offset));
          blockStart = offset;
          inList = false;
        }
        afterBlank = false;
      }
      hasContent = true;
      if (complete) {
        open = openingConstruct(line);
        inList ||= listItem.test(line);
      }
    }
    offset = end;
  }
  return { blocks, tail: text.slice(blockStart) };
}

/**
 * `splitMarkdown(text)` for text that grew from `previous.text`: finished blocks stay finished
 * as text is appended, and every split point resets the scan, so only the tail is scanned again.
 */
export function continueSplit(previous: { text: string; split: MarkdownSplit }, text: string): MarkdownSplit {
  if (!text.startsWith(previous.text)) return splitMarkdown(text);
  const finishedLength = previous.text.length - previous.split.tail.length;
  const rest = splitMarkdown(text.slice(finishedLength));
  return { blocks: rest.blocks.length > 0 ? [...previous.split.blocks, ...rest.blocks] : previous.split.blocks, tail: rest.tail };
}
