import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayCluster, type ThrowawayCluster } from '../../../server/db/throwaway-cluster';
import { startApiProcess, type ApiProcess } from '../../../server/api/testing/api-process';
import { servedIdentityEnv, startServedIssuer, type ServedIssuer } from '../../../server/api/testing/served-issuer';

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

/** nginx in front of `upstreams`, with what streaming needs (the settings deploy/ documents). */
function nginxConfig(dir: string, port: number, upstreams: readonly string[]) {
  return `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream studio_api {
    ${upstreams.map((url) => `server ${url.replace('http://', '')};`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location /v1/ {
      proxy_pass http://studio_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffering off;
      proxy_read_timeout 300s;
    }
  }
}
`;
}

export interface LoadStack {
  /** nginx's address, in front of the instances. */
  url: string;
  bearer: (user: string) => Promise<Record<string, string>>;
  stop: () => Promise<void>;
}

export interface LoadCluster {
  cluster: ThrowawayCluster;
  issuer: ServedIssuer;
  trialIssuer: ServedIssuer;
  dir: string;
  remove: () => Promise<void>;
}

/** PostgreSQL and a token issuer, shared by every run so each run differs only in its instances. */
export async function startLoadCluster(): Promise<LoadCluster> {
  if (!nginxBinary) throw new Error('The load run needs nginx in front of the API: install Debian\'s nginx (apt-get install -y nginx).');
  const cluster = await startThrowawayCluster();
  const issuer = await startServedIssuer();
  const trialIssuer = await startServedIssuer('studio-bench-trial');
  const dir = mkdtempSync(join(tmpdir(), 'studio-load-'));
  return {
    cluster,
    issuer,
    trialIssuer,
    dir,
    remove: async () => {
      await issuer.stop();
      await trialIssuer.stop();
      await cluster.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `instances` API processes on the cluster behind one nginx; the offline responder answers. */
export async function startLoadStack(shared: LoadCluster, instances: number, settings: { paceMs: number; port: number }): Promise<LoadStack> {
  const env = {
    DATABASE_URL: shared.cluster.url,
    ...servedIdentityEnv(shared.issuer, shared.trialIssuer, shared.dir),
    OFFLINE_STREAM_PACE_MS: String(settings.paceMs),
    // Raised for the run: the bench measures the service, not its limit.
    API_RATE_LIMIT_PER_MINUTE: '100000',
    NODE_ENV: 'production',
    TRUST_PROXY: '1',
  };
  const apis: ApiProcess[] = await Promise.all(
    Array.from({ length: instances }, (_, index) => startApiProcess(`load-${index + 1}`, settings.port + 1 + index, env)),
  );
  const runDir = mkdtempSync(join(shared.dir, 'nginx-'));
  // As root, nginx's workers run as `nobody` and keep their temporary files here.
  chmodSync(shared.dir, 0o755);
  chmodSync(runDir, 0o777);
  const config = join(runDir, 'nginx.conf');
  writeFileSync(config, nginxConfig(runDir, settings.port, apis.map((api) => api.url)));
  const started = spawnSync(nginxBinary!, ['-p', runDir, '-c', config, '-e', join(runDir, 'error.log')], { encoding: 'utf8' });
  if (started.status !== 0) {
    for (const api of apis) api.signal('SIGKILL');
    throw new Error(`nginx did not start: ${started.stderr}`);
  }
  return {
    url: `http://127.0.0.1:${settings.port}`,
    bearer: (user) => shared.issuer.bearer(user),
    stop: async () => {
      spawnSync(nginxBinary!, ['-p', runDir, '-c', config, '-e', join(runDir, 'error.log'), '-s', 'quit']);
      for (const api of apis) api.signal('SIGTERM');
      await Promise.all(apis.map((api) => api.exited));
    },
  };
}
