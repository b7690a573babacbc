import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tallysheet/contract/audit/audit';
import { AUDIT_WORDS } from './audit-words.ts';
import { fieldChanges } from './diff.ts';

const SHOWN = 6;

/**
 * An audit entry's before and after as the fields that changed: "role: assoc → admin". The
 * Audit Log and every entity's History show it alike.
 */
export function AuditDiff({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const [all, setAll] = useState(false);
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {AUDIT_WORDS.noFields}
      </Typography>
    );
  const shown = all ? changes : changes.slice(0, SHOWN);
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          fontSize: 14,
        }}
      >
        {shown.map((change) => (
          <Box key={change.path} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {change.path}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {change.before !== undefined && (
                <Box
                  component="del"
                  sx={{ color: 'error.dark', textDecorationThickness: 1 }}
                  aria-label={`before: ${change.before}`}
                >
                  {change.before}
                </Box>
              )}
              {change.before !== undefined && change.after !== undefined && ' → '}
              {change.after !== undefined && (
                <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none' }}>
                  {change.after}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {changes.length > SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {all ? AUDIT_WORDS.showFewer : AUDIT_WORDS.showAll(changes.length - SHOWN)}
        </Button>
      )}
    </Box>
  );
}
