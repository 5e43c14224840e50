import type { ApiContext } from '../api-context';
import { readJson } from '../http/body';
import { HttpError, sendJson } from '../http/errors';
import type { AnyRoute, PublicRoute, Route } from '../http/route';
import { answerTurn } from './scos-bot';
import { mediaFile } from './scos-media';
import { parseScosRequest } from './scos-request';

const maxBodyBytes = 64 * 1024;

/** The bot token of the reference stack (`SCOS_BOT_TOKEN`); the studio's configuration names the same. */
export const scosBotToken = (env: NodeJS.ProcessEnv = process.env) => env.SCOS_BOT_TOKEN?.trim() || 'studio-demo';

/**
 * The customer-service demo's reference bot: `POST /v1/scos/{token}` answers one turn
 * with `{response[]}` (docs/openapi/customer-service.yaml), for the customer-service group;
 * `GET /v1/scos/media/{name}` serves the pictures and sound its replies point to, without a token.
 */
export function scosRoutes({ now }: ApiContext, botToken = scosBotToken()): AnyRoute[] {
  const turn: Route = {
      method: 'POST',
      path: '/v1/scos/:token',
      tools: ['customerService'],
      toolName: 'the SCOS demo',
      handle: async ({ req, res, params }) => {
        if (params.token !== botToken) throw new HttpError(404, 'Unknown bot token.');
        const turn = parseScosRequest(await readJson(req, maxBodyBytes, 'The request is too large.'), botToken);
        sendJson(res, 200, { response: answerTurn(turn, now()) });
      },
    };
  const files: PublicRoute = {
      method: 'GET',
      path: '/v1/scos/media/:name',
      public: true,
      handle: async ({ res, params }) => {
        const file = mediaFile(params.name ?? '');
        if (!file) throw new HttpError(404, 'There is no such media file.');
        res.writeHead(200, {
          'content-type': file.type,
          'content-length': file.body.length,
          'cache-control': 'public, max-age=3600',
          'x-content-type-options': 'nosniff',
          // Loaded by the studio's <img>/<audio> from another origin.
          'cross-origin-resource-policy': 'cross-origin',
          // An SVG opened on its own must not run anything.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        });
        res.end(file.body);
      },
    };
  return [turn, files];
}
