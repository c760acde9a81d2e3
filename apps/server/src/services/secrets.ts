import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs access tokens. In the embedded default it is generated once into
 * DATA_DIR (readable by this user only) so restarts keep everyone signed in; production
 * must pass TOKEN_SECRET (the config refuses to boot without it).
 */
export function loadTokenSecret(explicit: string | undefined, dataDir: string): Uint8Array {
  if (explicit) return new TextEncoder().encode(explicit);
  const file = path.join(dataDir, 'secrets', 'token-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), {
      mode: 0o600,
      flag: 'wx',
    });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/**
 * The token secret and, while it is being rotated out, the one before it (TOKEN_SECRET_PREVIOUS):
 * the first signs and encrypts, both are read.
 */
export function loadTokenSecrets(config: {
  tokenSecret: string | undefined;
  tokenSecretPrevious: string | undefined;
  dataDir: string;
}): { current: Uint8Array; previous: Uint8Array | null } {
  return {
    current: loadTokenSecret(config.tokenSecret, config.dataDir),
    previous: config.tokenSecretPrevious
      ? new TextEncoder().encode(config.tokenSecretPrevious)
      : null,
  };
}

/**
 * What the first key that reads it gives (`read` throws for a key that does not), and whether
 * that key was not the first (the secret being rotated out); null when none reads it. The one
 * rule of the rotation's overlap, for access tokens, sign-in challenges and stored authenticators.
 */
export async function readWithAnyKey<Key, Value>(
  keys: readonly Key[],
  read: (key: Key) => Value | Promise<Value>,
): Promise<{ value: Value; underPrevious: boolean } | null> {
  for (const [index, key] of keys.entries()) {
    try {
      return { value: await read(key), underPrevious: index > 0 };
    } catch {
      // Not this key's: the next one.
    }
  }
  return null;
}

/**
 * A secret the embedded demo keeps to itself in DATA_DIR/secrets/{name} (made at the first
 * start, readable by this user only).
 */
export function loadGeneratedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
