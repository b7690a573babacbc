// Administers a deployment: `npm run cli -- <command> [options]`.
import { parseArgs } from 'node:util';
import { EmailSchema } from '@tallysheet/contract/identity/email';
import { NewPasswordSchema } from '@tallysheet/contract/identity/password';
import { UsernameSchema } from '@tallysheet/contract/identity/username';
import { TenantIdSchema } from '@tallysheet/contract/tenants/tenant-id';
import { ConfigError, databaseOptions, loadConfig } from './config.ts';
import { BackupRefusedError, backupDatabase, restoreDatabase } from './db/backup.ts';
import { openDatabase } from './db/client.ts';
import { createTestClock, systemClock } from './lib/clock.ts';
import type { ServiceDeps } from './lib/deps.ts';
import { silentLogger } from './lib/logger.ts';
import { generateTemporaryPassword } from './modules/identity/temporary-password.ts';
import { ensureDemoTenant } from './modules/demo/demo-tenant.ts';
import { runApprovalSchedule } from './modules/approval-schedule/approval-schedule.ts';
import { createAuditSigningKey } from './lib/audit-signing-key.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { verifyTrail } from './modules/audit/checkpoint.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { listEveryTenant, setTenantEnterprise } from './modules/tenants/tenants.service.ts';
import { createInternalTenant } from './modules/welcome/welcome.service.ts';

const HELP = `Usage: npm run cli -- <command> [options]

Commands:
  create-internal-tenant --tenant-id ID --name NAME --username USER --email EMAIL [--display-name NAME] [--password PASSWORD [--temporary]]
      Creates an internal tenant with a SuperUser. Without --password a temporary one is printed;
      a temporary password (or one given with --temporary) must be changed at first sign-in.
  create-demo-tenant
      Creates the demo tenant (Demo Consulting: its three users, a directory and weeks of
      timesheets) on a database without customer tenants, as the server does when it first
      starts on the embedded database; refused once a customer tenant exists.
  mark-enterprise --tenant-id ID [--off]
      Marks a tenant enterprise (billing handled outside self-service), or unmarks it.
  list-tenants
      Lists every tenant.
  run-approval-schedule --tenant-id ID [--at INSTANT]
      Runs the approval schedule now for one tenant: reminders to submit and to approve,
      escalations and the daily digest that are due (Admin Settings → Approvals and Reminders).
      --at runs it as of a later ISO instant (e.g. 2026-12-03T09:00:00Z) to see what that day
      sends; what is sent is recorded, so no run sends the same reminder twice.
  audit-verify --tenant-id ID
      Recomputes the tenant's audit trail hash chain and names the first broken entry (when
      entries were pruned, from the latest checkpoint, whose signature is checked first);
      exits with 3 when the chain is broken.
  backup --out FILE
      Writes a backup of the whole database, every tenant, to FILE (a new file). PGlite: a
      copy of the data directory, taken with the server stopped. PostgreSQL: a pg_dump archive
      (custom format), taken while the servers run.
  restore --from FILE
      Restores a backup into an empty database (PGlite: an empty DATA_DIR; PostgreSQL: an
      empty database in DATABASE_URL), refusing one that holds data, then opens it as the
      server does and prints its number of tenants. Start the server on it afterwards.

The database is the one the server uses: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL).
With PGlite, stop the server first: one process at a time may open the data directory.`;

class UsageError extends Error {}

function check<T>(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      data?: T;
      error?: { issues: { message: string }[] };
    };
  },
  value: unknown,
  flag: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new UsageError(`${flag}: ${result.error!.issues.map((i) => i.message).join('; ')}`);
  return result.data as T;
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      'tenant-id': { type: 'string' },
      name: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      'display-name': { type: 'string' },
      password: { type: 'string' },
      off: { type: 'boolean', default: false },
      temporary: { type: 'boolean', default: false },
      at: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') {
    await backupOrRestore(command, values, config);
    return;
  }
  const db = await openDatabase({ ...databaseOptions(config), poolSize: 2 });
  // The cli sends no mail: anything queued waits in the outbox for the server's worker.
  const mailer = createMailer({ config, db, log: silentLogger, worker: false });
  const deps: ServiceDeps = { db, mailer, clock: systemClock, config, log: silentLogger };
  try {
    if (command === 'create-internal-tenant') {
      const tenantId = check<string>(TenantIdSchema, values['tenant-id'], '--tenant-id');
      const name = values.name?.trim();
      if (!name) throw new UsageError('--name: the company name is required');
      const username = check<string>(UsernameSchema, values.username, '--username');
      const email = check<string>(EmailSchema, values.email, '--email');
      const given = values.password;
      const temporary = !given || values.temporary;
      const password = given
        ? check<string>(NewPasswordSchema, given, '--password')
        : generateTemporaryPassword();
      const created = await createInternalTenant({
        deps,
        input: {
          tenantId,
          name,
          username,
          email,
          displayName: values['display-name']?.trim() || username,
          password,
          temporary,
        },
      });
      if (!created) throw new UsageError(`--tenant-id: the tenant "${tenantId}" already exists`);
      process.stdout.write(
        `Created internal tenant "${tenantId}" with SuperUser "${username}".\n` +
          (given
            ? ''
            : `Temporary password (change it at first sign-in, within 7 days): ${password}\n`),
      );
    } else if (command === 'create-demo-tenant') {
      if (!(await ensureDemoTenant({ deps })))
        throw new UsageError(
          'The database has customer tenants: the demo tenant is for a new one.',
        );
    } else if (command === 'mark-enterprise') {
      const tenantId = check<string>(TenantIdSchema, values['tenant-id'], '--tenant-id');
      const updated = await setTenantEnterprise({ deps, tenantId, enterprise: !values.off });
      if (!updated) throw new UsageError(`--tenant-id: no tenant "${tenantId}"`);
      process.stdout.write(
        `Tenant "${tenantId}" is ${updated.isEnterprise ? 'now' : 'no longer'} enterprise.\n`,
      );
    } else if (command === 'list-tenants') {
      const rows = await listEveryTenant({ deps });
      if (rows.length === 0) process.stdout.write('No tenants.\n');
      else {
        console.table(
          rows.map((row) => ({
            tenantId: row.tenantId,
            name: row.name,
            internal: row.internal,
            enterprise: row.isEnterprise,
            status: row.subscriptionStatus ?? '---',
            users: row.users,
            created: row.createdAt.toISOString().slice(0, 10),
          })),
        );
      }
    } else if (command === 'run-approval-schedule') {
      const tenantId = check<string>(TenantIdSchema, values['tenant-id'], '--tenant-id');
      const at = values.at === undefined ? undefined : new Date(values.at);
      if (at && (Number.isNaN(at.getTime()) || at < systemClock.now()))
        throw new UsageError('--at: give an ISO instant, now or later (e.g. 2026-12-03T09:00:00Z)');
      const result = await runApprovalSchedule(
        at ? { ...deps, clock: createTestClock(at) } : deps,
        { tenantId },
      );
      if (!result.claimed) throw new UsageError('The schedule is running on another instance.');
      const { remindSubmit, remindApprove, escalateBackup, escalateAdmins, digest } = result.sent;
      process.stdout.write(
        `Approval schedule for "${tenantId}" as of ${(at ?? systemClock.now()).toISOString()}: ` +
          `${remindSubmit} reminders to submit, ${remindApprove} reminders to approve, ` +
          `${escalateBackup} e-mails to Backup Managers, ${escalateAdmins} to administrators, ` +
          `${digest} digests queued.\n`,
      );
    } else if (command === 'audit-verify') {
      const tenantId = check<string>(TenantIdSchema, values['tenant-id'], '--tenant-id');
      // A pruned trail starts from its checkpoint, signed with the server's key.
      const key = createAuditSigningKey(config.AUDIT_SIGNING_KEY, resolveJwtSecret(config));
      const result = await verifyTrail(db, key, tenantId);
      process.stdout.write(
        result.valid
          ? `The audit trail of "${tenantId}" is intact: ${result.entries} entries` +
              (result.checkpoint
                ? ` since its checkpoint at position ${result.checkpoint.seq} (${result.checkpoint.at}).\n`
                : '.\n')
          : `The audit trail of "${tenantId}" is broken after ${result.entries} intact entries` +
              (result.checkpoint && result.checkpoint.signatureValid === false
                ? `: its checkpoint ${result.checkpoint.id} does not carry the server's signature.\n`
                : result.firstBrokenId
                  ? `: first broken entry ${result.firstBrokenId}.\n`
                  : ': its last entries are missing.\n'),
      );
      if (!result.valid) process.exitCode = 3;
    } else {
      throw new UsageError(`Unknown command "${command}".\n\n${HELP}`);
    }
  } finally {
    await db.close();
  }
}

/** Backup and restore open the database themselves (db/backup.ts), not as the commands above. */
async function backupOrRestore(
  command: 'backup' | 'restore',
  values: { out?: string; from?: string },
  config: ReturnType<typeof loadConfig>,
) {
  const target = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL };
  if (command === 'backup') {
    if (!values.out) throw new UsageError('--out: the file to write the backup to is required');
    const { engine, bytes } = await backupDatabase(target, values.out);
    process.stdout.write(
      `Backed up the ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} database to ${values.out} ` +
        `(${(bytes / 1024 / 1024).toFixed(1)} MB).\n`,
    );
  } else {
    if (!values.from) throw new UsageError('--from: the backup file to restore is required');
    const { tenants } = await restoreDatabase(target, values.from);
    process.stdout.write(
      `Restored ${values.from}: ${tenants} tenant${tenants === 1 ? '' : 's'}. The server can start on it.\n`,
    );
  }
}

main(process.argv.slice(2)).catch((error) => {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof BackupRefusedError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
