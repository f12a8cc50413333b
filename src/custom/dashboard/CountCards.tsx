import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { NEW_ORGANIZATION_DAYS } from '../../../shared/dashboard';
import { organizationsCreatedWithin } from '../../dataProvider/resources/organizations';
import { formatNumber } from '../../i18n/format';
import type { MessageKey } from '../../i18n/text';

export interface DashboardCounts {
  blogs: number;
  organizations: number;
  events: number;
  users: number;
}

interface CountCard {
  key: keyof DashboardCounts;
  label: MessageKey;
  icon: ReactElement;
  /** The list the count is about, showing what it counts. */
  to: string;
}

const cards: CountCard[] = [
  { key: 'blogs', label: 'console.dashboard.counts.blogs', icon: <ArticleIcon />, to: '/blog' },
  {
    key: 'organizations',
    label: 'console.dashboard.counts.organizations',
    icon: <BusinessIcon />,
    to: organizationsCreatedWithin(NEW_ORGANIZATION_DAYS),
  },
  { key: 'events', label: 'console.dashboard.counts.events', icon: <EventIcon />, to: '/events' },
  {
    key: 'users',
    label: 'console.dashboard.counts.users',
    icon: <PeopleIcon />,
    to: '/administrators',
  },
];

function CountCardContent({ counts, card }: { counts: DashboardCounts; card: CountCard }) {
  const translate = useTranslate();
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
          {translate(card.label)}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {formatNumber(counts[card.key])}
        </Typography>
      </Box>
    </CardContent>
  );
}

export function CountCards({ counts }: { counts: DashboardCounts }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      }}
    >
      {cards.map((card) => (
        <Card key={card.key} component="section" aria-label={translate(card.label)}>
          <CardActionArea component={LinkBase} to={card.to} sx={{ height: '100%' }}>
            <CountCardContent counts={counts} card={card} />
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
