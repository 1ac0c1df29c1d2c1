// Prints an access token of the development identity provider for one e-mail address, for
// scripts and manual API calls:
//   curl -H "authorization: Bearer $(npm run -s dev:token -- someone@example.com)" ...
// Only while the development provider is enabled (never with AUTH_ISSUER set).
import path from 'node:path';
import { isEmailAddress } from '../src/contracts/email.ts';
import { PROJECT_ROOT } from '../server/src/db/client.ts';
import { authIssuer, ConfigError, loadEnv, localIdpEnabled } from '../server/src/env.ts';
import { idpKeysFile, loadOrCreateIdpKeys, signLocalAccessToken } from '../server/src/idp/keys.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const email = process.argv[2]?.trim() ?? '';
  if (!isEmailAddress(email) || process.argv.length > 3) {
    fail('Usage: npm run -s dev:token -- someone@example.com');
  }
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  if (!localIdpEnabled(env)) {
    fail(
      'The development sign-in is not enabled (AUTH_ISSUER is set, or production without ' +
        'LOCAL_IDP_ENABLED=true): ask the configured identity provider for a token instead.',
    );
  }
  const keys = await loadOrCreateIdpKeys(idpKeysFile(path.resolve(PROJECT_ROOT, env.DATA_DIR)));
  const token = await signLocalAccessToken({
    keys,
    issuer: authIssuer(env)!,
    audience: env.AUTH_AUDIENCE,
    clientId: env.AUTH_CLIENT_ID,
    email,
  });
  // Only the token on stdout, so $(...) captures exactly it.
  process.stdout.write(`${token}\n`);
}

await main();
