import { describe, expect, it } from 'vitest';
import { isPublicAddress, urlProblem } from './destination.ts';

describe('webhook destinations (SSRF guard)', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.16.9.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('a host is refused when any address it resolves to is private (DNS rebinding of one record)', async () => {
    const lookup = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    expect(await urlProblem('https://mixed.example/x', { local: false, lookup })).toContain(
      'private',
    );
    const only = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await urlProblem('https://public.example/x', { local: false, lookup: only })).toBeNull();
    const none = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await urlProblem('https://gone.example/x', { local: false, lookup: none })).toBe(
      'The URL’s host cannot be found',
    );
  });

  it('the local stage allows http and loopback', async () => {
    expect(await urlProblem('http://127.0.0.1:9/x', { local: true })).toBeNull();
    expect(await urlProblem('http://example.com/x', { local: false })).toBe(
      'The URL must start with https://',
    );
  });
});
