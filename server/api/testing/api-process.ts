import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface ApiProcess {
  name: string;
  url: string;
  /** What it printed, both streams. */
  output: () => string;
  signal: (signal: 'SIGTERM' | 'SIGKILL') => void;
  /** Settles with the exit code (null after a signal it did not handle). */
  exited: Promise<number | null>;
}

/**
 * `npm run api` as its own process (node with the tsx loader, as the script runs it, without npm
 * in between so signals reach it), resolved once it listens. Only the environment configures it.
 */
export function startApiProcess(name: string, port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), INSTANCE_NAME: name, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes(`instance ${name} listening`)) {
        resolve({
          name,
          url: `http://127.0.0.1:${port}`,
          output: () => output,
          signal: (signal) => child.kill(signal),
          exited,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`API process ${name} ended (${code}) before it listened:\n${output}`)));
  });
}
