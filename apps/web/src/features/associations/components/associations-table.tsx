import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CONTACT_TYPE_LABELS,
  NOTIFICATION_LEVEL_LABELS,
  type Association,
} from '@tallysheet/contract/directory/directory';

interface AssociationsTableProps {
  label: string;
  /** "Contact" or "Project": the other side of each association. */
  partyLabel: string;
  partyName(row: Association): string;
  rows: Association[] | undefined;
  loading: boolean;
  error: boolean;
  errorText: string;
  onReload(): void;
  emptyText: string;
  onEdit(row: Association): void;
  onDelete(row: Association): void;
  disabled?: boolean;
}

/** The compact table of an editor's associations, with edit and delete (75 wide, D§2.1). */
interface ActionProps {
  row: Association;
  name: string;
  props: AssociationsTableProps;
}

function EditAction({ row, name, props }: ActionProps) {
  return (
    <Tooltip title="Edit" describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={`Edit ${name}`}
          disabled={props.disabled}
          onClick={() => props.onEdit(row)}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

function DeleteAction({ row, name, props }: ActionProps) {
  return (
    <Tooltip title="Delete" describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={`Delete ${name}`}
          disabled={props.disabled}
          onClick={() => props.onDelete(row)}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * On a phone each association is a card (issue 12: one rule for every table): the party, its
 * contact type and notification level, and the row's actions; nothing scrolls sideways.
 */
function AssociationCards(props: AssociationsTableProps) {
  const { rows, partyName } = props;
  return (
    <Box
      component="ul"
      aria-label={props.label}
      sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {props.loading && !rows && (
        <Box component="li" aria-hidden sx={{ px: 2, py: 1.5 }}>
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </Box>
      )}
      {rows?.length === 0 && (
        <Box component="li" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {props.emptyText}
          </Typography>
        </Box>
      )}
      {rows?.map((row, index) => {
        const name = partyName(row);
        return (
          <Stack
            component="li"
            key={`${row.projectId}:${row.contactId}`}
            direction="row"
            sx={{
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {name || '---'}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                Contact Type: {CONTACT_TYPE_LABELS[row.contactType]} · Notification Level:{' '}
                {NOTIFICATION_LEVEL_LABELS[row.notificationLevel]}
              </Typography>
            </Box>
            <EditAction row={row} name={name} props={props} />
            <DeleteAction row={row} name={name} props={props} />
          </Stack>
        );
      })}
    </Box>
  );
}

export function AssociationsTable(props: AssociationsTableProps) {
  const { rows, partyName } = props;
  const cards = useMediaQuery(useTheme().breakpoints.down('md'));
  if (props.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={props.onReload}>
            Reload
          </Button>
        }
      >
        {props.errorText}
      </Alert>
    );
  if (cards) return <AssociationCards {...props} />;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            <TableCell>{props.partyLabel}</TableCell>
            <TableCell>Contact Type</TableCell>
            <TableCell>Notification Level</TableCell>
            <TableCell sx={{ width: 75 }}>Edit</TableCell>
            <TableCell sx={{ width: 75 }}>Delete</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.loading &&
            !rows &&
            [0, 1].map((index) => (
              <TableRow key={index} aria-hidden>
                <TableCell colSpan={5}>
                  <Skeleton variant="text" />
                </TableCell>
              </TableRow>
            ))}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {props.emptyText}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows?.map((row) => {
            const name = partyName(row);
            return (
              <TableRow key={`${row.projectId}:${row.contactId}`} hover>
                <TableCell>{name || '---'}</TableCell>
                <TableCell>{CONTACT_TYPE_LABELS[row.contactType]}</TableCell>
                <TableCell>{NOTIFICATION_LEVEL_LABELS[row.notificationLevel]}</TableCell>
                <TableCell sx={{ width: 75 }}>
                  <EditAction row={row} name={name} props={props} />
                </TableCell>
                <TableCell sx={{ width: 75 }}>
                  <DeleteAction row={row} name={name} props={props} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
