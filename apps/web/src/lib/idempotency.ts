import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';

const REMEMBERED = 50;

/** 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per submission: a payload sent again (a double click, a retry after a
 * network error) gets the key it had, so the server answers it without creating twice; a
 * different payload gets its own key, and a payload's key is dropped once it succeeded, so
 * submitting the same values again afterwards creates again, as the user asked.
 */
export class SubmissionKeys {
  private readonly keys = new Map<string, string>();

  keyFor(payload: unknown): string {
    const id = JSON.stringify(payload ?? null);
    let key = this.keys.get(id);
    if (!key) {
      key = newIdempotencyKey();
      this.keys.set(id, key);
      if (this.keys.size > REMEMBERED) this.keys.delete(this.keys.keys().next().value!);
    }
    return key;
  }

  succeeded(payload: unknown): void {
    this.keys.delete(JSON.stringify(payload ?? null));
  }
}

/**
 * A mutation whose every call carries its submission's Idempotency-Key: for the POSTs that
 * create something (a client, a user, a feedback mail, a temporary password ...).
 */
export function useKeyedMutation<TData, TVariables>(options: {
  mutationFn(variables: TVariables, idempotencyKey: string): Promise<TData>;
  onSuccess?(data: TData, variables: TVariables): unknown;
}) {
  const [keys] = useState(() => new SubmissionKeys());
  return useMutation({
    mutationFn: (variables: TVariables) => options.mutationFn(variables, keys.keyFor(variables)),
    onSuccess: (data, variables) => {
      keys.succeeded(variables);
      return options.onSuccess?.(data, variables);
    },
  });
}
