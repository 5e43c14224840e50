import { describe, expect, it } from 'vitest';
import { defaultExtractWorkers, extractionSettings } from './extraction-settings';

describe('the upload readers\' settings', () => {
  it('default to a 200 MB inflation cap, 20 s per file, a 1 GB heap and cores less one (1 to 4) workers', () => {
    expect(extractionSettings({})).toEqual({ maxInflatedBytes: 209_715_200, timeoutMs: 20_000, workers: defaultExtractWorkers(), maxHeapMb: 1024 });
    expect(defaultExtractWorkers()).toBeGreaterThanOrEqual(1);
    expect(defaultExtractWorkers()).toBeLessThanOrEqual(4);
  });

  it('take each from its environment variable', () => {
    expect(
      extractionSettings({ UPLOAD_MAX_INFLATED_BYTES: '1048576', UPLOAD_EXTRACT_TIMEOUT_MS: '500', UPLOAD_EXTRACT_WORKERS: '3', UPLOAD_EXTRACT_MAX_HEAP_MB: '256' }),
    ).toEqual({ maxInflatedBytes: 1_048_576, timeoutMs: 500, workers: 3, maxHeapMb: 256 });
  });

  it.each([
    ['UPLOAD_EXTRACT_WORKERS', '0'],
    ['UPLOAD_EXTRACT_TIMEOUT_MS', '2.5'],
    ['UPLOAD_MAX_INFLATED_BYTES', '200MB'],
  ])('stop the start with a clear message for %s=%s', (name, value) => {
    expect(() => extractionSettings({ [name]: value })).toThrow(`${name} must be a whole number above 0, not "${value}".`);
  });
});
