import type { Client } from 'openapi-fetch';
import type { paths } from '../../contracts/generated/trial';
import { type ClientDeps, originClient } from './studio-client';

export type TrialClient = Client<paths>;

/** The trial-origin backend: the main backend's calls on the origin's `api.trial` host. */
export const createTrialClient = (deps: ClientDeps): TrialClient => originClient<paths>('trial', deps);
