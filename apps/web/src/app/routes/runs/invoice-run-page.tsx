import { useParams } from 'react-router';
import { InvoiceRunView } from '@/features/runs/components/invoice-run-view.tsx';

/** An invoice run (issue 31 §3, Administrator): its lines, exports, Finalise or Void. */
export default function InvoiceRunPage() {
  const { runId = '' } = useParams();
  return <InvoiceRunView key={runId} runId={runId} />;
}
