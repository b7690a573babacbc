import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
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
export function AssociationsTable(props: AssociationsTableProps) {
  const { rows, partyName, disabled } = props;
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
                  <Tooltip title="Edit" describeChild>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Edit ${name}`}
                        disabled={disabled}
                        onClick={() => props.onEdit(row)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
                <TableCell sx={{ width: 75 }}>
                  <Tooltip title="Delete" describeChild>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Delete ${name}`}
                        disabled={disabled}
                        onClick={() => props.onDelete(row)}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
