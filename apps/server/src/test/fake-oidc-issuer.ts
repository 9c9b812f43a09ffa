import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A minimal OpenID provider whose token endpoint answers whatever ID token the test asks for,
 * signed with its published key: for the refusals a real provider would never produce (another
 * issuer or audience, an expired token).
 */
export async function startFakeOidcIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let nextClaims: (issuer: string) => JWTPayload = () => ({});
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/token') {
      for await (const _ of request);
      const idToken = await new SignJWT(nextClaims(issuer))
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .sign(privateKey);
      return json({ access_token: 'opaque', token_type: 'Bearer', expires_in: 60, id_token: idToken });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId: 'fake-client',
    clientSecret: 'fake-secret',
    /** The claims of the next ID token, given the issuer's own address. */
    willAnswer(claims: (issuer: string) => JWTPayload) {
      nextClaims = claims;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
