import { z } from '../../contracts/zod';
import type { StorageScope, Tenant } from '../../domain/chat';
import type { VoxResult } from '../../machines/vox/vox.types';
import { scopedKey } from '../conversation/persistence/storage-keys';

/** Where a tenant's Vox results are kept (IndexedDB, the tab's one connection), one record per result. */
export const voxResultsBase: Record<Tenant, string> = { corporate: 'VOX_RESULTS', trial: 'VOX_RESULTS_STACKIT' };

/** Every kept result of the scope's user starts with this. */
export const voxResultsPrefix = (scope: StorageScope) => `${scopedKey(voxResultsBase[scope.tenant], scope)}/`;
export const voxResultKey = (scope: StorageScope, id: string) => `${voxResultsPrefix(scope)}${id}`;
/** Where a record that cannot be read is set aside, untouched (outside the prefix the results are read from). */
export const voxAsideKey = (scope: StorageScope, id: string) => `${scopedKey(voxResultsBase[scope.tenant], scope)}.unreadable/${id}`;

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
  const version = typeof value === 'object' && value !== null && 'version' in value ? value.version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > voxRecordVersion) return { newer: true };
  const record = recordV1.safeParse(value);
  return record.success ? { result: record.data.result } : { unreadable: true };
}

export const voxRecord = (result: VoxResult) => ({ version: voxRecordVersion, result });
