import { describe, expect, it } from 'vitest';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { customerServiceHandler, exampleReply } from '../../test/msw/handlers/customer-service';
import { type CsChatRequest, createCustomerServiceClient, customerServiceBackend } from './customer-service-client';
import { recordRequests, rejectionOf, testDeps, testTokens } from './testing';

describe('the customer-service client', () => {
  setupMswForSuite();

  const turn: CsChatRequest = {
    version: '2.0',
    user: { userId: 'USER_alice', sessionId: 'session_6f1c', timezone: 'Europe/Berlin' },
    locale: 'de-DE',
    request: { type: 'TEXT', message: 'hi', data: { uid: 'alice', workforceID: 'W1', documents: [], token: 'bot-1', headers: {} } },
  };

  function customerService() {
    const setup = testDeps();
    setup.deps.config.origins.development.api.customerService = 'http://localhost:4000/v1/scos';
    return { ...setup, backend: customerServiceBackend(createCustomerServiceClient(setup.deps)) };
  }

  describe('POST {endpoint}/{token}', () => {
    it('sends the turn as JSON to the bot token path and gives the reply items', async () => {
      mswServer.use(customerServiceHandler(undefined, 'http://localhost:4000/v1/scos'));
      const requests = recordRequests();

      const body = await customerService().backend.sendMessage('bot-1', turn);
      expect(await new Response(body).json()).toEqual(exampleReply);

      const [request] = requests;
      expect(request?.url).toBe('http://localhost:4000/v1/scos/bot-1');
      expect(request?.headers.get('Content-Type')).toBe('application/json');
      expect(request?.headers.get('Accept')).toBe('application/json');
      expect(request?.headers.get('Authorization')).toBe(`Bearer ${testTokens.accessToken}`);
      expect(await request?.clone().json()).toEqual(turn);
    });

    it('a non-200 answer is an ApiError with its status', async () => {
      mswServer.use(customerServiceHandler({ status: 404, detail: 'Unknown bot token.' }, 'http://localhost:4000/v1/scos'));
      expect(await rejectionOf(customerService().backend.sendMessage('nope', turn))).toMatchObject({
        status: 404,
        body: { detail: 'Unknown bot token.' },
      });
    });
  });
});
