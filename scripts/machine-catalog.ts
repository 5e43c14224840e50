import type { AnyStateMachine } from 'xstate';
import { authMachine } from '../machines/auth/auth.machine';
import { chatStreamMachine } from '../machines/chat/chat-stream.machine';
import { uploadQueueMachine } from '../machines/chat/upload-queue.machine';
import { tokenMachine } from '../machines/session/token.machine';

/** Every machine of the studio, by the file name its diagram gets under docs/machines/. */
export const machineCatalog: Record<string, AnyStateMachine> = {
  'auth': authMachine,
  'chat-stream': chatStreamMachine,
  'upload-queue': uploadQueueMachine,
  'token': tokenMachine,
};
