import { organizations } from '../../../shared/resources/organizations';
import { attachmentName, exportIdleLimit, streamedBody } from '../../http/csvExport';
import { defineRoutes, route } from '../../http/routes';
import { hsdsZipChunks } from './zipExport';

/** The directory in Open Referral's HSDS 3.0 tabular form (docs/hsds.md): whoever reads organizations. */
export const hsdsRoutes = defineRoutes(
  'hsds',
  [
    route({
      method: 'get',
      path: '/api/admin/hsds/export',
      summary:
        "The published organizations, their locations, addresses, phones and edit history in Open Referral's HSDS 3.0: a ZIP of CSV files with their datapackage.json, streamed",
      async handler(input) {
        const created = new Date();
        const body = await streamedBody(
          hsdsZipChunks(input.services.db, created),
          exportIdleLimit(input),
        );
        return new Response(body, {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="${attachmentName('directory-hsds', 'zip', created)}"`,
            'Cache-Control': 'no-store',
          },
        });
      },
    }),
  ],
  organizations,
);
