import MailboxPage from '@/features/mailbox/mailbox-page.tsx';
import { QueryProvider } from '@/lib/query-provider.tsx';

/** The local stage's mailbox on its own (no sign-in), with the query cache it reads through. */
export default function MailboxRoute() {
  return (
    <QueryProvider>
      <MailboxPage standalone />
    </QueryProvider>
  );
}
