/**
 * Copies text: the Clipboard API first, then the hidden text-area fallback (tools.md §8) for
 * pages where the API is missing or refused. Resolves true when either worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (permissions, insecure context): try the fallback
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Offers text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/plain', doc: Document = document) {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }), doc);
}

/** Offers a file (any bytes) as a download. */
export function downloadBlob(fileName: string, file: Blob, doc: Document = document) {
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
