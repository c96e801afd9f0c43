import type { Database } from './database.ts';

/** What the server's own connection may do, for the production checks. */
export interface DatabaseRole {
  name: string;
  /** The embedded PGlite: a single superuser, for the demo and development only. */
  isEmbedded: boolean;
  isSuperuser: boolean;
  /**
   * Owns the database, its public schema or a table of it, or may become their owner (a member of the owning role): it
   * could drop row-level security or the audit log. The database and schema count too, or a server role that owns an
   * empty database would pass the check and then create every table as their owner on its first start.
   */
  ownsData: boolean;
}

export async function readDatabaseRole(db: Database): Promise<DatabaseRole> {
  const [row] = await db.query<{ name: string; is_superuser: boolean; owns_data: boolean }>(
    `select current_user as name, r.rolsuper as is_superuser,
            exists (select 1 from pg_database d where d.datname = current_database() and pg_has_role(current_user, d.datdba, 'MEMBER'))
            or exists (select 1 from pg_namespace n where n.nspname = 'public' and pg_has_role(current_user, n.nspowner, 'MEMBER'))
            or exists (select 1 from pg_tables t where t.schemaname = 'public' and pg_has_role(current_user, t.tableowner, 'MEMBER')) as owns_data
       from pg_roles r where r.rolname = current_user`,
  );
  return {
    name: row?.name ?? 'unknown',
    isEmbedded: db.kind === 'pglite',
    isSuperuser: row?.is_superuser ?? true,
    ownsData: row?.owns_data ?? true,
  };
}
