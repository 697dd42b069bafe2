/**
 * How `npm run leads -- users …` reaches the accounts: the database directly (PostgreSQL, or
 * the embedded one when no server runs), or the running server through the lock socket.
 */

import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';
import {
  AccountError,
  addUser,
  listUsers,
  removeUser,
  resetPassword,
  setUserLanguage,
  setUserRoles,
  type User,
} from '@server/accounts/users';
import type { Config } from '@server/config';
import { DataDirInUseError, lockSocketPath } from '@server/db/data-dir-lock';
import { openDatabase } from '@server/db/database';
import type { userToJson } from '@server/routes/admin-users';
import { json, requestServer } from './server-request';

export interface UsersAccess {
  readonly via: 'database' | 'server';
  add(user: {
    email: string;
    name?: string;
    password: string;
    language?: Language;
    roles?: Role[];
  }): Promise<User>;
  setRoles(email: string, roles: Role[]): Promise<void>;
  setLanguage(email: string, language: Language): Promise<void>;
  list(): Promise<User[]>;
  remove(email: string): Promise<void>;
  resetPassword(email: string, password: string): Promise<void>;
  close(): Promise<void>;
}

export async function openUsersAccess(config: Config): Promise<UsersAccess> {
  try {
    const database = await openDatabase(config, { role: 'cli' });
    const { db } = database;
    return {
      via: 'database',
      add: (user) => addUser(db, user),
      list: () => listUsers(db),
      remove: (email) => removeUser(db, email),
      resetPassword: (email, password) => resetPassword(db, email, password),
      setLanguage: (email, language) => setUserLanguage(db, email, language),
      setRoles: async (email, roles) => {
        await setUserRoles(db, email, roles);
      },
      close: () => database.close(),
    };
  } catch (error) {
    if (error instanceof DataDirInUseError && error.owner?.role === 'server') {
      return serverAccess(lockSocketPath(config.DATA_DIR));
    }
    throw error;
  }
}

type UserJson = ReturnType<typeof userToJson>;

const userFromJson = (user: UserJson): User => ({
  ...user,
  createdAt: new Date(user.createdAt),
  lastSignInAt: user.lastSignInAt ? new Date(user.lastSignInAt) : null,
});

function serverAccess(socketPath: string): UsersAccess {
  /** The answer's JSON; a refusal becomes the same AccountError a direct call throws. */
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await requestServer(socketPath, method, path, body);
    const answer = await json<T & { error?: string; message?: string }>(response);
    if (response.statusCode === 200) return answer;
    if (answer.message && answer.error && answer.error !== 'validation') {
      throw new AccountError(answer.error as AccountError['code'], answer.message);
    }
    throw new Error(`The running server answered ${response.statusCode} to ${method} ${path}`);
  }
  return {
    via: 'server',
    add: async (user) => userFromJson(await call<UserJson>('POST', '/api/admin/users', user)),
    list: async () => (await call<UserJson[]>('GET', '/api/admin/users')).map(userFromJson),
    remove: async (email) => {
      await call('POST', '/api/admin/users/remove', { email });
    },
    resetPassword: async (email, password) => {
      await call('POST', '/api/admin/users/reset-password', { email, password });
    },
    setLanguage: async (email, language) => {
      await call('POST', '/api/admin/users/language', { email, language });
    },
    setRoles: async (email, roles) => {
      await call('POST', '/api/admin/users/roles', { email, roles });
    },
    close: async () => {},
  };
}
