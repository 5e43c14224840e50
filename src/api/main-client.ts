import type { Client } from 'openapi-fetch';
import type { paths } from '../../contracts/generated/main';
import { type ClientDeps, originClient } from './studio-client';

export type MainClient = Client<paths>;

/** The main backend (chat, upload, summarization, images) on the origin's `api.main` host. */
export const createMainClient = (deps: ClientDeps): MainClient => originClient<paths>('main', deps);
