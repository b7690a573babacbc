import { PageHeader } from '@/components/page-header.tsx';
import { AuditLog } from '@/features/audit-log/components/audit-log.tsx';
import { AUDIT_TEXT } from '@/features/audit-log/messages.ts';

/** Admin Settings → Audit Log (issue 30 §2, Administrator): who changed what, and the chain's check. */
export default function AuditLogPage() {
  return (
    <>
      <PageHeader title={AUDIT_TEXT.title} />
      <AuditLog />
    </>
  );
}
