import type { Database } from './database.ts';

/** What the server's own connection may do, for the production checks. */
export interface DatabaseRole {
  name: string;
  /** The embedded PGlite: a single superuser, for the demo and development only. */
  isEmbedded: boolean;
  isSuperuser: boolean;
  /** Owns a table of the schema, or may become its owner (a member of the owning role): it could drop row-level security. */
  ownsTables: boolean;
}

export async function readDatabaseRole(db: Database): Promise<DatabaseRole> {
  const [row] = await db.query<{ name: string; is_superuser: boolean; owns_tables: boolean }>(
    `select current_user as name, r.rolsuper as is_superuser,
            exists (select 1 from pg_tables t where t.schemaname = 'public' and pg_has_role(current_user, t.tableowner, 'MEMBER')) as owns_tables
       from pg_roles r where r.rolname = current_user`,
  );
  return {
    name: row?.name ?? 'unknown',
    isEmbedded: db.kind === 'pglite',
    isSuperuser: row?.is_superuser ?? true,
    ownsTables: row?.owns_tables ?? true,
  };
}
