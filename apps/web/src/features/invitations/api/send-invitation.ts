import { useMutation } from '@tanstack/react-query';
import type { TryInvitation } from '@tallysheet/contract/welcome/welcome';
import { call } from '@/lib/api-client.ts';

/** POST /welcome/invitations: e-mails someone an invitation to try the product, from the caller. */
export async function sendInvitation(body: TryInvitation): Promise<{ email: string }> {
  const { data } = await call<{ email: string }>({
    area: 'welcome',
    path: '/invitations',
    method: 'POST',
    body,
  });
  return data;
}

export const useSendInvitation = () => useMutation({ mutationFn: sendInvitation });
