import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ResponsiveStyleValue } from '@mui/system';
import { GridList } from './grid-list.tsx';

export interface LinkCard {
  to: string;
  title: string;
  description: ReactNode;
}

interface LinkCardsProps {
  label: string;
  cards: readonly LinkCard[];
  /** The grid's columns, e.g. 'repeat(3, minmax(0, 1fr))', per breakpoint if need be. */
  columns: ResponsiveStyleValue<string>;
  /** Before each card's title, e.g. the report icon. */
  icon?: ReactNode;
  /** After each card's text, e.g. a chevron. */
  end?: ReactNode;
}

/** A grid of cards, each a link to a page with its title and what it is for. */
export function LinkCards({ label, cards, columns, icon, end }: LinkCardsProps) {
  return (
    <GridList aria-label={label} sx={{ gap: 2, gridTemplateColumns: columns }}>
      {cards.map((card) => (
        <li key={card.to}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={card.to}
              sx={{ height: '100%', alignItems: 'flex-start' }}
            >
              <CardContent sx={{ display: 'flex', gap: icon ? 1.5 : 1, alignItems: 'flex-start' }}>
                {icon}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="h6" component="h2" sx={{ mb: end ? 0.5 : 0 }}>
                    {card.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {card.description}
                  </Typography>
                </Box>
                {end}
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </GridList>
  );
}
