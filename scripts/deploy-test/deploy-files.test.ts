import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maxUploadBytes } from '../../domain/upload-allow-list';
import { maxVoiceBytes } from '../../domain/voice-media';
import { modelKinds } from '../../server/api/llm/model-endpoint';
import { defaultShutdownGraceMs } from '../../server/api/service-settings';
import { nginxHeaderLines } from '../nginx-header-lines';
import { deploymentBlocks } from './readme-blocks';

const file = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const site = file('deploy/nginx/studio.conf');
const unit = file('deploy/systemd/studio-api@.service');

/** nginx's size (`16m`) in bytes and its time (`300s`, `5m`) in ms. */
const bytesOf = (size: string) => Number(size.slice(0, -1)) * { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[size.slice(-1)]!;
const msOf = (time: string) => Number(time.slice(0, -1)) * { s: 1000, m: 60_000 }[time.slice(-1)]!;
const setting = (text: string, name: string) => {
  const found = new RegExp(`^\\s*${name}[ =]([^;\\n]+)`, 'm').exec(text);
  if (!found) throw new Error(`${name} is not set`);
  return found[1]!.trim();
};

/** The directives of each `location … { … }` block, comments left out (they hold no nested blocks). */
const locations = (config: string) =>
  [...config.replace(/#.*$/gm, '').matchAll(/^\s*location [^{]+\{([^}]*)\}/gm)].map((match) => match[1]!);

describe('the deployment files', () => {
  it('let the largest upload through nginx, and wait longer than the slowest model may take to answer', () => {
    expect(bytesOf(setting(site, 'client_max_body_size'))).toBeGreaterThan(Math.max(maxUploadBytes, maxVoiceBytes));
    const slowest = Math.max(...Object.values(modelKinds).map((kind) => kind.defaultTimeoutMs));
    expect(msOf(setting(site, 'proxy_read_timeout'))).toBeGreaterThan(slowest);
    expect(setting(site, 'proxy_buffering')).toBe('off');
  });

  it('add every header at server level, so no location drops the security headers', () => {
    expect(locations(site).length).toBeGreaterThan(3);
    for (const location of locations(site)) expect(location).not.toMatch(/add_header/);
    expect(site).toMatch(/^\s*include \$\{STUDIO_ETC\}\/nginx\/security-headers\.conf;/m);
  });

  it('give the API longer to stop than its answers get to drain, restart it on a crash, and read the keys from a file', () => {
    expect(Number(setting(unit, 'TimeoutStopSec')) * 1000).toBeGreaterThan(defaultShutdownGraceMs);
    expect(setting(unit, 'Restart')).toBe('on-failure');
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/studio\/api\.env$/m);
  });
});

describe('the README steps the deployment test runs', () => {
  const readme = file('README.md');

  it('are its "Running it for real" sh blocks, the production-only ones left out', () => {
    const blocks = deploymentBlocks(readme);
    expect(blocks[0]).toMatch(/STUDIO_URL:=/);
    expect(blocks.join('\n')).toMatch(/deploy\/start-api\.sh/);
    expect(blocks.join('\n')).not.toMatch(/systemctl|apt-get|listen-tls/);
  });

  it('say so when the section is gone', () => {
    expect(() => deploymentBlocks(readme.replace('## Running it for real', '## Running it'))).toThrow('no section');
  });
});

describe('nginx header lines', () => {
  it('are add_header … always, and refuse a value nginx could not quote', () => {
    expect(nginxHeaderLines({ 'x-content-type-options': 'nosniff' })).toEqual(['add_header X-Content-Type-Options "nosniff" always;']);
    expect(() => nginxHeaderLines({ 'content-security-policy': 'default-src "self"' })).toThrow('Content-Security-Policy');
  });
});
