import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';

/** JWT_SECRET when set; for the embedded database, a secret generated once and kept in DATA_DIR. */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const dir = resolve(config.DATA_DIR);
  const path = join(dir, 'jwt-secret');
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
