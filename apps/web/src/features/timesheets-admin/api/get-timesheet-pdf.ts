import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseTimesheetId } from '@tallysheet/contract/timesheets/week';
import { fetchFile, type DownloadedFile } from '@/lib/download.ts';
import { adminTimesheetKeys, timesheetPath } from './query-keys.ts';

/** GET /ts/doc/{timesheetId}/pdf: the timesheet as a PDF, read with the bearer token. */
export async function getTimesheetPdf(timesheetId: string): Promise<DownloadedFile> {
  const key = parseTimesheetId(timesheetId);
  return fetchFile({
    area: 'ts',
    path: `/doc/${timesheetPath(timesheetId)}/pdf`,
    // The server's Content-Disposition name wins.
    fallbackName: key ? `timesheet-${key.userId}-${key.periodStart}.pdf` : 'timesheet.pdf',
  });
}

export const getTimesheetPdfQueryOptions = (timesheetId: string) =>
  queryOptions({
    queryKey: adminTimesheetKeys.pdf(timesheetId),
    queryFn: () => getTimesheetPdf(timesheetId),
    // Generated once per opening of the window.
    staleTime: Infinity,
  });

export const useTimesheetPdf = (timesheetId: string, enabled: boolean) =>
  useQuery({ ...getTimesheetPdfQueryOptions(timesheetId), enabled });
