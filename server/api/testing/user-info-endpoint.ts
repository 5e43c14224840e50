import { createServer } from 'node:http';
import { once } from 'node:events';

/**
 * A provider's user-info endpoint on a loopback port: answers with the claims registered for a
 * bearer, 401 for any other; counts the questions, so a test can see the API's cache at work.
 */
export async function startUserInfoEndpoint() {
  const answers = new Map<string, Record<string, unknown>>();
  let questions = 0;
  const server = createServer((req, res) => {
    questions += 1;
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const claims = token ? answers.get(token) : undefined;
    res.writeHead(claims ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(claims ?? { error: 'invalid_token' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const url = new URL(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/userinfo`);
  return {
    url,
    answer: (token: string, claims: Record<string, unknown>) => answers.set(token, claims),
    /** The provider revokes the token: user-info refuses it from now on. */
    revoke: (token: string) => answers.delete(token),
    questions: () => questions,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
