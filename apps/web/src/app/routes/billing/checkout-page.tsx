import { useSearchParams } from 'react-router';
import { LocalCheckoutScreen } from '@/features/billing/components/local-checkout.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** `/billing/checkout?token=`: the embedded provider's test checkout, no sign-in, no app shell. */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const [searchParams] = useSearchParams();
  return <LocalCheckoutScreen token={searchParams.get('token') ?? ''} />;
}
