import { useId, useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DEFAULT_ASSOCIATION,
  SELECTABLE_NOTIFICATION_LEVELS,
} from '@tallysheet/contract/directory/directory';
import {
  CONTACT_TYPE_OPTIONS,
  LEVEL_OPTIONS,
} from '@/entities/associations/association-options.ts';

import type { ContactType, SelectableLevel } from '@/entities/associations/association-types.ts';

/** What the dialog hands its picker of the other side. */
export interface PartySelectProps {
  value: string;
  onChange(id: string): void;
  /** Already associated: shown but not selectable (D§4). */
  isTaken(id: string): boolean;
  label: string;
  required: true;
  autoFocus: true;
  error?: string;
}

export interface AssociationValues {
  partyId: string;
  contactType: ContactType;
  notificationLevel: SelectableLevel;
}

export interface AssociationDialogProps {
  /** Offers to create the party on the spot (a new contact of the project's client). */
  quickCreate?: {
    label: string;
    render(controls: { open: boolean; onClose(): void; onCreated(id: string): void }): ReactNode;
  };
  open: boolean;
  /** "Contact" in a project's editor, "Project" in a contact's. */
  partyLabel: string;
  /** The picker of the other side: a contact of the project's client, or a project of the contact's. */
  partySelect(props: PartySelectProps): ReactNode;
  /** Already associated parties. */
  isTaken(id: string): boolean;
  /** Edit mode: the association's other side, which cannot change (D§4). */
  fixed?: { id: string; name: string };
  initial?: { contactType: ContactType; notificationLevel: string };
  saving?: boolean;
  onSave(values: AssociationValues): void;
  onCancel(): void;
}

const isSelectable = (level: string | undefined): level is SelectableLevel =>
  (SELECTABLE_NOTIFICATION_LEVELS as readonly string[]).includes(level ?? '');

/** A required dropdown of the dialog over its options. */
function ChoiceField<V extends string>(props: {
  label: string;
  value: V;
  onChange(value: NoInfer<V>): void;
  options: readonly { value: NoInfer<V>; label: string }[];
}) {
  return (
    <TextField
      select
      label={props.label}
      required
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as V)}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Adds or edits one contact-to-project association: party, contact type, notification level. */
export function AssociationDialog(props: AssociationDialogProps) {
  const { open, partyLabel, fixed, initial, saving, onCancel } = props;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [partyId, setPartyId] = useState(fixed?.id ?? '');
  const [contactType, setContactType] = useState<ContactType>(
    initial?.contactType ?? DEFAULT_ASSOCIATION.contactType,
  );
  const [level, setLevel] = useState<SelectableLevel>(
    isSelectable(initial?.notificationLevel)
      ? initial.notificationLevel
      : DEFAULT_ASSOCIATION.notificationLevel,
  );
  const [touched, setTouched] = useState(false);
  const [creating, setCreating] = useState(false);
  const missing = !partyId;

  const save = () => {
    setTouched(true);
    if (missing) return;
    props.onSave({ partyId, contactType, notificationLevel: level });
  };

  return (
    <Dialog
      open={open}
      onClose={() => !saving && onCancel()}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {fixed ? 'Edit Association' : 'New Association'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!fixed && props.quickCreate && (
            <>
              <Button
                startIcon={<AddIcon />}
                onClick={() => setCreating(true)}
                sx={{ alignSelf: 'flex-end' }}
              >
                {props.quickCreate.label}
              </Button>
              {props.quickCreate.render({
                open: creating,
                onClose: () => setCreating(false),
                onCreated: setPartyId,
              })}
            </>
          )}
          {fixed ? (
            <TextField label={partyLabel} value={fixed.name} disabled />
          ) : (
            props.partySelect({
              value: partyId,
              onChange: setPartyId,
              isTaken: props.isTaken,
              label: partyLabel,
              required: true,
              autoFocus: true,
              error: touched && missing ? `Select a ${partyLabel.toLowerCase()}` : undefined,
            })
          )}
          <ChoiceField
            label="Contact Type"
            value={contactType}
            onChange={setContactType}
            options={CONTACT_TYPE_OPTIONS}
          />
          <ChoiceField
            label="Notification Level"
            value={level}
            onChange={setLevel}
            options={LEVEL_OPTIONS}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" loading={saving} onClick={save}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
