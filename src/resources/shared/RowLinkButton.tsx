import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';

/**
 * A table row's action that leads to another screen: an icon named by its tooltip (`label`). A
 * click on it does not also count as a click on the row.
 */
export function RowLinkButton({
  label,
  to,
  icon,
}: {
  label: MessageKey;
  to: string;
  icon: ReactElement;
}) {
  const translate = useTranslate();
  const name = translate(label);
  return (
    <Tooltip title={name}>
      <IconButton
        component={LinkBase}
        to={to}
        aria-label={name}
        color="primary"
        size="small"
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
