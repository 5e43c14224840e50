import { afterEach, describe, expect, it } from 'vitest';
import { makePdf } from '../testing/file-fixtures';
import { createExtractionPool, type ExtractionPool } from './extraction-pool';

const text = (value: string) => new TextEncoder().encode(value);
const cap = 32 * 1024 * 1024;

describe('the extraction pool', () => {
  let pool: ExtractionPool | undefined;
  afterEach(() => pool?.close());

  it('reads files in worker threads, one outcome per job, in the order they were given', async () => {
    pool = createExtractionPool({ workers: 2, timeoutMs: 60_000, maxHeapMb: 512 });
    const outcomes = await Promise.all([
      pool.run({ kind: 'pdf', bytes: await makePdf(['Reisekosten 2026']), maxInflatedBytes: cap }),
      pool.run({ kind: 'txt', bytes: text('Meeting notes'), maxInflatedBytes: cap }),
      pool.run({ kind: 'txt', bytes: text(' \n--- '), maxInflatedBytes: cap }),
      pool.run({ kind: 'pdf', bytes: text('just text'), maxInflatedBytes: cap }),
    ]);
    expect(outcomes).toEqual([
      { outcome: 'text', text: 'Reisekosten 2026', truncated: false },
      { outcome: 'text', text: 'Meeting notes', truncated: false },
      { outcome: 'no-text' },
      { outcome: 'unsupported', reason: 'The content is not a PDF file.' },
    ]);
    expect(pool.threadIds()).toHaveLength(2);
  });

  it('terminates a worker that runs out of time and puts a fresh one in its place', async () => {
    // 1 ms: a fresh worker loads the PDF reader on its first PDF, so the job is certain to run out of time.
    pool = createExtractionPool({ workers: 1, timeoutMs: 1, maxHeapMb: 512 });
    const pages = Array.from({ length: 40 }, (_, i) => `Line ${i} of a longer report`);
    await pool.run({ kind: 'txt', bytes: text('warm up'), maxInflatedBytes: cap }).catch(() => undefined);
    const before = pool.threadIds();
    expect(await pool.run({ kind: 'pdf', bytes: await makePdf(pages), maxInflatedBytes: cap })).toEqual({ outcome: 'timed-out' });
    const after = pool.threadIds();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('refuses work once closed', async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 60_000, maxHeapMb: 512 });
    await pool.close();
    await expect(pool.run({ kind: 'txt', bytes: text('late'), maxInflatedBytes: cap })).rejects.toThrow(/closed/);
  });
});
