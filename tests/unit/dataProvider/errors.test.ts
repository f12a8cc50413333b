import { HttpError } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, wordFailuresWith } from '../../../src/dataProvider/http';
import { i18nProvider } from '../../../src/i18n/provider';
import { STALE_MESSAGE, staleAnswer, tooLongNameNoUrlAnswer } from '../../support/errorAnswers';
import { rejectionOf, route } from '../support/server';

const stale = staleAnswer('r1');
const invalid = tooLongNameNoUrlAnswer(100, 'r2');

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

// As the console does once its languages are loaded.
beforeAll(() => wordFailuresWith(i18nProvider.translate));

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  localStorage.clear();
});

describe("the server's refusals, in the console's language", () => {
  it('arrive in English unchanged', async () => {
    route('patch', '/admin/things/1', stale, 409);
    const conflict = await failureOf(apiFetch('/admin/things/1', { method: 'PATCH', json: {} }));
    expect(conflict.message).toBe(STALE_MESSAGE);
    route('post', '/admin/things', invalid, 400);
    const refusal = await failureOf(apiFetch('/admin/things', { method: 'POST', json: {} }));
    expect(refusal.message).toBe('Invalid fields: name, url');
    expect(refusal.body.errors).toEqual(invalid.errors);
  });

  it('arrive in French by their codes, field errors too', async () => {
    await i18nProvider.changeLocale('fr');
    route('patch', '/admin/things/1', stale, 409);
    const conflict = await failureOf(apiFetch('/admin/things/1', { method: 'PATCH', json: {} }));
    expect(conflict.message).toBe(
      'Quelqu’un d’autre a modifié cette fiche. Rechargez-la pour voir la version la plus récente.',
    );
    route('post', '/admin/things', invalid, 400);
    const refusal = await failureOf(apiFetch('/admin/things', { method: 'POST', json: {} }));
    expect(refusal.message).toBe('Champs non valides\u00a0: name, url');
    expect(refusal.body.errors).toEqual({
      name: 'Doit compter au plus 100 caractères',
      url: 'Obligatoire',
    });
    expect(refusal.body.message).toBe('Invalid fields: name, url');
  });

  it('are recognised by their English text when the answer carries no code', async () => {
    await i18nProvider.changeLocale('fr');
    route('delete', '/admin/things/1', { message: 'Organization not found.' }, 404);
    const missing = await failureOf(apiFetch('/admin/things/1', { method: 'DELETE' }));
    expect(missing.message).toBe('L’élément demandé est introuvable.');
    route('get', '/admin/things', { message: 'Unknown words' }, 400);
    expect((await failureOf(apiFetch('/admin/things'))).message).toBe('Unknown words');
  });

  it("keep a server fault's reference, in French too", async () => {
    await i18nProvider.changeLocale('fr');
    const fault = { message: 'Something went wrong on the server. Try again later.' };
    route(
      'get',
      '/admin/things',
      { ...fault, code: 'server_fault', params: {}, request_id: 'b7' },
      500,
    );
    expect((await failureOf(apiFetch('/admin/things'))).message).toBe(
      'Une erreur s’est produite sur le serveur. Réessayez plus tard. (Référence\u00a0: b7)',
    );
  });
});
