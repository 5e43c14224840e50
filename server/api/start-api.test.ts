import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { startApi } from './start-api';

const startUpMs = 60_000;

describe('the API at start', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('deletes the text of documents past their 24 hours at once, not an hour later', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studio-start-purge-'));
    dirs.push(dataDir);
    // An instance that was down while the document's 24 hours ran out.
    const before = await openDatabase({ dataDir });
    await before.query(
      `insert into documents (owner, doc_hash, file_name, media_type, size_bytes, uploaded_at)
       values ('alice', 'old', 'old.txt', 'text/plain', 10, now() - interval '25 hours')`,
    );
    await before.query(`insert into document_chunks (owner, doc_hash, seq, content) values ('alice', 'old', 0, 'Old confidential text')`);
    await before.close();

    const api = await startApi({ ports: { app: 4396, api: 4393, corporateIdp: 4394, brandedIdp: 4395 }, dataDir, env: {} });
    await api.ready;
    // Stopping waits for the start-up purge.
    await api.stop();

    const after = await openDatabase({ dataDir });
    try {
      expect(await after.query(`select content from document_chunks where owner = 'alice'`)).toEqual([]);
      const [row] = await after.query<{ purged: boolean }>(`select purged_at is not null as purged from documents where owner = 'alice'`);
      expect(row).toEqual({ purged: true });
    } finally {
      await after.close();
    }
  }, startUpMs);

  it('stops before opening anything when OIDC_ISSUERS is wrong, naming the setting', async () => {
    const ports = { app: 4396, api: 4393, corporateIdp: 4394, brandedIdp: 4395 };
    await expect(startApi({ ports, env: { OIDC_ISSUERS: '[{"issuer": "https://login.example.com", "clientId": "studio", "audience": "api", "tenant": "staff"}]' } })).rejects.toThrow(
      'OIDC_ISSUERS[0].tenant must be "corporate" or "trial".',
    );
    // Nothing listens: the port is free for the next start.
    await expect(fetch(`http://localhost:${ports.api}/v1/capabilities`)).rejects.toThrow();
  });
});
