import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleConfig } from '@/test/fixtures.ts';

// The store lives for the page: each test starts from a fresh module.
async function freshStore() {
  vi.resetModules();
  return import('./client-config-store.ts');
}

afterEach(() => {
  vi.resetModules();
});

describe('the client config read (A§2.5, retries as A§9)', () => {
  it('reads the config once for every caller', async () => {
    const fetch = vi.fn(async () => Response.json(sampleConfig()));
    vi.stubGlobal('fetch', fetch);
    const { clientConfig, loadClientConfig } = await freshStore();

    await Promise.all([loadClientConfig(), loadClientConfig()]);
    await loadClientConfig();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clientConfig.get()).toEqual({ data: sampleConfig(), failed: false });
  });

  it('tries a failing read three more times, then fails until asked again', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Down' }, { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const { clientConfig, loadClientConfig } = await freshStore();

    await loadClientConfig();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(clientConfig.get()).toEqual({ data: null, failed: true });

    fetch.mockImplementation(async () => Response.json(sampleConfig()));
    await loadClientConfig();
    expect(clientConfig.get()).toEqual({ data: sampleConfig(), failed: false });
  });

  it('does not retry a read the server refused (4xx)', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'No' }, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const { clientConfig, loadClientConfig } = await freshStore();

    await loadClientConfig();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clientConfig.get().failed).toBe(true);
  });
});
