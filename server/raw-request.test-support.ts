import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when nothing came back (the connection ended or the wait ran out). */
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A GET of `target` exactly as written, over a plain socket: fetch and node:http normalise or
 * refuse addresses such as `//` and `/%` before they leave, a client on the network does not.
 */
export function rawGet(port: number, target: string, waitMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString('utf8')));
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  });
}

function parse(text: string): RawAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status, headers, body: rest.join('\r\n\r\n') };
}
