import type { CreatedApiKey } from '@tallysheet/contract/api-keys/api-keys';
import { ShownOnceSecret } from '@/components/shown-once-secret.tsx';
import { API_KEY_TEXT } from '@/features/api-keys/messages.ts';

/** The new key, this once: read-only, selected on focus, with Copy and the warning. */
export function ShownOnce({ created }: { created: CreatedApiKey }) {
  return (
    <ShownOnceSecret
      label={created.name}
      value={created.key}
      testId="new-api-key"
      texts={{ ...API_KEY_TEXT, warning: API_KEY_TEXT.shownOnceWarning }}
    />
  );
}
