import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, formatBytes } from './download.ts';

describe('download', () => {
  it("reads the server's file name from Content-Disposition, the encoded form first", () => {
    expect(filenameFromDisposition('attachment; filename="timecards.csv"')).toBe('timecards.csv');
    expect(filenameFromDisposition('attachment; filename=timecards.xlsx')).toBe('timecards.xlsx');
    expect(
      filenameFromDisposition(
        `attachment; filename="timecards.csv"; filename*=UTF-8''Timecards%20%E2%80%93%20Nov.csv`,
      ),
    ).toBe('Timecards – Nov.csv');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });

  it('says how much arrived in plain units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(48 * 1024)).toBe('48 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
