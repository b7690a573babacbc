import { Component, useContext, type ErrorInfo, type ReactNode } from 'react';
import { ClientConfigContext } from '@/lib/bootstrap/client-config.tsx';
import { clientConfig } from '@/lib/bootstrap/client-config-store.ts';
import { pageSupportEmail } from '@/lib/bootstrap/support-email.ts';
import { clientErrorReport, reportClientError } from '@/lib/report-client-error.ts';
import { UnavailableScreen } from './screens/unavailable-screen.tsx';

/** The technical-difficulties page with the deployment's brand and support address, however much of the start-up loaded. */
function TechnicalDifficulties({ inline }: { inline: boolean }) {
  const config = useContext(ClientConfigContext) ?? clientConfig.get().data;
  return (
    <UnavailableScreen
      brandName={config?.brandName ?? 'Tallysheet'}
      supportEmail={config?.supportEmail ?? pageSupportEmail()}
      inline={inline}
    />
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** The path of the page it guards (the window's when not given): the report names it, and the next page clears the failure. */
  page?: string;
  /** Inside the app shell: the page shows in the main area, not over the whole window. */
  inline?: boolean;
}

/**
 * A screen that throws while rendering, or whose code chunk does not load (a deploy replaced
 * it), shows the technical-difficulties page (A§2.3) with Refresh Page instead of a blank
 * window, and the failure goes to the server's log.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    void reportClientError(clientErrorReport(error, info.componentStack, this.props.page));
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.page !== this.props.page) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) return <TechnicalDifficulties inline={this.props.inline ?? false} />;
    return this.props.children;
  }
}
