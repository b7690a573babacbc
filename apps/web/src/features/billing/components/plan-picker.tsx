import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PAID_TYPES, type PaidType, type PricingQuote } from '@tallysheet/contract/tenants/billing';
import { formatPrice } from '@tallysheet/contract/tenants/pricing';
import { usePricingQuotes } from '../api/subscribe.ts';

const PLAN_NOTES: Record<PaidType, string> = {
  Monthly: 'Billed every month. Change or stop at the end of any month.',
  Annual: 'Billed once a year, at a lower price per month.',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "$35.00 per month" */
export const quoteText = (quote: PricingQuote) => `${formatPrice(quote.total)} per ${quote.period}`;
/**
 * The arithmetic behind the total (A§9: the account creator is free), so that it adds up on
 * screen: "$20.00 base + $5.00 per user · 3 billable users (4 users; the account creator is
 * free)".
 */
export const quoteDetail = (quote: PricingQuote) =>
  `${formatPrice(quote.base)} base + ${formatPrice(quote.perUser)} per user · ${count(
    quote.chargedUsers,
    'billable user',
    'billable users',
  )} (${count(quote.users, 'user', 'users')}; the account creator is free)`;

/** Monthly and Annual side by side, each with its price for today's users (A§9). */
export function PlanPicker({
  users,
  value,
  onChange,
  current,
}: {
  users: number;
  value: PaidType;
  onChange(type: PaidType): void;
  /** The plan the tenant has now, marked. */
  current?: PaidType | null;
}) {
  const quotes = usePricingQuotes(users);
  return (
    <RadioGroup
      aria-label="Plan"
      value={value}
      onChange={(event) => onChange(event.target.value as PaidType)}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {PAID_TYPES.map((type) => {
        const quote = quotes[type].data;
        return (
          <Box
            key={type}
            sx={{
              border: 1,
              borderColor: value === type ? 'primary.main' : 'divider',
              outline: value === type ? '1px solid' : 'none',
              outlineColor: 'primary.main',
              borderRadius: 1,
              p: 1.5,
              bgcolor: 'background.paper',
            }}
          >
            <FormControlLabel
              value={type}
              control={<Radio />}
              label={
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {type}
                  {current === type && (
                    <Chip label="Current" color="primary" variant="outlined" sx={{ ml: 1 }} />
                  )}
                </Typography>
              }
            />
            <Box sx={{ pl: 4 }}>
              {quote ? (
                <>
                  <Typography sx={{ fontSize: 20, fontWeight: 600 }}>{quoteText(quote)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {quoteDetail(quote)}
                  </Typography>
                </>
              ) : quotes[type].isError ? (
                <Typography variant="body2" color="error">
                  The price could not be loaded.
                </Typography>
              ) : (
                <Skeleton width="70%" aria-label="Loading price" />
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {PLAN_NOTES[type]}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </RadioGroup>
  );
}
