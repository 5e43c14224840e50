import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const contract = (name: string) => readFileSync(new URL(`../../docs/openapi/${name}.yaml`, import.meta.url), 'utf8');
const fromServers = (text: string) => text.slice(text.indexOf('\nservers:'));
const between = (text: string, start: string, end: string) => text.slice(text.indexOf(start), text.indexOf(end));
/** The `paths:` block as one text per path. */
const pathBlocks = (text: string) => between(text, '\npaths:\n', '\ncomponents:\n').split(/\n(?= {2}\/)/).slice(1);
const documents = ['main', 'audit', 'trial', 'registry', 'customer-service'];

describe('the OpenAPI contract documents', () => {
  it('keeps the trial-origin backend equal to the main backend below the descriptions, less the voice, admin usage and feedback calls the trial tenant may not make', () => {
    const [trial, main] = [contract('trial'), contract('main')];
    expect(between(trial, '\nservers:', '\npaths:\n')).toBe(between(main, '\nservers:', '\npaths:\n'));
    expect(fromServers(trial).slice(fromServers(trial).indexOf('\ncomponents:\n'))).toBe(fromServers(main).slice(fromServers(main).indexOf('\ncomponents:\n')));
    const voiceCalls = (block: string) => /^ {2}\/v1\/(transcriptions|voice\/)/.test(block);
    const everyonesUsage = (block: string) => /^ {2}\/v1\/usage(\.csv)?:/.test(block);
    const feedbackCalls = (block: string) => /^ {2}\/v1\/feedback[/.:]/.test(block);
    expect(pathBlocks(trial)).toEqual(pathBlocks(main).filter((block) => !voiceCalls(block) && !everyonesUsage(block) && !feedbackCalls(block)));
    expect(pathBlocks(main).filter(voiceCalls)).toHaveLength(2);
    expect(pathBlocks(main).filter(everyonesUsage)).toHaveLength(2);
    expect(pathBlocks(main).filter(feedbackCalls)).toHaveLength(7);
    expect(pathBlocks(trial).some((block) => block.startsWith('  /v1/usage/mine:'))).toBe(true);
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
