import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { formatNumber } from '../../i18n/format';
import {
  DownloadButton,
  DownloadProgress,
  saveFile,
  today,
  useDownload,
} from '../shared/ExportButton';

/**
 * Export HSDS: downloads the published directory in Open Referral's HSDS (a ZIP of CSV files
 * with its datapackage.json, docs/hsds.md), showing what has arrived; it can be cancelled.
 */
export function HsdsExportButton() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [received, setReceived] = useState(0);
  const download = useDownload();

  const start = () =>
    download.start(async (signal) => {
      setReceived(0);
      const fileName = `directory-hsds-${today()}.zip`;
      saveFile(await dataProvider.exportHsds({ signal, onBytes: setReceived }), fileName);
      notify('console.organizations.hsds_export.done', {
        type: 'success',
        messageArgs: { file: fileName },
      });
    });

  return (
    <DownloadButton
      download={download}
      start={start}
      label={translate('console.organizations.hsds_export.label')}
      cancelLabel={translate('console.organizations.hsds_export.cancel')}
      hint={translate('console.organizations.hsds_export.hint')}
      progress={
        <DownloadProgress
          caption={translate('console.organizations.hsds_export.received', {
            kilobytes: formatNumber(Math.round(received / 1024)),
          })}
          label={translate('console.organizations.hsds_export.progress')}
        />
      }
    />
  );
}
