import type { ReactNode } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

/**
 * A row of a form's list held until submit (a staged contact, an association, a custom field):
 * a group of fields on a grid (one column on a phone) with its Remove button, "Remove
 * {label}". Bordered unless `plain`; with `disabled` the button is off and its tooltip stays.
 */
export function StagedRow({
  label,
  columns,
  onRemove,
  plain,
  disabled,
  children,
}: {
  label: string;
  /** The grid's columns from `sm` up (and `xs` where it differs from one column). */
  columns: Record<string, string>;
  onRemove(anchor: HTMLElement): void;
  plain?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const button = (
    <IconButton
      aria-label={`Remove ${label.toLowerCase()}`}
      disabled={disabled}
      onClick={(event) => onRemove(event.currentTarget)}
    >
      <DeleteOutlinedIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      sx={{
        alignItems: 'flex-start',
        gap: 1,
        ...(!plain && { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }),
      }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', ...columns },
        }}
      >
        {children}
      </Box>
      {/* A disabled button gets no events: where it may be off, the tooltip is on a wrapper. */}
      <Tooltip title="Remove" describeChild>
        {disabled === undefined ? button : <span>{button}</span>}
      </Tooltip>
    </Stack>
  );
}
