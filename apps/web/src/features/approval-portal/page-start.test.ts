import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@/lib/persisted-state.ts';
import { approveTimeRedirectOn, pageSettings, settleAddress } from './page-start.ts';

const pageWith = (head: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head></html>`, 'text/html');

const storageWith = (value: unknown) => () => ({
  getItem: (key: string) => (key === STORAGE_KEY ? JSON.stringify(value) : null),
});

describe('the approval page start', () => {
  it("reads the brand and the redirect default the server wrote, else the product's defaults", () => {
    expect(
      pageSettings(
        pageWith(
          '<meta name="brand-name" content="Timekeep"><meta name="approve-time-redirect" content="off">',
        ),
      ),
    ).toEqual({ brandName: 'Timekeep', approveTimeRedirect: false });
    expect(pageSettings(pageWith(''))).toEqual({
      brandName: 'Tallysheet',
      approveTimeRedirect: true,
    });
  });

  it("honours this browser's ApproveTimePortalRedirect override of the current features version", () => {
    const overridden = (value: boolean, version = '16') =>
      storageWith({ features: { version, overrides: { ApproveTimePortalRedirect: value } } });
    expect(approveTimeRedirectOn(true, overridden(false))).toBe(false);
    expect(approveTimeRedirectOn(false, overridden(true))).toBe(true);
    // An override of another features version is dropped (A§3's "16").
    expect(approveTimeRedirectOn(true, overridden(false, '15'))).toBe(true);
    expect(approveTimeRedirectOn(true, storageWith(null))).toBe(true);
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(approveTimeRedirectOn(false, blocked)).toBe(false);
  });

  it("moves the e-mail's /approve-time link to /portal/approve, keeping the token, when the redirect is on", () => {
    const link = { pathname: '/approve-time', search: '?token=acme.abc', hash: '' };
    const history = { replaceState: vi.fn() };
    settleAddress(link, history, true);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/portal/approve?token=acme.abc');

    const stays = { replaceState: vi.fn() };
    settleAddress(link, stays, false);
    settleAddress({ ...link, pathname: '/portal/approve' }, stays, true);
    expect(stays.replaceState).not.toHaveBeenCalled();
  });
});
