import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactElement } from 'react';

export interface DashboardCounts {
  blogs: number;
  organizations: number;
  events: number;
  users: number;
}

const cards: { key: keyof DashboardCounts; label: string; icon: ReactElement }[] = [
  { key: 'blogs', label: 'Blog posts', icon: <ArticleIcon /> },
  { key: 'organizations', label: 'New Organizations', icon: <BusinessIcon /> },
  { key: 'events', label: 'Events', icon: <EventIcon /> },
  { key: 'users', label: 'Active users', icon: <PeopleIcon /> },
];

export function CountCards({ counts }: { counts: DashboardCounts }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      }}
    >
      {cards.map(({ key, label, icon }) => (
        <Card key={key} component="section" aria-label={label}>
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
              {icon}
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {counts[key].toLocaleString('en')}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
