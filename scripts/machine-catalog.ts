import type { AnyStateMachine } from 'xstate';
import { auditLoadMachine } from '../machines/audit/audit-load.machine';
import { auditMachine } from '../machines/audit/audit.machine';
import { authMachine } from '../machines/auth/auth.machine';
import { chatMachine } from '../machines/chat/chat.machine';
import { chatStreamMachine } from '../machines/conversation/chat-stream.machine';
import { uploadQueueMachine } from '../machines/conversation/upload-queue.machine';
import { historyMachine } from '../machines/persistence/history.machine';
import { listPersistenceMachine } from '../machines/persistence/list-persistence.machine';
import { registryCatalogueMachine } from '../machines/registry/registry-catalogue.machine';
import { registryMachine } from '../machines/registry/registry.machine';
import { scosConversationMachine } from '../machines/scos/scos-conversation.machine';
import { scosMachine } from '../machines/scos/scos.machine';
import { tokenMachine } from '../machines/session/token.machine';
import { studioMachine } from '../machines/studio/studio.machine';
import { visionMachine } from '../machines/vision/vision.machine';
import { voxMachine } from '../machines/vox/vox.machine';

/**
 * Every machine of the studio, by the file name its diagram gets under docs/machines/ (the
 * machine file's name without `.machine.ts`). A test fails when a machine file is missing here.
 */
export const machineCatalog: Record<string, AnyStateMachine> = {
  'studio': studioMachine,
  'auth': authMachine,
  'token': tokenMachine,
  'chat': chatMachine,
  'chat-stream': chatStreamMachine,
  'upload-queue': uploadQueueMachine,
  'history': historyMachine,
  'list-persistence': listPersistenceMachine,
  'audit': auditMachine,
  'audit-load': auditLoadMachine,
  'vision': visionMachine,
  'vox': voxMachine,
  'scos-conversation': scosConversationMachine,
  'scos': scosMachine,
  'registry': registryMachine,
  'registry-catalogue': registryCatalogueMachine,
};
