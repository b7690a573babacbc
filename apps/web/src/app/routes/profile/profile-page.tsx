import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Profile } from '@tallysheet/contract/profile/profile';
import { USER_TOASTS } from '@tallysheet/contract/users/users';
import { PageHeader } from '@/components/page-header.tsx';
import { getProfileQueryOptions as getBootstrapProfileQueryOptions } from '@/lib/bootstrap/get-profile.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useProfile } from '@/features/profile/api/get-profile.ts';
import { ProfileFacts } from '@/features/profile/components/profile-facts.tsx';
import { ProfileForm } from '@/features/profile/components/profile-form.tsx';
import { PROFILE_TEXT } from '@/features/profile/messages.ts';
import { saveUserTimezone } from '@/lib/user-timezone.ts';
import { userKey } from '@/lib/bootstrap/access.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { MfaSection } from '@/features/mfa/components/mfa-section.tsx';
import { MFA_TEXT } from '@/features/mfa/messages.ts';
import { ReloadAlert } from '@/components/load-states.tsx';

function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Stack spacing={2} aria-hidden data-testid="profile-skeleton">
      <Stack direction="row" spacing={2}>
        {[0, 1, 2].map((index) => (
          <Box key={index} sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </Box>
        ))}
      </Stack>
      <Divider />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
    </Stack>
  );
}

/** Your Profile (A§2.2): who the user is, their name, e-mail and time zone, and their password. */
export default function ProfilePage() {
  const bootstrap = useBootstrap();
  const profile = useProfile();
  const queryClient = useQueryClient();

  const onSaved = (saved: Profile) => {
    // The shell's profile menu and every date on screen follow the saved profile.
    queryClient.setQueryData(getBootstrapProfileQueryOptions(true).queryKey, saved);
    saveUserTimezone(userKey(bootstrap.tenant, bootstrap.profile), saved.timezone);
  };

  let details: ReactNode;
  if (profile.data) {
    details = (
      <>
        <ProfileFacts profile={profile.data} customerId={bootstrap.tenant.tenantId} />
        <Divider sx={{ my: 3 }} />
        <ProfileForm profile={profile.data} onSaved={onSaved} />
      </>
    );
  } else if (profile.isError) {
    details = (
      <ReloadAlert onReload={() => void profile.refetch()}>{USER_TOASTS.loadError}</ReloadAlert>
    );
  } else {
    details = <ProfileSkeleton />;
  }

  return (
    <>
      <PageHeader title="Your Profile" />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
          maxWidth: 960,
        }}
      >
        <SectionCard id="profile-details-title" title={PROFILE_TEXT.profileTitle}>
          {details}
        </SectionCard>
        <SectionCard id="change-password-title" title={PROFILE_TEXT.passwordTitle}>
          <ChangePasswordForm username={bootstrap.profile.userId} />
        </SectionCard>
        <SectionCard id="mfa-title" title={MFA_TEXT.title}>
          <MfaSection />
        </SectionCard>
      </Box>
    </>
  );
}
