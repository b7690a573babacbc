import { formatMoney, type Rate } from '@tallysheet/contract/rates/rates';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import type { RatesSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { ListSection } from '@/components/editor-drawer/list-section.tsx';
import { useDeleteRate, useRates } from '../api/rates.ts';
import { RATES_TEXT } from '../messages.ts';
import { RateDialog } from './rate-dialog.tsx';

/** Who or what a rate is for, as the owner's editor names it. */
function subjectOf(rate: Rate, byProject: boolean) {
  if (byProject) return rate.userFullName ?? RATES_TEXT.allAssociates;
  if (!rate.projectName) return RATES_TEXT.allProjects;
  return rate.clientName ? `${rate.projectName} (${rate.clientName})` : rate.projectName;
}

/** "Bill $120.00 · Pay $80.00", money in the rate's (the client's) currency. */
function amountsOf(rate: Rate) {
  return [
    rate.billRate !== null && `${RATES_TEXT.bill} ${formatMoney(rate.billRate, rate.currency)}`,
    rate.payRate !== null && `${RATES_TEXT.pay} ${formatMoney(rate.payRate, rate.currency)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The Rates section of the project editor and of the user editor (issue 31 §1), for
 * Administrators: a project's rates (its default and its associates') or an associate's
 * (per assigned project and by default), newest first, each from its day on. A new rate from a
 * day keeps the earlier ones as the history.
 */
export default function RatesSection({ owner, deleted, projects }: RatesSlotProps) {
  const rates = useRates(owner);
  const remove = useDeleteRate();
  const byProject = 'projectId' in owner;
  return (
    <ListSection
      text={RATES_TEXT}
      hint={byProject ? RATES_TEXT.projectHint : RATES_TEXT.userHint}
      query={rates}
      rows={rates.data?.rates ?? []}
      disabled={deleted}
      item={(rate) => {
        const subject = subjectOf(rate, byProject);
        const day = formatDay(rate.effectiveFrom);
        return {
          primary: subject,
          secondary: `${amountsOf(rate)} — ${RATES_TEXT.from(day)}`,
          removeLabel: RATES_TEXT.removeLabel(subject, day),
          removeMessage: RATES_TEXT.removeMessage(subject, day),
        };
      }}
      remove={(rate) => remove.mutateAsync(rate.id)}
      dialog={(open, onClose) => (
        <RateDialog
          open={open}
          owner={owner}
          projects={projects}
          clientCurrency={rates.data?.clientCurrency ?? null}
          onClose={onClose}
        />
      )}
    />
  );
}
