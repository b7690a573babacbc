import { useParams } from 'react-router';
import { VerifyApproval } from '@/features/verify-approval/components/verify-approval.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** `/verify/{fingerprint}`: the approved PDF's verification link, public (issue 30 §3). */
export default function VerifyPage() {
  useDocumentTitle('Verify an approval');
  const { fingerprint = '' } = useParams();
  return <VerifyApproval initial={fingerprint.toLowerCase()} />;
}
