import HomeIcon from '@mui/icons-material/Home';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, Title } from 'react-admin';

/** Any address the console has no screen for (a mistyped or outdated link). */
export function NotFoundPage() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Page not found" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          There is no page at this address. Check the address, or go back to the dashboard.
        </Typography>
        <Button component={LinkBase} to="/" variant="contained" startIcon={<HomeIcon />}>
          Back to the dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
