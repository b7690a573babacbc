import { useSearchParams } from 'react-router';
import { ApprovalPortal } from '@/features/approval-portal/components/approval-portal.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** `/portal/approve?token=`: the project contact's approval page, no sign-in, no app shell. */
export default function ApprovalPortalPage() {
  useDocumentTitle('Approve Time');
  const [searchParams] = useSearchParams();
  return <ApprovalPortal token={searchParams.get('token') ?? ''} />;
}
