import { describe, expect, it, vi } from 'vitest';
import { loginSuccess, stubFetch } from '@/test/render.tsx';
import { customBanner, dismissedBanner } from '@/lib/banner.ts';
import { formatTime } from '@/lib/dates.ts';
import { saveUserTimezone, setSignedInUser } from '@/lib/user-timezone.ts';
import { persisted, updatePrefs } from '@/lib/persisted-state.ts';
import { queryClient } from '@/lib/query-client.ts';
import { call } from '@/lib/api-client.ts';
import { renew, session, signIn, signOut } from './session.ts';

const signInAsJane = async () => {
  stubFetch(loginSuccess('acme', 'jane'), { status: 204 });
  await signIn({ tenantId: 'acme', username: 'jane', password: 'Secret-1' });
};

describe('session', () => {
  it('a sign-in on this page is told from a restored session', async () => {
    await signInAsJane();
    expect(session.get()).toMatchObject({ status: 'signedIn', origin: 'signIn' });
  });

  it('logout clears everything of the user: banners, their time zone, the wizard, the cache', async () => {
    await signInAsJane();
    customBanner.set({
      show: true,
      dismissable: true,
      message: 'Maintenance tonight',
      color: 'info',
      link: null,
      showSubscriptionLink: false,
    });
    dismissedBanner.set('Your subscription of the product expires in 3 days');
    saveUserTimezone('acme#jane', 'Asia/Tokyo');
    persisted.set((state) => ({ ...state, wizard: { step: 2, completed: ['company'] } }));
    queryClient.setQueryData(['bootstrap', 'profile'], { userId: 'jane' });
    updatePrefs({ savedLogin: { tenantId: 'acme', username: 'jane' }, drawerSize: 'large' });

    await signOut();

    expect(customBanner.get()).toBeNull();
    expect(dismissedBanner.get()).toBeNull();
    expect(persisted.get().prefs.timezone).toBeNull();
    expect(persisted.get().wizard).toEqual({ step: 0, completed: [] });
    expect(queryClient.getQueryData(['bootstrap', 'profile'])).toBeUndefined();
    expect(session.get()).toMatchObject({ status: 'signedOut', user: null, origin: null });
    // The next user on this browser gets their own zone, not Jane's.
    setSignedInUser({ user: 'acme#bob', timezone: 'America/New_York' });
    expect(formatTime('2026-03-01T03:00:00Z')).toBe('10:00 pm');
    // What belongs to the browser stays: the remembered login form and the drawer size.
    expect(persisted.get().prefs.savedLogin).toEqual({ tenantId: 'acme', username: 'jane' });
    expect(persisted.get().prefs.drawerSize).toBe('large');
  });

  it('concurrent renewals share one refresh: the once-only refresh token is sent once', async () => {
    await signInAsJane();
    const { body } = loginSuccess('acme', 'jane');
    let refreshes = 0;
    let others = 0;
    const fetchMock = vi.fn(async (url: string) => {
      if (String(url).endsWith('/tokens/refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new Response(JSON.stringify(body), { status: 200 });
      }
      others += 1;
      // The first two calls find the access token expired; their retries succeed.
      return new Response('{}', { status: others <= 2 ? 401 : 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const answers = await Promise.all([
      call({ area: 'tokens', path: '/mfa' }),
      call({ area: 'tokens', path: '/mfa' }),
      renew(),
    ]);
    expect(answers[2]).toBe(true);
    expect(refreshes).toBe(1);
    expect(session.get()).toMatchObject({ status: 'signedIn' });
  });
});
