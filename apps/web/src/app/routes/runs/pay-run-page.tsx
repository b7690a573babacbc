import { useParams } from 'react-router';
import { PayRunView } from '@/features/runs/components/pay-run-view.tsx';

/** A pay run (issue 31 §3, Administrator): its lines, exports, Finalise or Void. */
export default function PayRunPage() {
  const { runId = '' } = useParams();
  return <PayRunView key={runId} runId={runId} />;
}
