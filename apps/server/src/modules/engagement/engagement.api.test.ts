import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendFeedback } from '@tallysheet/contract/engagement/feedback';
import { feedback } from '../../db/schema/index.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

const payload = (values: Partial<SendFeedback> = {}): SendFeedback => ({
  currentPage: '/my-time',
  currentAppVersion: '3.2.0',
  category: 'bug',
  feedbackText: 'The week total is wrong',
  sessionRecordingUrl: 'session-recording-not-available',
  allowContact: false,
  clientEditorVisible: false,
  projectEditorVisible: true,
  roleEditorVisible: false,
  contactEditorVisible: false,
  userEditorVisible: false,
  timesheetEditorVisible: false,
  ...values,
});

let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  ann = await buildUser(ctx.db, { tenantId: (await buildTenant(ctx.db)).tenantId, userId: 'ann' });
  bob = await buildUser(ctx.db, { tenantId: (await buildTenant(ctx.db)).tenantId, userId: 'bob' });
});
afterAll(() => ctx.close());

const send = (user: TestUser, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/engagement/send-feedback',
    headers: bearerFor(ctx.app, user),
    payload: body as object,
  });

const rowsOf = (tenantId: string, feedbackId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx.select().from(feedback).where(eq(feedback.feedbackId, feedbackId)),
  );

describe(`send feedback on ${engine}`, () => {
  it("stores the feedback with the caller's tenant and user and answers 201 {feedbackId}", async () => {
    const response = await send(ann, payload());
    expect(response.statusCode).toBe(201);
    const { feedbackId } = response.json();
    expect(feedbackId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await rowsOf(ann.tenantId, feedbackId);
    expect(row).toMatchObject({
      ...payload(),
      tenantId: ann.tenantId,
      userId: 'ann',
      feedbackId,
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('another tenant cannot see the feedback', async () => {
    const { feedbackId } = (await send(ann, payload())).json();
    expect(await rowsOf(bob.tenantId, feedbackId)).toEqual([]);
  });

  it('empty feedback text is accepted', async () => {
    const response = await send(bob, payload({ category: 'other', feedbackText: '' }));
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(bob.tenantId, response.json().feedbackId);
    expect(row).toMatchObject({ userId: 'bob', category: 'other', feedbackText: '' });
  });

  it('a category other than bug, feature or other is a 400 naming category', async () => {
    const response = await send(ann, payload({ category: 'praise' as never }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'category', message: expect.any(String) }]);
  });
});
