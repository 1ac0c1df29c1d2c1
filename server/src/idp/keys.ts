import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

/** The development provider's secrets: one RS256 signing key and the cookie-signing keys. */
export interface IdpKeys {
  /** Private JWK with kid, alg RS256, use sig. */
  signingKey: JWK;
  cookieKeys: string[];
}

export async function generateIdpKeys(): Promise<IdpKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  return {
    signingKey: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function isIdpKeys(value: unknown): value is IdpKeys {
  const keys = value as Partial<IdpKeys> | null;
  return (
    typeof keys?.signingKey === 'object' &&
    keys.signingKey !== null &&
    typeof keys.signingKey.d === 'string' &&
    Array.isArray(keys.cookieKeys) &&
    keys.cookieKeys.every((key) => typeof key === 'string')
  );
}

/** Where the keys live inside DATA_DIR. */
export function idpKeysFile(dataDir: string): string {
  return path.join(dataDir, 'idp-keys.json');
}

/**
 * Keys live in DATA_DIR so sessions and issued tokens survive a restart, and so the
 * `dev:token` command signs with the key the running server trusts. Created on first use,
 * readable only by their owner.
 */
export async function loadOrCreateIdpKeys(file: string): Promise<IdpKeys> {
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isIdpKeys(stored)) return stored;
    throw new Error(`${file} is not a key file of the development sign-in`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = await generateIdpKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  // 'wx': two processes starting together must not overwrite each other's key.
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateIdpKeys(file);
  }
}

/** The public half, as the JWKS endpoint publishes it. */
export function publicJwk(keys: IdpKeys): JWK {
  const { kty, n, e, kid, alg, use } = keys.signingKey;
  return { kty, n, e, kid, alg, use };
}

/**
 * An account's subject is derived from its e-mail, so the same person gets the same subject
 * from the browser sign-in and from `dev:token`, without the command opening the database
 * (an embedded database cannot be opened by two processes).
 */
export function subjectForEmail(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return `local|${digest.slice(0, 24)}`;
}

export const ACCESS_TOKEN_TTL_SECONDS = 900;

/**
 * An access token exactly like the ones the provider issues at its token endpoint: for
 * scripts and tests (`npm run -s dev:token -- someone@example.com`).
 */
export async function signLocalAccessToken(options: {
  keys: IdpKeys;
  issuer: string;
  audience: string;
  clientId: string;
  email: string;
  ttlSeconds?: number;
}): Promise<string> {
  const email = options.email.trim().toLowerCase();
  const key = await importJWK(options.keys.signingKey, 'RS256');
  return new SignJWT({
    email,
    email_verified: true,
    client_id: options.clientId,
    scope: 'openid profile email',
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: options.keys.signingKey.kid })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setSubject(subjectForEmail(email))
    .setIssuedAt()
    .setJti(randomBytes(16).toString('base64url'))
    .setExpirationTime(`${options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}
