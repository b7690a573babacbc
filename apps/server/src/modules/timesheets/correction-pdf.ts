import type { Correction } from '@tallysheet/contract/timesheets/corrections';
import type { Timecard, TimecardDay } from '@tallysheet/contract/timesheets/timesheets';
import { formatDayHeading, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { formatInstant } from '../../lib/pdf-document.ts';

const hours = (value: number) => value.toFixed(2);

/** The hours cell of a day with an accepted correction: the corrected and the entered value. */
export function correctedHoursText(day: TimecardDay): string {
  const correction = day.correction;
  if (correction?.state !== 'accepted') return hours(day.hours);
  return `${hours(day.hours)}\nwas ${hours(correction.originalHours)}`;
}

/** Who signed a correction: the contact who proposed it and whoever accepted it. */
export const correctionSignatures = (correction: Correction) =>
  `proposed by ${correction.proposedBy}, ${formatInstant(correction.proposedAt)}` +
  (correction.answeredBy && correction.answeredAt
    ? `; ${correction.state} by ${correction.answeredBy}${correction.onBehalf ? ` on behalf of ${correction.onBehalfOf ?? 'the associate'}` : ''}, ${formatInstant(correction.answeredAt)}`
    : '');

/**
 * A timecard's accepted corrections in words, for the PDF under its table (issue 29 §4): the
 * entered and corrected hours and descriptions, the contact's comment and both signatures.
 */
export function correctionLines(card: Timecard): string[] {
  return WEEK_DAYS.flatMap((name) => {
    const day = card.data[name];
    const correction = day.correction;
    if (correction?.state !== 'accepted') return [];
    const description =
      correction.description !== correction.originalDescription
        ? `, description "${correction.originalDescription}" to "${correction.description}"`
        : '';
    return [
      `Corrected ${formatDayHeading(day.date)}: ${hours(correction.originalHours)} h to ${hours(correction.hours)} h${description}. "${correction.comment}" — ${correctionSignatures(correction)}.`,
    ];
  });
}

/** The approval stamp's line for the associates who counter-signed corrections, if any. */
export const countersignedLines = (signers: { name: string; at: string }[]) =>
  signers.length === 0
    ? []
    : [
        `Corrections accepted by ${signers.map((by) => `${by.name}, ${formatInstant(by.at)}`).join('; ')}`,
      ];
