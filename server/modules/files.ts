import { notFound } from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';

/** Uploaded files are served as inert documents: no sniffing, no scripts, no plugins, sandboxed. */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const fileRoutes = defineRoutes(
  'files',
  [
    route({
      method: 'get',
      path: '/api/files/{id}',
      summary: 'An uploaded file, with a session or with the signature of the URL the API gave out',
      signedAccess: true,
      params: idParams,
      errors: { 404: 'No live file with this id' },
      async handler({ services: { db }, params }) {
        const [file] = await db.query<{ content_type: string; bytes: Uint8Array }>(
          'SELECT content_type, bytes FROM files WHERE id = $1 AND deleted_at IS NULL',
          [params.id],
        );
        if (!file) throw notFound('File');
        return new Response(Buffer.from(file.bytes), {
          headers: {
            'Content-Type': file.content_type,
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': FILE_CSP,
            'Cache-Control': 'private, max-age=86400',
            // A signed URL is given to whatever shows the record, on any origin.
            'Cross-Origin-Resource-Policy': 'cross-origin',
          },
        });
      },
    }),
  ],
  'signed-in',
);
