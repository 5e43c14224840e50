/**
 * A bot's answer read with a limit: at most `maxBytes` of the body are read, the
 * rest is never fetched; from a body cut there, the items of `response[]` that arrived whole are
 * kept, so a flooding bot costs the page one bounded read and a parse of what is shown.
 */

export type BoundedBody = { complete: true; text: string } | { complete: false; text: string };

/** Reads the stream until its end or until more than `maxBytes` arrived (then the stream is cancelled). */
export async function readBounded(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<BoundedBody> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { complete: true, text: text + decoder.decode() };
    const room = maxBytes - bytes;
    if (value.byteLength > room) {
      text += decoder.decode(value.subarray(0, Math.max(room, 0)));
      // Not awaited: some bodies settle their cancel only once the connection closes.
      reader.cancel().catch(() => {});
      return { complete: false, text };
    }
    bytes += value.byteLength;
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * The items of the top-level `response` array that are whole in a JSON text cut short: each one
 * followed by its `,` or `]`. Anything outside that array is skipped; an item that does not parse
 * on its own is left out.
 */
export function wholeItems(text: string): unknown[] {
  const items: unknown[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let lastKey = '';
  let keyBeforeColon = '';
  let inResponse = false;
  let itemStart = -1;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') {
        inString = false;
        if (depth === 1) lastKey = text.slice(stringStart, at + 1);
      }
      continue;
    }
    if (char === '"') {
      inString = true;
      stringStart = at;
    } else if (char === ':' && depth === 1) {
      keyBeforeColon = lastKey;
    } else if (char === ',' && depth === 1) {
      keyBeforeColon = '';
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (char === '[' && depth === 2 && !inResponse && keyBeforeColon === '"response"') {
        inResponse = true;
        itemStart = at + 1;
      }
    } else if (char === '}' || char === ']') {
      if (inResponse && depth === 2 && char === ']') {
        keep(items, text.slice(itemStart, at));
        return items;
      }
      depth -= 1;
    } else if (char === ',' && inResponse && depth === 2) {
      keep(items, text.slice(itemStart, at));
      itemStart = at + 1;
    }
  }
  return items;
}

function keep(items: unknown[], slice: string) {
  if (slice.trim() === '') return;
  try {
    items.push(JSON.parse(slice));
  } catch {
    // Not an item on its own: left out.
  }
}
