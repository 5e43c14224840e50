import type { InspectionEvent } from 'xstate';
import { toInspectionRecord } from '../inspector/inspection-record';

/**
 * Development only: every snapshot of the studio's actors goes over the dev server's own
 * websocket to the live inspector page (/inspector.html). No internet, no extra service.
 */
export function createDevInspector(): ((event: InspectionEvent) => void) | undefined {
  const hot = import.meta.hot;
  if (!hot) return undefined;
  return (event) => {
    const record = toInspectionRecord(event, Date.now());
    if (record) hot.send('studio:inspect', record);
  };
}
