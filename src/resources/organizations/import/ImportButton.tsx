import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMayDo } from '../../../authProvider/useMayDo';
import { IMPORT_ROUTE } from '../../paths';

/** The Organizations list's Import: for those who may change organizations. */
export function ImportButton() {
  const translate = useTranslate();
  if (!useMayDo('create', { resource: 'organizations' })) return null;
  return (
    <Button component={Link} to={IMPORT_ROUTE} startIcon={<UploadFileIcon />}>
      {translate('console.import.button')}
    </Button>
  );
}
