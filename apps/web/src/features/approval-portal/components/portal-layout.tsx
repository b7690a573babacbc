import type { ReactNode } from 'react';
import { BrandMark } from './icons.tsx';
import '../portal.css';

/**
 * The approval page's frame (UX.md §7): no app chrome, the brand and the company, one column
 * at most 640 px wide, and the sticky action bar under it. portal.html draws the same header
 * and loading state before the script runs: keep the two alike.
 */
export function PortalLayout({
  brandName,
  companyName,
  children,
  footer,
}: {
  brandName: string;
  companyName?: string;
  children: ReactNode;
  /** The sticky action bar, full width under the column. */
  footer?: ReactNode;
}) {
  return (
    <div className="tp">
      <header className="tp-header">
        <div className="tp-header-row">
          <BrandMark />
          <span className="tp-brand">{brandName}</span>
          {companyName && (
            <>
              <span className="tp-header-divider" aria-hidden="true" />
              <span className="tp-company" title={companyName}>
                {companyName}
              </span>
            </>
          )}
        </div>
      </header>
      <main className="tp-main">{children}</main>
      {footer}
    </div>
  );
}

/** The loading state: the shapes of the heading, the summary and two day cards. */
export function LoadingTimecard() {
  return (
    <div className="tp-stack" aria-busy="true" aria-label="Loading the timecard" role="status">
      <div className="tp-skeleton" style={{ height: 28, width: '50%' }} />
      <div className="tp-skeleton" style={{ height: 148 }} />
      <div className="tp-skeleton" style={{ height: 160 }} />
      <div className="tp-skeleton" style={{ height: 160 }} />
    </div>
  );
}
