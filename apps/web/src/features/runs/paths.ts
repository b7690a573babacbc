/**
 * The run screens' paths. Kept beside the feature rather than in config/paths.ts, which every
 * page loads (the sign-in page included, at its JS budget): these load with the signed-in app.
 */
export const RUN_PATHS = {
  payRuns: '/pay-runs',
  payRun: '/pay-runs/:runId',
  invoiceRuns: '/invoice-runs',
  invoiceRun: '/invoice-runs/:runId',
} as const;
