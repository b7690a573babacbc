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
        <button
          type="button"
          className="tp-button tp-button-contained tp-bar-submit"
          onClick={onSubmit}
          disabled={submitting}
          aria-busy={submitting || undefined}
          data-loading={submitting || undefined}
        >
          Submit
        </button>
      </div>
    </div>
  );
}
