import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDefinition } from '../../server/http/routes';
import { routeTable } from '../../server/routes';
import { messageText } from '../../shared/messages';
import { bearer, signedInServerForTests } from './support/server';

/*
 * Every path and query parameter of every declared route, read from the route table (so a new
 * route is covered the day it exists): text nobody types, or a URL that does not decode to
 * text, is a 400 naming the parameter, never a 500 nor a search for something else.
 */

const session = signedInServerForTests();

/** Parameter values as a URL writes them, and the message each must be refused with. */
const UNREADABLE: { label: string; encoded: string; message: string }[] = [
  { label: 'a NUL', encoded: 'a%00b', message: messageText('control_characters') },
  { label: 'an escape character', encoded: 'a%1Bb', message: messageText('control_characters') },
  { label: 'a C1 control', encoded: 'a%C2%85b', message: messageText('control_characters') },
  {
    label: 'an encoded lone surrogate',
    encoded: 'a%ED%A0%80b',
    message: messageText('percent_encoding'),
  },
  { label: 'a byte that is not UTF-8', encoded: 'a%FFb', message: messageText('percent_encoding') },
  {
    label: 'a % without two hex digits',
    encoded: '5%zz',
    message: messageText('percent_encoding'),
  },
];

const namesOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** The route's path with every parameter a valid id, except `name`, written `encoded`. */
const pathWith = (definition: RouteDefinition, name?: string, encoded?: string) =>
  definition.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    param === name && encoded !== undefined ? encoded : '1',
  );

const routeName = (definition: RouteDefinition) =>
  `${definition.method.toUpperCase()} ${definition.path}`;

/** What is wrong with the answer to a request whose `name` must be refused, or undefined. */
async function problemWith(
  path: string,
  definition: RouteDefinition,
  name: string,
  message: string,
) {
  const response = await session.server.request(path, {
    method: definition.method.toUpperCase(),
    headers: bearer(session.token),
  });
  const text = await response.text();
  let errors: unknown;
  try {
    errors = (JSON.parse(text) as { errors?: unknown }).errors;
  } catch {
    // Not JSON: reported below as it came.
  }
  const named = (errors as Record<string, unknown> | undefined)?.[name];
  if (response.status === 400 && named === message) return undefined;
  return `${routeName(definition)} ${path} -> ${response.status} ${text.slice(0, 200)}`;
}

const queryCases = routeTable.flatMap((definition) =>
  namesOf(definition.query).map((name) => ({ definition, name })),
);
const pathCases = routeTable.flatMap((definition) =>
  namesOf(definition.params).map((name) => ({ definition, name })),
);

describe('Path and query parameters: unreadable text is a 400 naming the parameter, on every route', () => {
  it('finds the parameters in the route table', () => {
    expect(queryCases.map(({ definition, name }) => `${definition.path}?${name}`)).toEqual(
      expect.arrayContaining([
        '/api/admin/organization?name',
        '/api/admin/organization.csv?name',
        '/api/admin/event?title',
        '/api/admin/country?country',
        '/api/admin/trash?q',
        '/api/admin/administrators.csv?q',
        '/api/admin/history?from',
      ]),
    );
    expect(pathCases.length).toBeGreaterThan(50);
  });

  for (const { label, encoded, message } of UNREADABLE) {
    it(`refuses ${label} in each query parameter of each route`, async () => {
      const violations: string[] = [];
      for (const { definition, name } of queryCases) {
        const path = `${pathWith(definition)}?${name}=${encoded}`;
        const problem = await problemWith(path, definition, name, message);
        if (problem) violations.push(problem);
      }
      expect(violations).toEqual([]);
    });

    it(`refuses ${label} in each path parameter of each route`, async () => {
      const violations: string[] = [];
      for (const { definition, name } of pathCases) {
        const problem = await problemWith(
          pathWith(definition, name, encoded),
          definition,
          name,
          message,
        );
        if (problem) violations.push(problem);
      }
      expect(violations).toEqual([]);
    });
  }

  it('still reads typed text, spaces, line breaks and an encoded % sign as sent', async () => {
    const created = await session.server.request('/api/admin/participation-role', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(session.token) },
      body: JSON.stringify({ name: 'Café 100% a b' }),
    });
    expect(created.status).toBe(201);
    const found = async (encoded: string) => {
      const response = await session.server.request(`/api/admin/participation-role?q=${encoded}`, {
        headers: bearer(session.token),
      });
      expect(response.status, encoded).toBe(200);
      const { data } = (await response.json()) as {
        data: { participation_roles: { name: string }[] };
      };
      return data.participation_roles.map((role) => role.name);
    };
    expect(await found('Caf%C3%A9')).toEqual(['Café 100% a b']);
    expect(await found('100%25+a%20b')).toEqual(['Café 100% a b']);
    expect(await found('a%09b%0Ac%0D')).toEqual([]);
  });
});
