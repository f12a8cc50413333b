import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { LinkBase } from 'react-admin';
import { NEW_ORGANIZATION_DAYS } from '../../../shared/dashboard';
import { organizationsCreatedWithin } from '../../dataProvider/resources/organizations';

export interface DashboardCounts {
  blogs: number;
  organizations: number;
  events: number;
  users: number;
}

interface CountCard {
  key: keyof DashboardCounts;
  label: string;
  icon: ReactElement;
  /** The list the count is about, showing what it counts. */
  to: string;
}

const cards: CountCard[] = [
  { key: 'blogs', label: 'Blog posts', icon: <ArticleIcon />, to: '/blog' },
  {
    key: 'organizations',
    label: 'New Organizations',
    icon: <BusinessIcon />,
    to: organizationsCreatedWithin(NEW_ORGANIZATION_DAYS),
  },
  { key: 'events', label: 'Events', icon: <EventIcon />, to: '/events' },
  { key: 'users', label: 'Active users', icon: <PeopleIcon />, to: '/administrators' },
];

function CountCardContent({ counts, card }: { counts: DashboardCounts; card: CountCard }) {
  return (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        {card.icon}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {card.label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {counts[card.key].toLocaleString('en')}
        </Typography>
      </Box>
    </CardContent>
  );
}

export function CountCards({ counts }: { counts: DashboardCounts }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      }}
    >
      {cards.map((card) => (
        <Card key={card.key} component="section" aria-label={card.label}>
          <CardActionArea component={LinkBase} to={card.to} sx={{ height: '100%' }}>
            <CountCardContent counts={counts} card={card} />
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
