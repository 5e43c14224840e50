import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port';

const run = promisify(execFile);

/** Where Debian and Ubuntu keep PostgreSQL's programs (off the PATH); the newest version wins. */
export function postgresBinaries(root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')) && existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : join(root, newest, 'bin');
}

export interface ThrowawayCluster {
  /** A superuser connection over loopback with a password. */
  url: string;
  /** `fast` ends the sessions with a shutdown message; `immediate` kills the server without one. */
  stop: (mode: 'fast' | 'immediate') => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and deletes its data directory. */
  remove: () => Promise<void>;
}

/**
 * A PostgreSQL cluster of its own, for a test that stops and starts the server (the shared one of
 * TEST_DATABASE_URL must stay up for the other suites). Made the way .ci/run makes CI's: as root
 * it belongs to the `postgres` user, since the server refuses to run as root.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = postgresBinaries();
  if (!bin) {
    throw new Error('This test starts and stops a PostgreSQL server of its own: install PostgreSQL (initdb and pg_ctl under /usr/lib/postgresql/<version>/bin), as .ci/run does.');
  }
  const owner = process.getuid?.() === 0 ? 'postgres' : undefined;
  const dir = mkdtempSync('/tmp/studio-test-postgres.');
  const asOwner = (program: string, args: string[]) =>
    owner ? run('runuser', ['-u', owner, '--', join(bin, program), ...args], { cwd: dir }) : run(join(bin, program), args, { cwd: dir });
  const password = randomBytes(16).toString('hex');
  writeFileSync(join(dir, 'password'), password);
  if (owner) {
    const { stdout } = await run('id', ['-u', owner]);
    const uid = Number(stdout.trim());
    chownSync(dir, uid, -1);
    chownSync(join(dir, 'password'), uid, -1);
  }
  const data = join(dir, 'data');
  await asOwner('initdb', [`--pgdata=${data}`, '--username=postgres', `--pwfile=${join(dir, 'password')}`, '--encoding=UTF8', '--locale=C.UTF-8', '--auth-local=peer', '--auth-host=scram-sha-256']);
  const port = await freePort();
  // Durability against a machine crash is not a concern for a cluster deleted after the test; commits
  // are still written at once, so that what was answered before a stop (even `immediate`) is there after it.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await asOwner('pg_ctl', [`--pgdata=${data}`, `--log=${join(dir, 'server.log')}`, '--wait', '--silent', `--options=${options}`, 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await asOwner('pg_ctl', [`--pgdata=${data}`, `--mode=${mode}`, '--wait', '--silent', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: async () => {
      if (existsSync(join(data, 'postmaster.pid'))) await stop('fast').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
