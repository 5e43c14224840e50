import { OAuth2Server } from 'oauth2-mock-server';

/**
 * `tsx scripts/deploy-test/second-provider.ts <port> <user> <groups,…>`: an OpenID provider the
 * studio did not write (oauth2-mock-server), for the deployment test, on localhost:<port>. It signs
 * in one person, at once (no page of its own), and puts their groups where Keycloak does, in the
 * nested claim `realm_access.roles`; `groups` and `groupMembership` stay empty, so a reader of the
 * default claims would see none. Both its tokens carry the groups; the access token's audience is
 * `api://studio`, the ID token's the client's. Ends on SIGTERM or SIGINT.
 */
const [portText, user, groupList = ''] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || port <= 0 || !user) {
  console.error('usage: second-provider.ts <port> <user> <group,group,…>');
  process.exit(2);
}
const roles = groupList.split(',').map((group) => group.trim()).filter(Boolean);

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  const isIdToken = typeof token.payload.aud === 'string' && token.payload.aud !== '' && !('scope' in token.payload);
  Object.assign(token.payload, {
    sub: user,
    name: `${user[0]!.toUpperCase()}${user.slice(1)} Partner`,
    email: `${user}@partner.example`,
    realm_access: { roles },
    ...(isIdToken ? {} : { aud: 'api://studio' }),
  });
});
await server.start(port, 'localhost');
console.log(`second provider ${server.issuer.url}: ${user} in ${roles.join(', ') || 'no group'} (realm_access.roles)`);

const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
