import type { Database } from '../db/database';
import type { GroupRules } from './auth/groups';
import type { DocumentStore } from './documents/document-store';
import type { PassageSearch } from './documents/passage-search';
import type { KeptAnswers } from './chat/kept-answers';
import type { LlmConfig } from './llm/llm-client';
import type { ExtractionPool } from './upload/extraction-pool';
import type { ExtractionSettings } from './upload/extraction-settings';
import type { Usage } from './usage/usage-service';

/** What every tool's routes may use: the database, the uploaded documents, the clock, the model. */
export interface ApiContext {
  db: Database;
  documents: DocumentStore;
  search: PassageSearch;
  /** config.json's group lists and matching mode, applied as the studio applies them. */
  groupRules: GroupRules;
  /** The clock for expiry and rate limits; tests move it. */
  now: () => Date;
  /** Without one, an offline responder answers. */
  llm: LlmConfig | null;
  offlinePaceMs: number;
  /** Chat requests per user and minute. */
  rateLimitPerMinute: number;
  /** Chat answers that outlive their request. */
  answers: KeptAnswers;
  /** The worker threads that read uploads, and their caps. */
  extraction: { pool: ExtractionPool; settings: ExtractionSettings };
  /** The usage ledger and the budgets. */
  usage: Usage;
}
