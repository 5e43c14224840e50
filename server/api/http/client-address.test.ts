import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe("the client's address behind TRUST_PROXY proxies", () => {
  it('is the peer without trusted proxies, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('10.0.0.5', '203.0.113.9'), 0)).toBe('10.0.0.5');
  });

  it('is what the one trusted proxy heard, not what the client wrote before it', () => {
    expect(clientAddress(request('10.0.0.5', '203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.5', '198.51.100.1, 203.0.113.9'), 1)).toBe('203.0.113.9');
  });

  it('walks back one entry per trusted proxy, and stops at the first entry when there are fewer', () => {
    expect(clientAddress(request('10.0.0.5', '198.51.100.1, 203.0.113.9, 10.0.0.4'), 2)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.5', '203.0.113.9'), 3)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.5'), 1)).toBe('10.0.0.5');
  });
});
