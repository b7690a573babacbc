import type { ReactNode, Ref } from 'react';

/** The contained button that sends (Submit, Send decisions): disabled and marked busy while sending. */
export function SendButton({
  ref,
  className,
  busy,
  onClick,
  children,
}: {
  ref?: Ref<HTMLButtonElement>;
  className?: string;
  busy: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={`tp-button tp-button-contained${className ? ` ${className}` : ''}`}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      data-loading={busy || undefined}
    >
      {children}
    </button>
  );
}
