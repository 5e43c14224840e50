import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../server/ports';
import { rawGet } from '../../server/raw-request.test-support';

// The production build as `npm run serve` serves it (test/e2e/e2e-stack.ts): what a browser may fetch.
const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(readFileSync(new URL('../../dist/index.html', import.meta.url), 'utf8'))?.[1];

test("the build's manifest and source maps are not published, under any spelling", async ({ request }) => {
  expect(entryScript).toMatch(/^\/assets\/.+\.js$/);
  const script = await request.get(entryScript!);
  expect(await script.text()).not.toContain('sourceMappingURL');
  for (const path of [`${entryScript}.map`, '/.vite/manifest.json', '/%2evite/manifest.json', '/%2Evite/manifest.json']) {
    const response = await request.get(path);
    // Any address that is not a file of the site gets the studio's page.
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(await response.text(), path).not.toMatch(/"(version|mappings|file)"/);
  }
});

test('a malformed address at any port of the stack gets a 400, and every port answers after it', async () => {
  const ports = [e2ePorts.app, e2ePorts.api, e2ePorts.corporateIdp, e2ePorts.brandedIdp];
  for (const target of ['//', '/%']) {
    for (const port of ports) {
      expect((await rawGet(port, target)).status, `${target} at ${port}`).toBe(400);
      for (const other of ports) expect((await rawGet(other, '/')).status, `${other} after ${target} at ${port}`).toBeGreaterThanOrEqual(200);
    }
  }
});
