import { SendButton } from './send-button.tsx';

/** The sticky bar under the days: what is chosen so far, and Submit. */
export function DecisionBar({
  counts,
  submitting,
  onSubmit,
}: {
  counts: { approved: number; rejected: number; undecided: number };
  submitting: boolean;
  onSubmit(): void;
}) {
  const parts = [
    `${counts.approved} approved`,
    `${counts.rejected} rejected`,
    `${counts.undecided} undecided`,
  ];
  return (
    <div className="tp-bar">
      <div className="tp-bar-row">
        <p className="tp-bar-counts" role="status" aria-live="polite">
          {parts.join(' · ')}
        </p>
        <SendButton className="tp-bar-submit" busy={submitting} onClick={onSubmit}>
          Submit
        </SendButton>
      </div>
    </div>
  );
}
