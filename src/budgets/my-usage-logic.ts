import { fromPromise } from 'xstate';
import type { MyUsage } from '../../contracts/usage-api';
import { usageLoadMachine } from '../../machines/usage/usage-load.machine';
import { createMainClient } from '../api/main-client';
import { createTrialClient } from '../api/trial-client';
import { usageBackend, type UsageBackend } from '../api/usage-client';
import { isTrialOrigin } from '../config/origin';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';

export const myUsageMachine = usageLoadMachine<MyUsage>();

/** The user's own use from this origin's backend (the trial origin's for trial users). */
export function myUsageLogic(platform: Pick<Platform, 'config' | 'origin' | 'access'>, backend?: Pick<UsageBackend, 'mine'>) {
  const deps = clientDeps(platform);
  const usage = backend ?? usageBackend(isTrialOrigin(platform.origin) ? createTrialClient(deps) : createMainClient(deps));
  return myUsageMachine.provide({ actors: { load: fromPromise(({ signal }) => usage.mine(signal)) } });
}
