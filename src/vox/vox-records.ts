import { z } from '../../contracts/zod';
import type { VoxResult } from '../../machines/vox/vox.types';
import { storedRecordKeys, readStoredRecord } from '../persistence/stored-records';

/** Where a tenant's Vox results are kept (IndexedDB, the tab's one connection), one record per result (its id). */
export const voxResultKeys = storedRecordKeys({ corporate: 'VOX_RESULTS', trial: 'VOX_RESULTS_STACKIT' });

/** The record's shape; a change of the result's shape is a new version with its migration from this one. */
export const voxRecordVersion = 1;

const quote = z.object({ text: z.string(), time: z.number().nullable() });
const analysisText = z.union([z.object({ placeholder: z.literal(true) }), z.object({ placeholder: z.literal(false), text: z.string() })]);
const resultV1 = z.object({
  id: z.string().min(1),
  fileName: z.string(),
  createdAt: z.number().finite(),
  placeholder: z.boolean(),
  speakers: z.array(z.object({ id: z.string(), name: z.string() })),
  segments: z.array(z.object({ id: z.string(), start: z.number().finite(), end: z.number().finite(), text: z.string(), speakerId: z.string() })),
  summary: analysisText.nullable(),
  evaluation: z.object({ placeholder: z.boolean(), findings: z.array(z.object({ aspect: z.string(), text: z.string(), quotes: z.array(quote) })) }).nullable(),
});
const recordV1 = z.object({ version: z.literal(1), result: resultV1 });

/** What a stored value is: a result, a record of a newer version (left alone), or something that cannot be read. */
export type ReadRecord = { result: VoxResult } | { newer: true } | { unreadable: true };

export function readVoxRecord(value: unknown): ReadRecord {
  const read = readStoredRecord(value, voxRecordVersion, recordV1);
  return 'record' in read ? { result: read.record.result } : read;
}

export const voxRecord = (result: VoxResult) => ({ version: voxRecordVersion, result });
