import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { SendButton } from '../components/send-button.tsx';

/**
 * The one confirmation before the decisions go: a modal dialog that takes the focus, keeps it
 * (Tab cycles between its buttons), and gives it back to Submit when closed (Escape or Back).
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    confirm.current?.focus();
    return () => opener?.focus();
  }, []);

  const keep = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="tp-scrim">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="tp-card tp-dialog"
        onKeyDown={keep}
      >
        <h2 id={titleId} className="tp-h2">
          {title}
        </h2>
        <p id={textId}>{text}</p>
        <div className="tp-dialog-actions">
          <button
            type="button"
            className="tp-button tp-button-outlined"
            onClick={onCancel}
            disabled={busy}
          >
            Back
          </button>
          <SendButton ref={confirm} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </SendButton>
        </div>
      </div>
    </div>
  );
}
