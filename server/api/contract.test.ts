import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const contract = (name: string) => readFileSync(new URL(`../../docs/openapi/${name}.yaml`, import.meta.url), 'utf8');
const fromServers = (text: string) => text.slice(text.indexOf('\nservers:'));
const documents = ['main', 'audit', 'trial', 'registry', 'customer-service'];

describe('the OpenAPI contract documents', () => {
  it('keep the trial-origin backend identical to the main backend below their descriptions', () => {
    expect(fromServers(contract('trial'))).toBe(fromServers(contract('main')));
  });

  it.each(documents)('%s.yaml is OpenAPI 3.1 and requires a bearer token on every call', (name) => {
    const text = contract(name);
    expect(text.startsWith('openapi: 3.1.0\n')).toBe(true);
    expect(text).toMatch(/\nsecurity:\n {2}- bearerAuth: \[\]\n/);
    expect(text).toMatch(/\n {4}bearerAuth:\n {6}type: http\n {6}scheme: bearer\n/);
  });

  it('describes every path the reference API serves', () => {
    const main = contract('main');
    for (const path of ['/v1/chat/stream', '/v1/upload/documents', '/v1/summarization']) {
      expect(main).toContain(`\n  ${path}:\n    post:\n`);
    }
    expect(main).toContain('\n  /v1/chat/answers/{answerId}:\n    get:\n');
    expect(main).toContain('\n  /v1/chat/answers/{answerId}/cancel:\n    post:\n');
    expect(main).toContain('\n  /v1/chat/sessions/{sessionId}/answers:\n    delete:\n');
    expect(main).toContain('\n  /v1/documents/{docHash}:\n    delete:\n');
  });
});
