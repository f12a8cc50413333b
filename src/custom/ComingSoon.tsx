import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Stands in for a screen that a later release adds, so that its menu entry never crashes. */
export function ComingSoon({ title = 'Coming soon' }: { title?: string }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          Coming soon
        </Typography>
        <Typography color="text.secondary">
          The {title === 'Coming soon' ? 'page you asked for' : `${title} screen`} is not available
          yet; it arrives in a later release.
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Any other path: later issues add many routes (editors, sub-pages) behind this. */
export function ComingSoonCatchAll() {
  return <ComingSoon />;
}
