// The OpenID provider of the single sign-on browser test, run as its own process: a real provider
// (oidc-provider) on 127.0.0.1 with an ephemeral port, one client and one account with a verified
// email. Sends its issuer and client back to the setup once it listens.
import { startTestOidcProvider } from '../../apps/server/src/test/oidc-provider.ts';

const [redirectUri] = process.argv.slice(2);
const provider = await startTestOidcProvider(redirectUri ?? '');
provider.addAccount({
  sub: 'e2e-treasury',
  email: 'treasury@demo.example',
  email_verified: true,
  given_name: 'Tomás',
});
process.send?.({ issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret });
