/**
 * What the server's parts share: the signed-in caller, change notices for the
 * socket, and the dependencies every route module receives. Kept in one small
 * file so that auth, resources and realtime do not import one another.
 */
import type { RoleName, UserType } from '../src/registry/enums';
import type { Db } from './db/db';
import type { RunningConfig } from './config';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  userType: UserType;
  roles: RoleName[];
  /**
   * The permission keys of all the user's roles, read with the session on
   * every request, so a role's new permissions count from the next call.
   */
  permissions: string[];
  /** The session (user-sessions row) the access token belongs to. */
  sessionId: number;
}

/**
 * Who hears of a notice, when not everyone who may read its resource: these
 * users, and those who may do every one of `may` (an approval request: its
 * requester and its approvers). Admins hear of everything.
 */
export interface NoticeAudience {
  userIds: number[];
  may: { resource: string; verb: string }[];
}

export interface ChangeNotice {
  resource: string;
  type: 'created' | 'updated' | 'deleted';
  ids: (number | string)[];
  audience?: NoticeAudience;
}

export interface ServerDeps {
  db: Db;
  config: RunningConfig;
  /**
   * Announces mutations made in `tx` to every authenticated socket on every
   * server instance, when and only if `tx` commits. Call it inside the
   * transaction that made them.
   */
  publish: (tx: Db, ...changes: ChangeNotice[]) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth pre-handler on every /api/v1/admin route. */
    user?: AuthUser;
  }
}
