/** A header's name as it is usually written: `content-security-policy` is `Content-Security-Policy`. */
export const headerName = (header: string) => header.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/**
 * nginx `add_header` lines for the headers, `always` so error pages carry them too. A value with a
 * double quote or a backslash cannot be written between nginx's quotes as it is: refused, not mangled.
 */
export function nginxHeaderLines(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).map(([header, value]) => {
    if (/["\\\n\r]/.test(value)) throw new Error(`${headerName(header)} holds a character nginx's quoted value cannot: ${value}`);
    return `add_header ${headerName(header)} "${value}" always;`;
  });
}
