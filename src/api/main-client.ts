import type { Client } from 'openapi-fetch';
import type { paths } from './generated/main';
import { type ClientDeps, createStudioClient } from './studio-client';

export type MainClient = Client<paths>;

/** The main backend (chat, upload, summarization, images) on the origin's `api.main` host. */
export const createMainClient = (deps: ClientDeps): MainClient =>
  createStudioClient<paths>(deps.config.origins[deps.origin].api.main, deps);
