import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialPersistedState,
  persisted,
  rehydrate,
  sanitize,
  STORAGE_KEY,
} from './persisted-state.ts';

const memory = (value: string | null, delayMs = 0) => ({
  getItem: vi.fn(() =>
    delayMs ? new Promise<string | null>((r) => setTimeout(() => r(value), delayMs)) : value,
  ),
  setItem: vi.fn(),
  removeItem: vi.fn(),
});

beforeEach(() => persisted.set(initialPersistedState()));

describe('persisted client state', () => {
  it('keeps only the wizard, features and prefs areas', () => {
    const state = sanitize({
      wizard: { step: 2, completed: ['a'] },
      prefs: { timezone: { user: 'acme#ann', zone: 'Europe/Paris' } },
      auth: { jwt: 'x' },
    });
    expect(Object.keys(state).sort()).toEqual(['features', 'prefs', 'wizard']);
    expect(state.prefs.timezone).toEqual({ user: 'acme#ann', zone: 'Europe/Paris' });
    expect(state.wizard.step).toBe(2);
  });

  it('drops a stored time zone that names no user: it would follow the next user', () => {
    expect(sanitize({ prefs: { timezone: 'Europe/Paris' } }).prefs.timezone).toBeNull();
  });

  it('resets feature overrides when the stored features-version is not "16"', () => {
    expect(
      sanitize({ features: { version: '15', overrides: { Reporting: false } } }).features,
    ).toEqual({ version: '16', overrides: {} });
    expect(
      sanitize({ features: { version: '16', overrides: { Reporting: false } } }).features.overrides,
    ).toEqual({ Reporting: false });
  });

  it('restores from the "root" key', async () => {
    const storage = memory(
      JSON.stringify({ prefs: { savedLogin: { tenantId: 'acme', username: 'ann' } } }),
    );
    expect(await rehydrate(storage)).toBe(true);
    expect(storage.getItem).toHaveBeenCalledWith(STORAGE_KEY);
    expect(persisted.get().prefs.savedLogin).toEqual({ tenantId: 'acme', username: 'ann' });
  });

  it('a read slower than 5000 ms leaves the state unrestored', async () => {
    vi.useFakeTimers();
    try {
      const storage = memory(
        JSON.stringify({ prefs: { timezone: { user: 'acme#ann', zone: 'Asia/Tokyo' } } }),
        6000,
      );
      const result = rehydrate(storage);
      await vi.advanceTimersByTimeAsync(5001);
      expect(await result).toBe(false);
      expect(persisted.get().prefs.timezone).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('unreadable storage falls back to the defaults', async () => {
    expect(await rehydrate(memory('{not json'))).toBe(false);
    expect(persisted.get()).toEqual(initialPersistedState());
  });
});
