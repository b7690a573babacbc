import Chip from '@mui/material/Chip';
import type { Delegation } from '@tallysheet/contract/directory/delegations';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import type { OutOfOfficeSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { ListSection } from '@/components/editor-drawer/list-section.tsx';
import { localToday } from '@/lib/dates.ts';
import { useDelegations, useDeleteDelegation } from '../api/delegations.ts';
import { OUT_OF_OFFICE } from '../messages.ts';
import { AlternateDialog } from './alternate-dialog.tsx';

function phaseOf(delegation: Delegation, day: string) {
  if (delegation.to < day) return 'ended';
  return delegation.from <= day ? 'running' : 'upcoming';
}

/**
 * A contact's out-of-office alternates (issue 29 §3): who stands in for them, from when to
 * when. While one runs, the alternate gets the contact's approval links too and decides on
 * their behalf.
 */
export default function OutOfOffice({ contactId, clientId, deleted }: OutOfOfficeSlotProps) {
  const delegations = useDelegations(contactId);
  const remove = useDeleteDelegation();
  const day = localToday();
  return (
    <ListSection
      text={OUT_OF_OFFICE}
      hint={OUT_OF_OFFICE.hint}
      query={delegations}
      rows={delegations.data?.delegations ?? []}
      disabled={deleted}
      item={(delegation) => {
        const phase = phaseOf(delegation, day);
        return {
          primary: delegation.delegateName,
          secondary: `${formatDay(delegation.from)} – ${formatDay(delegation.to)}`,
          extra: (
            <Chip
              size="small"
              variant="outlined"
              color={phase === 'running' ? 'success' : 'default'}
              label={OUT_OF_OFFICE.phase[phase]}
              sx={{ mr: 2 }}
            />
          ),
          removeLabel: OUT_OF_OFFICE.removeLabel(delegation.delegateName),
          removeMessage: OUT_OF_OFFICE.removeMessage(delegation.delegateName),
        };
      }}
      remove={(delegation) => remove.mutateAsync(delegation.id)}
      dialog={(open, onClose) => (
        <AlternateDialog open={open} contactId={contactId} clientId={clientId} onClose={onClose} />
      )}
    />
  );
}
