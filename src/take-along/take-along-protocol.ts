import type { StorageScope } from '../../domain/chat';
import type { TakeAlongStep, ImportReport, PlanOutcome } from '../../machines/take-along/take-along.types';
import type { PlanRequest } from './take-along-work';

/** What the page asks the take-along worker; `id` pairs each answer with its request. */
export type TakeAlongRequest =
  | { id: number; type: 'export'; scope: StorageScope; now: number }
  | { id: number; type: 'plan'; file: Blob; request: PlanRequest }
  | { id: number; type: 'apply'; ticked: readonly string[] };

/** What the worker answers: progress on the way, then the request's result or its failure. */
export type TakeAlongAnswer =
  | { id: number; type: 'progress'; step: TakeAlongStep; done: number }
  | { id: number; type: 'exported'; file: Blob }
  | { id: number; type: 'planned'; outcome: PlanOutcome }
  | { id: number; type: 'applied'; report: ImportReport }
  | { id: number; type: 'failed'; message: string };

/** The answer's tab id in the lists' `saved` message: not any tab's, so every tab (this one too) reads the list again. */
export const TAKE_ALONG_WRITER = 'take-along';
