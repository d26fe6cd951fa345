import { randomId, signToken } from './crypto';
import { db } from './db';
import type { UserRecord } from './db/schemas';

/** Access tokens live 8 hours. */
const TOKEN_TTL_SECONDS = 8 * 3600;

export async function issueToken(user: UserRecord): Promise<{ token: string; expiresIn: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const jti = randomId('s');
  await db.sessions.create({
    jti,
    user_id: user.id,
    expires_at: (iat + TOKEN_TTL_SECONDS) * 1000,
    revoked: false,
  });
  return {
    token: signToken({ sub: user.id, tid: user.tenant_id, iat, exp: iat + TOKEN_TTL_SECONDS, jti }),
    expiresIn: TOKEN_TTL_SECONDS,
  };
}
