import type { AnyStateMachine } from 'xstate';
import { authMachine } from '../machines/auth/auth.machine';
import { tokenMachine } from '../machines/session/token.machine';

/** Every machine of the studio, by the file name its diagram gets under docs/machines/. */
export const machineCatalog: Record<string, AnyStateMachine> = {
  'auth': authMachine,
  'token': tokenMachine,
};
