import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base64url, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * How the fake signs its next ID token: with its published key; with a key it never published but
 * under the published key's `kid` (a forger who read the key set); or not at all (`alg: none`,
 * RFC 7519 §6).
 */
export type FakeIdTokenSignature = 'published-key' | 'unpublished-key' | 'none';

/**
 * A minimal OpenID provider whose token endpoint answers whatever ID token the test asks for,
 * signed as the test asks (by default with its published key): for the refusals a real provider
 * would never produce (another issuer or audience, an expired token, a forged signature).
 */
export async function startFakeOidcIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const forgerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let nextClaims: (issuer: string) => JWTPayload = () => ({});
  let nextSignature: FakeIdTokenSignature = 'published-key';
  const idToken = async (claims: JWTPayload) => {
    if (nextSignature === 'none') {
      const part = (value: unknown) => base64url.encode(JSON.stringify(value));
      return `${part({ alg: 'none', kid: 'test-key' })}.${part(claims)}.`;
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(nextSignature === 'published-key' ? privateKey : forgerKey);
  };
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
        // `none` is allowed to an issuer whose ID tokens come only from its token endpoint (OpenID
        // Connect Discovery 1.0 §3): advertised here so that only the signature check refuses it.
        id_token_signing_alg_values_supported: ['RS256', 'none'],
      });
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/token') {
      for await (const _ of request);
      return json({
        access_token: 'opaque',
        token_type: 'Bearer',
        expires_in: 60,
        id_token: await idToken(nextClaims(issuer)),
      });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId: 'fake-client',
    clientSecret: 'fake-secret',
    /** The claims of the next ID token, given the issuer's own address, and how it is signed. */
    willAnswer(claims: (issuer: string) => JWTPayload, signature: FakeIdTokenSignature = 'published-key') {
      nextClaims = claims;
      nextSignature = signature;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
