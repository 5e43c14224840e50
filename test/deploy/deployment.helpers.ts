import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, type Response } from '@playwright/test';

/** What scripts/deploy-test/run-deploy-test.sh deployed, from the environment it sets. */
const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the deployment test with \`npm run test:deploy\`.`);
  return value;
};
export const deployment = {
  url: required('STUDIO_URL'),
  run: required('STUDIO_RUN'),
  apiPorts: required('DEPLOY_API_PORTS').split(' ').map(Number),
};

/** An instance's port from its name (`<host>-<port>`, as the README's step names it). */
export const portOf = (instance: string) => Number(instance.slice(instance.lastIndexOf('-') + 1));
export const instanceOf = (response: Response) => response.headers()['x-studio-instance'] ?? '(none)';
const metricsUrl = (port: number, path: string) => `http://127.0.0.1:${port + 1000}${path}`;

/** Every instance answers /readyz with 200 (on its metrics port: nginx does not pass it on). */
export async function expectAllReady() {
  for (const port of deployment.apiPorts) {
    await expect.poll(() => fetch(metricsUrl(port, '/readyz')).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
  }
}

export const metricsOf = (port: number) => fetch(metricsUrl(port, '/metrics')).then((response) => response.text());

/** SIGKILL, as a crash or the OOM killer ends a process: no drain, no last write. */
export function killInstance(port: number) {
  process.kill(Number(readFileSync(`${deployment.run}/api-${port}.pid`, 'utf8').trim()), 'SIGKILL');
}

/** Starts an instance again as the README's step did (deploy/start-api.sh). */
export function startInstance(port: number) {
  const result = spawnSync('deploy/start-api.sh', [String(port)], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`deploy/start-api.sh ${port} failed`);
}

export function restartPostgres() {
  execSync(required('DEPLOY_PG_RESTART'), { stdio: 'inherit', shell: '/bin/bash' });
}

/** The studio's own request for an answer: its response (headers arrive when the answer starts). */
export const answerStarts = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/v1/chat/stream') && response.request().method() === 'POST');

/** The ID token the studio sends to the API (the corporate origins' bearer). */
export async function bearerOf(page: Page) {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id_token?: string }).id_token : undefined;
  });
  if (!token) throw new Error('No signed-in user in sessionStorage.');
  return token;
}
