import { describe, expect, it } from 'vitest';
import { timesheetActions } from './timesheet-menu.ts';

describe('the Timesheet menu (A§4)', () => {
  it('offers only Export to PDF and Delete while every timecard is a draft', () => {
    expect(timesheetActions(['draft'])).toEqual(['exportPdf', 'delete']);
    expect(timesheetActions([])).toEqual(['exportPdf', 'delete']);
  });

  it('offers everything when any timecard is pending', () => {
    expect(timesheetActions(['approved', 'pending'])).toEqual([
      'allowResubmission',
      'resendEmails',
      'review',
      'exportPdf',
      'delete',
    ]);
  });

  it('offers Allow Resubmission without Resend or Review once nothing is pending', () => {
    for (const status of ['approved', 'rejected'] as const)
      expect(timesheetActions(['draft', status])).toEqual([
        'allowResubmission',
        'exportPdf',
        'delete',
      ]);
  });

  it('once resubmission is allowed, offers to revoke it instead of allowing it again', () => {
    expect(timesheetActions(['rejected'], true)).toEqual([
      'revokeResubmission',
      'exportPdf',
      'delete',
    ]);
    expect(timesheetActions(['pending'], true)[0]).toBe('revokeResubmission');
  });
});
