import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LocalCheckoutPaymentSchema,
  TEST_CARD,
  type LocalCheckout,
  type LocalCheckoutPayment,
} from '@tallysheet/contract/tenants/billing';
import { formatPrice } from '@tallysheet/contract/tenants/pricing';
import { PortalLayout } from '@/components/portal-layout.tsx';
import { applyServerErrors, fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { PublicRequestError } from '@/lib/public-request.ts';
import { useLocalCheckout, usePayLocalCheckout } from '../api/local-checkout.ts';
import { quoteDetail, quoteText } from './plan-picker.tsx';

const FIELDS = /^(cardholderName|cardNumber|expiry|cvc)$/;

/** A link that cannot be used: used, replaced, expired or unknown. */
function CheckoutProblem({ error }: { error: unknown }) {
  const stale = error instanceof PublicRequestError && error.status === 409;
  const gone = error instanceof PublicRequestError && error.status === 401;
  return (
    <PortalLayout>
      <Paper sx={{ p: 3 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <LinkOffIcon color="action" aria-hidden />
          <Typography variant="h5" component="h1">
            {stale || gone ? 'This checkout cannot be used' : 'We could not load this checkout'}
          </Typography>
          <Typography color="text.secondary">
            {stale
              ? (error as PublicRequestError).message
              : gone
                ? 'It has been used, has expired or is not complete. Start again from Manage Subscription.'
                : 'Check your internet connection and try again.'}
          </Typography>
          <Button variant="contained" href="/admin/subscription">
            Back to Manage Subscription
          </Button>
        </Stack>
      </Paper>
    </PortalLayout>
  );
}

function CheckoutForm({ token, checkout }: { token: string; checkout: LocalCheckout }) {
  const form = useForm<LocalCheckoutPayment>({
    resolver: zodResolver(LocalCheckoutPaymentSchema),
    defaultValues: { cardholderName: '', cardNumber: '', expiry: '', cvc: '' },
  });
  const pay = usePayLocalCheckout(token);
  const submit = form.handleSubmit((payment) =>
    pay.mutate(payment, {
      onError: (error) => applyServerErrors(form, error, (path) => FIELDS.test(path)),
    }),
  );
  const { quote } = checkout;
  return (
    <PortalLayout companyName={checkout.companyName}>
      <Stack spacing={2}>
        <Alert severity="warning" variant="outlined">
          <strong>Test mode.</strong> This checkout is built into {checkout.companyName}&apos;s
          time-tracking server: no card is charged. Use the test card {TEST_CARD}.
        </Alert>
        <Paper sx={{ p: 3 }}>
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography variant="h5" component="h1">
              {checkout.subscriptionType} subscription
            </Typography>
            <Typography sx={{ fontSize: 24, fontWeight: 600 }}>{quoteText(quote)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {quoteDetail(quote)}
            </Typography>
          </Stack>
          <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
            <TextField
              label="Cardholder name"
              autoComplete="cc-name"
              required
              {...fieldProps(form, 'cardholderName')}
            />
            <TextField
              label="Card number"
              autoComplete="cc-number"
              inputMode="numeric"
              required
              {...fieldProps(form, 'cardNumber')}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label="Expiry (MM/YY)"
                autoComplete="cc-exp"
                required
                {...fieldProps(form, 'expiry')}
              />
              <TextField
                label="CVC"
                autoComplete="cc-csc"
                inputMode="numeric"
                required
                {...fieldProps(form, 'cvc')}
              />
            </Stack>
            {pay.isError &&
              !(pay.error instanceof PublicRequestError && pay.error.status === 400) && (
                <Alert severity="error">
                  {pay.error instanceof PublicRequestError && pay.error.status === 409
                    ? pay.error.message
                    : 'The payment could not be completed. Please try again.'}
                </Alert>
              )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={pay.isPending || pay.isSuccess}
            >
              Pay {formatPrice(quote.total)}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </PortalLayout>
  );
}

/** The embedded provider's test-mode checkout (BILLING_PROVIDER=local), opened by its link. */
export function LocalCheckoutScreen({ token }: { token: string }) {
  const checkout = useLocalCheckout(token);
  if (!token) return <CheckoutProblem error={new PublicRequestError(401, { message: '' })} />;
  if (checkout.isError) return <CheckoutProblem error={checkout.error} />;
  if (!checkout.data)
    return (
      <PortalLayout>
        <Paper sx={{ p: 3 }} aria-label="Loading checkout">
          <Skeleton width="40%" height={36} />
          <Skeleton width="60%" />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Paper>
      </PortalLayout>
    );
  return <CheckoutForm token={token} checkout={checkout.data} />;
}
