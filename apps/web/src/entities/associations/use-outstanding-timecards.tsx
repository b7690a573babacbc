import { useState, type ReactNode } from 'react';
import type { OutstandingTimecard } from '@tallysheet/contract/timesheets/timesheets';
import {
  OutstandingTimecardsError,
  type OutstandingTimecardsAction,
} from './api/outstanding-timecards.ts';
import { OutstandingTimecardsDialog } from './outstanding-timecards-dialog.tsx';

interface Prompt {
  open: boolean;
  timecards: OutstandingTimecard[];
  choose(action: OutstandingTimecardsAction | null): void;
}

/**
 * D§4 around a contact or association create: sends the request; when the project has
 * outstanding timecards (409), asks with the dialog and sends it again with the chosen
 * outstandingTimecardsAction. `send` resolves to the request's result, or null when the user
 * cancelled (nothing was saved); `dialog` goes into the caller's tree.
 */
export function useOutstandingTimecards(): {
  send<T>(request: (action?: OutstandingTimecardsAction) => Promise<T>): Promise<T | null>;
  dialog: ReactNode;
} {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [sending, setSending] = useState<OutstandingTimecardsAction | null>(null);
  const close = () => setPrompt((current) => current && { ...current, open: false });

  async function send<T>(
    request: (action?: OutstandingTimecardsAction) => Promise<T>,
  ): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof OutstandingTimecardsError)) throw error;
      const action = await new Promise<OutstandingTimecardsAction | null>((choose) =>
        setPrompt({ open: true, timecards: error.timecards, choose }),
      );
      if (!action) {
        close();
        return null;
      }
      setSending(action);
      try {
        return await request(action);
      } finally {
        setSending(null);
        close();
      }
    }
  }

  const dialog = prompt && (
    <OutstandingTimecardsDialog
      open={prompt.open}
      timecards={prompt.timecards}
      sending={sending}
      onChoose={(action) => prompt.choose(action)}
      onCancel={() => prompt.choose(null)}
    />
  );
  return { send, dialog };
}
