import type { ApiContext } from '../api-context';
import { bothTenants } from '../auth/tenants';
import type { Route } from '../http/route';
import { createImageHandler } from './image-handler';
import { visionSettings, type VisionSettings } from './vision-settings';

/** The image studio's endpoint (tools.md §7): the vision group and the trial origin's group may call it. */
export function visionRoutes(_context: ApiContext, settings: VisionSettings = visionSettings()): Route[] {
  return [
    { method: 'POST', path: '/v1/image_gen', tools: ['vision', 'trial'], tenants: bothTenants, toolName: 'Vision Studio', metered: 'model', handle: createImageHandler(settings) },
  ];
}
