import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'wildfire-portal';
const AUDIENCE = 'wildfire-portal-api';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Verified tokens kept so a busy client's every request does not redo the HMAC. */
const VERIFIED_CACHE_SIZE = 10_000;

/** Signed access tokens (HS256). The session they name must also still be live in the database. */
export function createTokenSigner(secret: Uint8Array) {
  // A token's signature and claims never change, so a verified one stays valid until it
  // expires; revocation lives in the session row, which is checked on every request anyway.
  const verified = new Map<string, AccessClaims & { expiresAtMs: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAtMs: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { ...claims, expiresAtMs });
  };
  /**
   * What is known of a token verified before, without waiting for a promise: its claims while it
   * is unexpired, null once it has expired, undefined when it was never verified here.
   */
  const remembered = (token: string): Readonly<AccessClaims> | null | undefined => {
    const known = verified.get(token);
    if (!known) return undefined;
    if (known.expiresAtMs > Date.now()) return known;
    verified.delete(token);
    return null;
  };

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

    remembered,

    /** The claims of a valid, unexpired token, or null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = remembered(token);
      if (known !== undefined) {
        return known && { userId: known.userId, sessionId: known.sessionId };
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        const claims = { userId, sessionId: payload.sid };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
