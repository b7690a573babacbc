import type { ReactNode, Ref } from 'react';
import type { Notice } from '../submit-outcome.ts';
import { Icon } from './icons.tsx';

/** What went wrong or what to do next, with Retry when the choices can be sent again. */
export function NoticeAlert({ notice, onRetry }: { notice: Notice; onRetry(): void }) {
  return (
    <div
      className={`tp-alert tp-alert-${notice.severity}`}
      role={notice.severity === 'info' ? 'status' : 'alert'}
    >
      <Icon name={notice.severity} size={22} />
      <p className="tp-alert-text">{notice.text}</p>
      {notice.retry && (
        <button type="button" className="tp-button tp-alert-action" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

/** The thanks once decisions were sent; focused, so that screen readers announce it. */
export function SentAlert({ ref, children }: { ref: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="tp-alert tp-alert-success">
      <Icon name="success" size={22} />
      <div>
        <p className="tp-alert-title">Thank you, your decisions were sent</p>
        <p>{children}</p>
      </div>
    </div>
  );
}

/** A note about the page as a whole (nothing waiting, all reviewed, more to come). */
export function InfoAlert({ children }: { children: ReactNode }) {
  return (
    <div className="tp-alert tp-alert-info" role="status">
      <Icon name="info" size={22} />
      <p>{children}</p>
    </div>
  );
}
