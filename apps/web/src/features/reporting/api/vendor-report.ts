import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SupplierContact } from '@tallysheet/contract/directory/suppliers';
import type {
  VendorReportSend,
  VendorReportSent,
} from '@tallysheet/contract/reporting/vendor-report';
import { call } from '@/lib/api-client.ts';
import { fetchFile, saveFile } from '@/lib/download.ts';

/** GET /suppliers/contacts of one supplier, its active ones by name: whom the report may go to. */
export const getVendorContactsQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: ['suppliers', 'contacts', 'list', { supplierId, pageSize: 100, sortCol: 'name' }],
    queryFn: async () => {
      const { data } = await call<{ contacts: SupplierContact[] }>({
        area: 'suppliers',
        path: '/contacts',
        params: { supplierId, pageSize: 100, sortCol: 'name', sortDir: 'asc' },
      });
      return data.contacts;
    },
  });

export const useVendorContacts = (supplierId: string) =>
  useQuery(getVendorContactsQueryOptions(supplierId));

/** GET /reporting/vendor-report as PDF or XLSX, saved by the browser under the server's name. */
export async function downloadVendorReport(query: {
  supplierId: string;
  from: string;
  to: string;
  format: 'pdf' | 'xlsx';
}) {
  saveFile(
    await fetchFile({
      area: 'reporting',
      path: '/vendor-report',
      params: query,
      fallbackName: `vendor-report.${query.format}`,
    }),
  );
}

/** POST /reporting/vendor-report/send: one e-mail per chosen contact, the PDF attached. */
export const useSendVendorReport = () =>
  useMutation({
    mutationFn: async (body: VendorReportSend) => {
      const { data } = await call<VendorReportSent>({
        area: 'reporting',
        path: '/vendor-report/send',
        method: 'POST',
        body,
      });
      return data;
    },
  });
