// (a) a logout on one instance cuts the session on every other; (b) one rate limit for all.
import { randomBytes } from 'node:crypto';
import { countBy, upstreamOf, type ScaleContext, type Verdict } from './context.ts';
import { call, signIn, signUp } from './http.ts';

/** Sign up on a, sign in on b, use the token everywhere, log out on a: b and c answer 401. */
export async function sessionCut(ctx: ScaleContext): Promise<Verdict> {
  const [first, second] = ctx.instances;
  if (!first || !second) throw new Error('needs two instances');
  const address = '198.51.100.1';
  const tenantId = `cut-${randomBytes(3).toString('hex')}`;
  await signUp(first.url, tenantId, address);
  const token = await signIn(second.url, tenantId, address);
  const profile = (url: string) => call(url, '/api/profile', { token, forwardedFor: address });

  const before = await Promise.all(ctx.instances.map((each) => profile(each.url)));
  const logout = await call(first.url, '/api/tokens/logout', {
    method: 'POST',
    token,
    forwardedFor: address,
  });
  const others = ctx.instances.filter((each) => each !== first);
  const after = await Promise.all(others.map((each) => profile(each.url)));
  const names = (list: typeof ctx.instances) => list.map((each) => each.name).join(', ');
  const ok =
    before.every((answer) => answer.status === 200) &&
    logout.status === 204 &&
    after.every((answer) => answer.status === 401);
  return {
    ok,
    line:
      `session cut across instances: signed up on ${first.name}, signed in on ${second.name}; ` +
      `GET /api/profile on ${names(ctx.instances)}: ${before.map((a) => a.status).join(', ')}; ` +
      `logout on ${first.name}: ${logout.status}; the next request on ${names(others)}: ` +
      `${after.map((a) => a.status).join(', ')} (expected 200s, 204, then 401s)`,
  };
}

/** AUTH_RATE_LIMIT+30 sign-in attempts from one address through the proxy: the first 429 at limit+1. */
export async function sharedRateLimit(ctx: ScaleContext): Promise<Verdict> {
  const attempts = ctx.authRateLimit * 2;
  const answers: { status: number; from: string }[] = [];
  for (let i = 0; i < attempts; i++) {
    const answer = await call(ctx.proxy.url, '/api/tokens/login', {
      method: 'POST',
      body: { tenantId: 'nobody-here', externalUserId: 'nobody', password: 'Not-the-password-1' },
    });
    const from = upstreamOf(ctx.instances, answer.headers)?.name ?? '?';
    answers.push({ status: answer.status, from });
  }
  const firstLimited = answers.findIndex((answer) => answer.status === 429) + 1;
  const before = answers.slice(0, ctx.authRateLimit);
  const after = answers.slice(ctx.authRateLimit);
  const spread = new Set(before.map((answer) => answer.from)).size;
  const ok =
    firstLimited === ctx.authRateLimit + 1 &&
    before.every((answer) => answer.status === 401) &&
    after.every((answer) => answer.status === 429) &&
    spread === ctx.instances.length;
  return {
    ok,
    line:
      `shared rate limit: AUTH_RATE_LIMIT=${ctx.authRateLimit}, ${attempts} sign-in attempts ` +
      `from one address through the proxy: first 429 at attempt ${firstLimited || 'never'} ` +
      `(expected ${ctx.authRateLimit + 1}); attempts 1-${ctx.authRateLimit} answered by ` +
      `${countBy(before, (a) => a.from)}; the 429s by ${countBy(after, (a) => a.from)}`,
  };
}
