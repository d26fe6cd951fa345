/**
 * Signs a demo user in without the login screen, for stories and component tests: a real token
 * from the mock, written where the app keeps its session.
 */
import { writeSession } from '../src/lib/session-storage';
import { db } from './db';
import { toUser } from './serializers';
import { issueToken } from './sessions';

export type DemoUsername = 'admin' | 'gestor' | 'corretor' | 'autonomo' | 'suporte';

export async function signInDemoUser(username: DemoUsername): Promise<void> {
  const user = db.users.findFirst((q) => q.where({ username }));
  if (!user) throw new Error(`unknown demo user ${username}`);
  const { token } = await issueToken(user);
  writeSession(token, toUser(user), true);
}
