import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountInformation } from '@tallysheet/contract/tenants/account-information';
import { call } from '@/lib/api-client.ts';
import { fetchFile } from '@/lib/download.ts';
import { getAccountInformationQueryOptions } from './account-information.ts';

/** The logo at its content-hashed URL, as a blob (an <img> cannot send the bearer token). */
export function useLogo(logoUrl: string | null) {
  const version = logoUrl ? new URL(logoUrl, 'http://x').searchParams.get('v') : null;
  return useQuery({
    queryKey: ['account-information', 'logo', version],
    queryFn: async () =>
      (
        await fetchFile({
          area: 'admin',
          path: '/account-information/logo',
          params: { v: version },
          fallbackName: 'logo',
        })
      ).blob,
    enabled: Boolean(version),
    // The URL names the content: the same URL is the same image for good.
    staleTime: Infinity,
  });
}

/** Reads a file as base64 (without the data-URL prefix). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** PUT /admin/account-information/logo: answers the account information with the new URL. */
export async function uploadLogo(file: Blob): Promise<AccountInformation> {
  const { data } = await call<AccountInformation>({
    area: 'admin',
    path: '/account-information/logo',
    method: 'PUT',
    body: { image: await base64Of(file) },
  });
  return data;
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (saved) =>
      queryClient.setQueryData(getAccountInformationQueryOptions().queryKey, saved),
  });
}
