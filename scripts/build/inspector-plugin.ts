import type { Plugin } from 'vite';
import type { InspectionRecord } from '../../contracts/inspector-channel';

const keep = 200;

/**
 * The live inspector's relay in the dev server: records from the studio tab arrive on the
 * HMR websocket and go out to every inspector page on the same socket. The last ones are kept
 * for a page that opens later.
 */
export function inspectorPlugin(): Plugin {
  const recent: InspectionRecord[] = [];
  return {
    name: 'studio-inspector',
    apply: 'serve',
    configureServer(server) {
      server.ws.on('studio:inspect', (record) => {
        recent.push(record);
        if (recent.length > keep) recent.shift();
        server.ws.send('studio:inspect:record', record);
      });
      server.ws.on('studio:inspect:hello', (_data, client) => {
        client.send('studio:inspect:history', recent);
      });
    },
  };
}
