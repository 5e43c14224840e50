import { availableParallelism } from 'node:os';
import { defaultMaxInflatedBytes } from './zip-budget';

export interface ExtractionSettings {
  /** How much one file's compressed parts (PDF streams, Office zip parts) may inflate to, together. */
  maxInflatedBytes: number;
  /** Longest one file may take to read; past it the worker is terminated and replaced. */
  timeoutMs: number;
  /** Extraction worker threads at most. */
  workers: number;
  /** The heap one worker may grow to. */
  maxHeapMb: number;
}

export const defaultExtractTimeoutMs = 20_000;
/** One core stays with the event loop; four workers are plenty for one file per request. */
export const defaultExtractWorkers = () => Math.min(4, Math.max(1, availableParallelism() - 1));
const defaultMaxHeapMb = 1024;

function positiveWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not "${raw}".`);
  return value;
}

/** The upload readers' caps and pool from the environment; a wrong value stops the start with a clear message. */
export function extractionSettings(env: NodeJS.ProcessEnv = process.env): ExtractionSettings {
  return {
    maxInflatedBytes: positiveWhole(env, 'UPLOAD_MAX_INFLATED_BYTES', defaultMaxInflatedBytes),
    timeoutMs: positiveWhole(env, 'UPLOAD_EXTRACT_TIMEOUT_MS', defaultExtractTimeoutMs),
    workers: positiveWhole(env, 'UPLOAD_EXTRACT_WORKERS', defaultExtractWorkers()),
    maxHeapMb: positiveWhole(env, 'UPLOAD_EXTRACT_MAX_HEAP_MB', defaultMaxHeapMb),
  };
}
