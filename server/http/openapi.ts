import { z } from 'zod';
import { mayRefuse, whoMayCall } from './access';
import { acceptsBody, type RouteDefinition, uploadBodyLimitBytes } from './routes';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(definition: RouteDefinition) {
  const bodyTypes = acceptsBody(definition);
  if (!bodyTypes) return undefined;
  const fields = definition.body ? jsonSchema(definition.body) : { type: 'object', properties: {} };
  const content: Record<string, { schema: JsonSchema }> = {};
  if (bodyTypes !== 'multipart') content['application/json'] = { schema: fields };
  if (bodyTypes !== 'json') {
    const fileProperties = Object.fromEntries(
      Object.entries(definition.files ?? {}).map(([name, rule]) => [
        name,
        {
          type: 'string',
          format: 'binary',
          description: rule.description ?? (rule.kind === 'svg' ? 'An SVG file' : 'An image file'),
        },
      ]),
    );
    const required = Object.entries(definition.files ?? {})
      .filter(([, rule]) => rule.required)
      .map(([name]) => name);
    const formSchema = {
      ...fields,
      properties: { ...((fields.properties as JsonSchema | undefined) ?? {}), ...fileProperties },
      required: [...((fields.required as string[] | undefined) ?? []), ...required],
    };
    content['multipart/form-data'] = { schema: formSchema };
    if (!definition.files) content['application/x-www-form-urlencoded'] = { schema: fields };
  }
  return { required: !definition.optionalBody, content };
}

const errorSchema = { $ref: '#/components/schemas/Error' };

function responses(definition: RouteDefinition) {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: errorSchema } },
  });
  const result: Record<string, unknown> = {
    [definition.status ?? 200]: {
      description: 'Success',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
    },
  };
  if (definition.params || definition.query || acceptsBody(definition)) {
    result[400] = error('Invalid input; `errors` holds one message per field');
  }
  if (!definition.public)
    result[401] = error('Missing, malformed, unknown, expired or revoked session');
  if (definition.access && mayRefuse(definition.access)) {
    result[403] = error(`The role does not allow it. Who may: ${whoMayCall(definition.access)}`);
  }
  const fileFields = Object.keys(definition.files ?? {}).length;
  if (fileFields > 0) {
    const multipartLimit = uploadBodyLimitBytes(fileFields) / 1024 / 1024;
    result[413] = error(
      `A file over 5 MB (named in \`errors\`), or a body over its limit (JSON 1 MB, multipart ${multipartLimit} MB)`,
    );
  } else if (acceptsBody(definition)) {
    result[413] = error('Body larger than its 1 MB limit');
  }
  for (const [status, description] of Object.entries(definition.errors ?? {})) {
    result[status] = error(description);
  }
  return result;
}

/** The OpenAPI 3.1 document of the declared routes, so it cannot drift from the code. */
export function openApiDocument(routes: RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const definition of routes) {
    const operations = paths[definition.path] ?? {};
    paths[definition.path] = operations;
    operations[definition.method] = {
      tags: [definition.tag],
      summary: definition.summary,
      ...(definition.description ? { description: definition.description } : {}),
      operationId: `${definition.method}${definition.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
      ...(definition.access ? { 'x-access': whoMayCall(definition.access) } : {}),
      security: definition.public
        ? []
        : definition.signedAccess
          ? [{ session: [] }, { signature: [] }]
          : [{ session: [] }],
      parameters: [
        ...parameters(definition.params, 'path'),
        ...parameters(definition.query, 'query'),
      ],
      ...(acceptsBody(definition) ? { requestBody: requestBody(definition) } : {}),
      responses: responses(definition),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Directory admin API',
      version: '1.0.0',
      description:
        'Conventions (envelope, errors, updated_at and 409, soft delete, limits): docs/api.md.',
    },
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          description: 'Session token from POST /api/admin/auth/google',
        },
        signature: {
          type: 'apiKey',
          in: 'query',
          name: 'sig',
          description: 'Signature in file URLs returned by the API',
        },
      },
      schemas: {
        Success: { type: 'object', required: ['data'], properties: { data: { type: 'object' } } },
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string', description: 'What went wrong, in English' },
            code: {
              type: 'string',
              description:
                "The message's stable code (shared/messages.ts), when it is one of the API's known messages",
            },
            params: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: "The texts of the code's template placeholders, by name",
            },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
            error_codes: {
              type: 'object',
              description:
                "Each field error's code and params, for the fields of `errors` whose message is known",
              additionalProperties: {
                type: 'object',
                required: ['code', 'params'],
                properties: {
                  code: { type: 'string' },
                  params: { type: 'object', additionalProperties: { type: 'string' } },
                },
              },
            },
            request_id: { type: 'string', description: 'The X-Request-Id of the answer' },
          },
        },
      },
    },
  };
}
