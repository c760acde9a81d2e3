import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { readWithAnyKey } from './secrets';

const ISSUER = 'wildfire-portal';
const AUDIENCE = 'wildfire-portal-api';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Verified tokens kept so a busy client's every request does not redo the HMAC. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Signed access tokens (HS256). The session they name must also still be live in the database.
 * `previous`, the secret being rotated out, only verifies: its tokens last until they expire.
 */
export function createTokenSigner(secret: Uint8Array, previous: Uint8Array | null = null) {
  const verifying = previous ? [secret, previous] : [secret];

  // A token's signature and claims never change, so a verified one stays valid until it
  // expires; revocation lives in the session row, which is checked on every request anyway.
  // Bounded: past the limit the token used least recently is verified again when it returns.
  const verified = new LRUCache<string, AccessClaims & { expiresAtMs: number }>({
    max: VERIFIED_CACHE_SIZE,
  });

  return {
    async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },

    /** The claims of a valid, unexpired token, or null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) {
          return { userId: known.userId, sessionId: known.sessionId };
        }
        verified.delete(token);
        return null;
      }
      const verifiedToken = await readWithAnyKey(verifying, (key) =>
        jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] }),
      );
      if (!verifiedToken) return null;
      const { payload } = verifiedToken.value;
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      const claims = { userId, sessionId: payload.sid };
      if (typeof payload.exp === 'number') {
        verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
      }
      return claims;
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
