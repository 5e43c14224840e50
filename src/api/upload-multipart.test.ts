// @vitest-environment node
// Under jsdom, a File in FormData reaches Node's fetch without its name and bytes (Vitest's
// jsdom-to-Node bridge loses them with jsdom 29), so the multipart body is checked where File,
// FormData and fetch are one implementation, as they are in a browser.
import { describe, expect, it } from 'vitest';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { exampleDocHash, uploadHandler } from '../../test/msw/handlers/main';
import { chatBackend } from './chat-backend';
import { createMainClient } from './main-client';
import { recordRequests, testDeps } from './testing';

describe('uploading a document', () => {
  setupMswForSuite();

  describe('POST /v1/upload/documents', () => {
    it('sends the file in the multipart field "files" with its name, type and bytes', async () => {
      mswServer.use(uploadHandler());
      const requests = recordRequests();
      const file = new File(['Quartalsbericht: Umsatz +12 % – Grüße'], 'bericht.txt', { type: 'text/plain' });

      expect(await chatBackend(createMainClient(testDeps().deps), 'chat').uploadDocument(file)).toEqual({ doc_hash: exampleDocHash });

      const form = await requests[0]?.clone().formData();
      const sent = form?.getAll('files') ?? [];
      expect(sent).toHaveLength(1);
      const [part] = sent;
      if (!(part instanceof File)) throw new Error('the files field is not a file');
      expect(part.name).toBe('bericht.txt');
      expect(part.type).toBe('text/plain');
      expect(await part.text()).toBe('Quartalsbericht: Umsatz +12 % – Grüße');
    });
  });
});
