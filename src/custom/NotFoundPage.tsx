import HomeIcon from '@mui/icons-material/Home';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, Title, useTranslate } from 'react-admin';

/** Any address the console has no screen for (a mistyped or outdated link). */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="console.custom.not_found.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('console.custom.not_found.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('console.custom.not_found.explanation')}
        </Typography>
        <Button component={LinkBase} to="/" variant="contained" startIcon={<HomeIcon />}>
          {translate('console.custom.not_found.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
