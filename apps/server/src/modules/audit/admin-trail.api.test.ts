import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@tallysheet/contract/audit/audit';
import { DEFAULT_APPROVAL_SETTINGS } from '@tallysheet/contract/approvals/approval-settings';
import { API_KEY_SCOPES } from '@tallysheet/contract/api-keys/api-keys';
import { createTestClock } from '../../lib/clock.ts';
import { engine, useTestContext } from '../../test/harness.ts';
import { timesheetWorld, type TimesheetWorld as World } from '../../test/timesheet-world.ts';
import { verifyChain } from './audit.service.ts';

const clock = createTestClock('2026-11-25T12:00:00Z');
const ctx = useTestContext({ FEATURE_FLAGS: 'GenerateApiKeys=on' }, undefined, { clock });
const newWorld = () => timesheetWorld(ctx);

const call = (world: World, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: world.as(world.admin), ...(payload && { payload }) });

const trail = async (world: World, query = ''): Promise<AuditEntry[]> =>
  (await ctx.app.inject({ url: `/api/admin/audit${query}`, headers: world.as(world.admin) })).json()
    .entries;

describe(`users, API keys and settings in the audit trail on ${engine}`, () => {
  it('creating a user and changing their role each leave an entry with before and after, no credential in them', async () => {
    const world = await newWorld();
    const user = { username: 'ivy', name: 'Ivy Chen', email: 'ivy@example.com', role: 'assoc' };
    expect((await call(world, 'POST', '/api/users/v2', user)).statusCode).toBe(201);
    const promoted = await call(world, 'PUT', '/api/users/v2/ivy', { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const demoted = await call(world, 'PUT', '/api/users/v2/ivy', { role: 'assoc' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const entries = await trail(world, '?entityType=user&entityId=ivy');
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(entries[2]!.after).toMatchObject({ userId: 'ivy', systemRole: 'assoc' });
    expect(entries[1]).toMatchObject({
      before: { systemRole: 'assoc' },
      after: { systemRole: 'admin' },
      actor: { type: 'user', id: world.admin.userId, name: 'Adam Admin' },
    });
    const fields = JSON.stringify(entries.map((entry) => [entry.before, entry.after]));
    expect(fields).not.toMatch(/password|hash|totp/i);
  });

  it('an API key created and revoked is recorded without its secret', async () => {
    const world = await newWorld();
    const created = await call(world, 'POST', '/api/admin/api-keys', {
      name: 'Payroll export',
      scopes: [...API_KEY_SCOPES],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, key } = created.json();
    expect((await call(world, 'DELETE', `/api/admin/api-keys/${id}`)).statusCode).toBe(204);
    const entries = await trail(world, '?entityType=apiKey');
    expect(entries.map((entry) => entry.action)).toEqual(['revoke', 'create']);
    expect(entries[1]!.after).toMatchObject({ name: 'Payroll export' });
    const fields = JSON.stringify(entries.map((entry) => [entry.before, entry.after]));
    expect(fields).not.toContain(key);
    expect(fields).not.toMatch(/hash/i);
  });

  it('saving the approval settings records them before and after; the chain verifies', async () => {
    const world = await newWorld();
    const saved = await call(world, 'PUT', '/api/admin/approval-settings', {
      ...DEFAULT_APPROVAL_SETTINGS,
      digest: 'daily',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await trail(world, '?entityType=approvalSettings');
    expect(entry).toMatchObject({
      action: 'update',
      before: { digest: 'immediate' },
      after: { digest: 'daily' },
      actor: { type: 'user', id: world.admin.userId },
    });
    expect((await verifyChain(ctx.db, world.tenantId)).valid).toBe(true);
  });

  it('a client created with a project, edited, archived and deleted: one entry each, in the directory engine', async () => {
    const world = await newWorld();
    const created = await call(world, 'POST', '/api/crm/ps/clients', {
      name: 'Fabrikam',
      projects: [{ id: 'new_0123456789abcdef', name: 'Warehouse' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { clientId } = created.json();
    const url = `/api/crm/ps/clients/${clientId}`;
    const renamed = await call(world, 'PUT', url, { name: 'Fabrikam Ltd', description: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call(world, 'PUT', url, { isArchived: true })).statusCode).toBe(200);
    expect((await call(world, 'DELETE', url)).statusCode).toBe(204);
    const entries = await trail(world, `?entityId=${clientId}`);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'archive', 'update', 'create']);
    expect(entries[2]).toMatchObject({
      entityType: 'client',
      before: { name: 'Fabrikam' },
      after: { name: 'Fabrikam Ltd' },
      actor: { type: 'user', id: world.admin.userId, name: 'Adam Admin' },
    });
    const projects = await trail(world, '?entityType=project&action=create');
    expect(projects.map((entry) => entry.after?.name)).toContain('Warehouse');
  });
});
