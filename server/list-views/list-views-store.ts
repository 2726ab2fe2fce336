import type { Db } from '../db/db';
import type {
  ListView,
  ListViewAudience,
  ListViewState,
} from '../../src/registry/list-views';

/**
 * Saved list views and each user's default view per list. Kept out of the
 * registry like the sidebar preferences: a view is its owner's record, seen
 * by the audience it names, and no admin screen lists them. A deleted user
 * takes their views and defaults along; a deleted view, the defaults on it.
 */
export const listViewsDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS list_views (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    list text NOT NULL,
    name text NOT NULL,
    audience text NOT NULL CHECK (audience IN ('me', 'role', 'everyone')),
    role_name text,
    state jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((audience = 'role') = (role_name IS NOT NULL))
  )`,
  // One name per owner and list: the menu tells views apart by name.
  `CREATE UNIQUE INDEX IF NOT EXISTS list_views_owner_list_name
     ON list_views (owner_id, list, lower(name))`,
  `CREATE INDEX IF NOT EXISTS list_views_list ON list_views (list)`,
  `CREATE TABLE IF NOT EXISTS list_view_defaults (
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    list text NOT NULL,
    view_id bigint NOT NULL REFERENCES list_views (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, list)
  )`,
  `CREATE INDEX IF NOT EXISTS list_view_defaults_view ON list_view_defaults (view_id)`,
];

interface ListViewRow {
  id: string | number;
  list: string;
  name: string;
  audience: ListViewAudience['kind'];
  role_name: string | null;
  state: ListViewState;
  owner_id: string | number;
  owner_name: string | null;
  is_default: boolean;
}

/** Whose views a caller sees: their own, their roles' and everyone's. */
export interface Viewer {
  id: number;
  roles: readonly string[];
}

function audienceOf(row: ListViewRow): ListViewAudience {
  if (row.audience === 'role' && row.role_name)
    return { kind: 'role', role: row.role_name };
  return row.audience === 'everyone' ? { kind: 'everyone' } : { kind: 'me' };
}

function asView(row: ListViewRow, viewerId: number): ListView {
  return {
    id: Number(row.id),
    list: row.list,
    name: row.name,
    audience: audienceOf(row),
    state: row.state,
    ownerId: Number(row.owner_id),
    ownerName: row.owner_name ?? '',
    isMine: Number(row.owner_id) === viewerId,
    isDefault: row.is_default,
  };
}

const visibleViews = `
  SELECT v.id, v.list, v.name, v.audience, v.role_name, v.state, v.owner_id,
         u.name AS owner_name, d.view_id IS NOT NULL AS is_default
    FROM list_views v
    LEFT JOIN users u ON u.id = v.owner_id
    LEFT JOIN list_view_defaults d ON d.view_id = v.id AND d.user_id = $1
   WHERE v.list = ANY($2::text[])
     AND (v.owner_id = $1 OR v.audience = 'everyone'
          OR (v.audience = 'role' AND v.role_name = ANY($3::text[])))`;

/**
 * The views of `lists` that `viewer` sees, by name. The caller passes only
 * lists the viewer may read: a view never shows a list its reader may not.
 */
export async function readVisibleViews(
  db: Db,
  viewer: Viewer,
  lists: readonly string[],
): Promise<ListView[]> {
  const { rows } = await db.query<ListViewRow>(
    `${visibleViews} ORDER BY lower(v.name), v.id`,
    [viewer.id, lists, viewer.roles],
  );
  return rows.map((row) => asView(row, viewer.id));
}

/** One view, when `viewer` sees it and may read its list. */
export async function readVisibleView(
  db: Db,
  viewer: Viewer,
  lists: readonly string[],
  id: number,
): Promise<ListView | undefined> {
  const { rows } = await db.query<ListViewRow>(
    `${visibleViews} AND v.id = $4`,
    [viewer.id, lists, viewer.roles, id],
  );
  const row = rows[0];
  return row ? asView(row, viewer.id) : undefined;
}

export async function roleExists(db: Db, role: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM roles WHERE name = $1', [
    role,
  ]);
  return rows.length > 0;
}

/** Whether `ownerId` already has a view of that name on that list (names ignore case). */
export async function hasViewNamed(
  db: Db,
  ownerId: number,
  list: string,
  name: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM list_views WHERE owner_id = $1 AND list = $2 AND lower(name) = lower($3)',
    [ownerId, list, name],
  );
  return rows.length > 0;
}

export interface ViewToInsert {
  list: string;
  name: string;
  audience: ListViewAudience;
  state: ListViewState;
}

/** Inserts the view owned by `ownerId` and answers its id. */
export async function insertView(
  tx: Db,
  ownerId: number,
  view: ViewToInsert,
): Promise<number> {
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO list_views (owner_id, list, name, audience, role_name, state)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb) RETURNING id`,
    [
      ownerId,
      view.list,
      view.name,
      view.audience.kind,
      view.audience.kind === 'role' ? view.audience.role : null,
      JSON.stringify(view.state),
    ],
  );
  return Number(rows[0]?.id);
}

/** Makes `viewId` the list `list` opens on for `userId`, or clears it. */
export async function setDefaultView(
  tx: Db,
  userId: number,
  list: string,
  viewId: number,
  isDefault: boolean,
): Promise<void> {
  if (isDefault)
    await tx.query(
      `INSERT INTO list_view_defaults (user_id, list, view_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, list) DO UPDATE SET view_id = $3`,
      [userId, list, viewId],
    );
  else
    await tx.query(
      'DELETE FROM list_view_defaults WHERE user_id = $1 AND view_id = $2',
      [userId, viewId],
    );
}

export async function deleteView(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM list_views WHERE id = $1', [id]);
}
