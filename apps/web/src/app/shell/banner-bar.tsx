import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { BILLING_TEXT } from '@tallysheet/contract/tenants/billing';
import { openSubscriptionModal } from '@/lib/subscription-modal.ts';
import { subscriptionBanner, type Banner } from '@tallysheet/contract/tenants/banner';
import { customBanner, dismissedBanner } from '@/lib/banner.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { localToday } from '@/lib/dates.ts';
import { useStore } from '@/lib/store.ts';

export function useBanner(): Banner | null {
  const { profile, tenant } = useBootstrap();
  const { brandName } = useClientConfig();
  const custom = useStore(customBanner, (b) => b);
  const dismissed = useStore(dismissedBanner, (d) => d);
  const banner = custom?.show
    ? custom
    : subscriptionBanner(profile.systemRole, tenant.billing, brandName, localToday());
  if (!banner || (banner.dismissable && dismissed === banner.message)) return null;
  return banner;
}

/** The optional banner above the top bar. */
export function BannerBar({ banner }: { banner: Banner }) {
  const { brandName } = useClientConfig();
  return (
    <Alert
      severity={banner.color}
      variant="filled"
      square
      onClose={banner.dismissable ? () => dismissedBanner.set(banner.message) : undefined}
      sx={{ borderRadius: 0, py: 0, minHeight: 40, alignItems: 'center' }}
    >
      {banner.message}
      {banner.link && (
        <Link
          component={RouterLink}
          to={banner.link.href}
          color="inherit"
          sx={{ ml: 1, fontWeight: 600 }}
        >
          {banner.link.text}
        </Link>
      )}
      {banner.showSubscriptionLink && (
        // A§4: the subscribe link opens the subscription flow (the activation modal).
        <Link
          component="button"
          onClick={() => openSubscriptionModal()}
          color="inherit"
          sx={{ ml: 1, fontWeight: 600, verticalAlign: 'baseline' }}
        >
          {BILLING_TEXT.subscribe(brandName)}
        </Link>
      )}
    </Alert>
  );
}
