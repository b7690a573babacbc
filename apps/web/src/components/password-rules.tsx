import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_MESSAGES, passwordProblems } from '@tallysheet/contract/identity/password';

const RULES = [
  PASSWORD_MESSAGES.minLength,
  PASSWORD_MESSAGES.uppercase,
  PASSWORD_MESSAGES.digit,
  PASSWORD_MESSAGES.symbol,
];

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  border: 0,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The password rules (A§5) in the spec's words, each marked met or not as the user types. */
export function PasswordRules({ value }: { value: string }) {
  const problems = passwordProblems(value);
  const rules = problems.includes(PASSWORD_MESSAGES.maxLength)
    ? [...RULES, PASSWORD_MESSAGES.maxLength]
    : RULES;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rules.map((rule) => {
        const met = !problems.includes(rule);
        return (
          <Box
            component="li"
            key={rule}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.25 }}
          >
            {met ? (
              <CheckCircleIcon sx={{ fontSize: 16, mt: '1px' }} color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon
                sx={{ fontSize: 16, mt: '1px', color: 'text.secondary' }}
                aria-hidden
              />
            )}
            <Typography variant="caption" color={met ? 'text.primary' : 'text.secondary'}>
              {rule}
              <Box component="span" sx={visuallyHidden}>
                {met ? ' (met)' : ' (not met)'}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
