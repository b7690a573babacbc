import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfile } from '@tallysheet/contract/profile/profile';
import { call } from '@/lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

/** PUT /profile/: the caller's name, e-mail and time zone (null: none chosen). */
export async function updateProfile(body: UpdateProfile): Promise<Profile> {
  const { data } = await call<Profile>({ area: 'profile', path: '/', method: 'PUT', body });
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
