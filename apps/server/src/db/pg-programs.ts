// PostgreSQL's client programs (pg_dump, pg_restore) as the backup runs them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The program from the newest PostgreSQL installed the Debian way (/usr/lib/postgresql/N/bin:
 * pg_dump must be as new as the server), else the one on PATH.
 */
export function findPgProgram(program: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const path = join(root, version, 'bin', program);
    if (existsSync(path)) return path;
  }
  return program;
}

/**
 * A connection URL for a libpq program, without its password: the password goes in the
 * program's environment (PGPASSWORD), not on its command line where any user's `ps` reads it.
 * libpq takes the rest as is (several hosts, target_session_attrs, sslmode).
 */
export function libpqTarget(databaseUrl: string): { url: string; env: Record<string, string> } {
  const match = /^(postgres(?:ql)?:\/\/)([^:@/?#]*):([^@/?#]*)@/.exec(databaseUrl);
  if (!match) return { url: databaseUrl, env: {} };
  const [whole, scheme, user, password] = match as unknown as [string, string, string, string];
  return {
    url: `${scheme}${user}@${databaseUrl.slice(whole.length)}`,
    env: { PGPASSWORD: decodeURIComponent(password) },
  };
}
