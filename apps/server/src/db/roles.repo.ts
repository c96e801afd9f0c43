import { DEFAULT_ROLES } from '@fieldbook/domain';
import type { Queryable } from './database.ts';

/** Keeps the roles table equal to the domain's ladder; runs on every start, costs one statement. */
export async function syncRoles(db: Queryable): Promise<void> {
  const rows = DEFAULT_ROLES.map((role, index) => ({ id: index + 1, ...role }));
  await db.query(
    `insert into roles (id, name, priority, permissions)
     select id, name, priority, array(select jsonb_array_elements_text(permissions))
       from jsonb_to_recordset($1::jsonb) as r(id smallint, name text, priority integer, permissions jsonb)
     on conflict (id) do update set name = excluded.name, priority = excluded.priority, permissions = excluded.permissions`,
    [JSON.stringify(rows)],
  );
}

export async function findRoleIdByName(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from roles where name = $1', [name]);
  if (!row) throw new Error(`role ${name} is missing`);
  return row.id;
}
