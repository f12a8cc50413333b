import { describe, expect, it } from 'vitest';
import { RECORD_TABLES } from '../../../server/modules/recordTables';
import { messageText } from '../../../shared/messages';
import type { HistoryTable } from '../../../shared/resources/history';
import type { Answer, ApiRecord, ResourceApi } from './resource';

const INVISIBLE_MESSAGE = 'Names may not contain invisible or text-direction characters.';
const MIXED_ALPHABETS_MESSAGE =
  'Names may not mix Latin letters with look-alike letters from other alphabets.';

/** Names as typed, and as stored and answered: composed (NFC), each run of spaces one plain space. */
const NORMALISED: [typed: string, stored: string][] = [
  ['Cafe\u0301 Nord', 'Café Nord'],
  ['Foo\u00a0Bar', 'Foo Bar'],
  ['Thin\u2009Space', 'Thin Space'],
  ['Wide\u3000Space', 'Wide Space'],
  ['  Many \t  Spaces\n', 'Many Spaces'],
];

const INVISIBLE: Record<string, string> = {
  'a zero-width space': 'Can\u200bada',
  'a trailing zero-width space': 'Canada\u200b',
  'a zero-width joiner': 'Can\u200dada',
  'a word joiner': 'Can\u2060ada',
  'a soft hyphen': 'Can\u00adada',
  'a zero-width no-break space (byte order mark)': 'Can\ufeffada',
  'a right-to-left override': '\u202eadanaC',
  'a left-to-right embedding': '\u202aCanada\u202c',
  'a first-strong isolate': '\u2068Canada\u2069',
  'a right-to-left mark': 'Canada\u200f',
  'a Hangul filler': 'Canada\u3164',
  'a variation selector': 'Canada\ufe0f',
};

const MIXED_ALPHABETS: Record<string, string> = {
  'a Cyrillic а in a Latin word': 'C\u0430nada',
  'a Cyrillic о in a Latin word': 'T\u043eronto',
  'a Greek ο in a Latin word': 'T\u03bfronto',
  'a Latin o in a Cyrillic word': 'М\u006fсква',
};

/** Wholly Cyrillic or Greek names, and words of different alphabets side by side. */
const OTHER_ALPHABETS = ['Москва', 'Αθήνα', 'Kyiv Київ'];

/** [a live name, a name that looks the same]: the second is refused beside the first. */
const LOOK_ALIKES: Record<string, [live: string, twin: string]> = {
  'a decomposed é': ['Café', 'Cafe\u0301'],
  'a no-break space': ['Foo Bar', 'Foo\u00a0Bar'],
  'a run of spaces': ['Foo Bar', 'Foo   Bar'],
  'a full-width letter': ['Canada', 'Ｃanada'],
  'full-width capitals': ['Canada', 'ＣＡＮＡＤＡ'],
  'a ligature': ['Fire Hall', 'ﬁre hall'],
  'Cyrillic capitals': ['Москва', 'МОСКВА'],
  'Greek capitals (a final sigma)': ['Οδος', 'ΟΔΟΣ'],
  // Letters of other alphabets that pass for Latin ones (Unicode's confusables, UTS #39).
  'an Armenian օ': ['Host', 'H\u0585st'],
  'a small capital ᴏ': ['Host', 'H\u1d0fst'],
  'a Cherokee Ꮋ': ['Host', '\u13bbost'],
  'a Lisu ꓧ': ['Host', '\ua4e7ost'],
  'full-width letters and an Armenian օ': ['Brookfield', 'Ｂr\u0585\u0585kｆｉｅｌｄ'],
  'an Armenian օ in a name of another case': ['Windsor', 'winds\u0585r'],
  'a Cherokee Ꮇ and digits 1 for letters l': ['Music Hall', '\u13b7usic Ha11'],
  'a curly apostrophe and a Cherokee Ꭰ': ["D'Arcy", '\u13a0\u2019Arcy'],
};

/** [a live name, a look-alike, another record renamed to it]: refused, whatever the alphabet. */
const RENAMED_LOOK_ALIKES: [live: string, twin: string, other: string][] = [
  ['Canada', 'Ｃanada', 'Otherwise'],
  ['Summit', 'S\u057dmmit', 'Otherplace'],
  ['Lakeside', '\ua4e1akeside', 'Anyplace'],
  ['Riverbank', '\u13d2iverbank', 'Someplace'],
];

export interface NameRulesOptions {
  api: ResourceApi;
  /** What the records are called in the test names: "countries". */
  label: string;
  table: string;
  /** The name field, in bodies, answers and the table. */
  field: string;
  /** The key of the record in a create's answer. */
  itemKey: string;
  /** Sends an otherwise valid create with this name. */
  create(name: string): Promise<Answer<unknown>>;
  /** For names unique among live records: the 409 message, and a rename when there is one. */
  unique?: { message: string; rename?(id: number, name: string): Promise<Answer<unknown>> };
}

type CreateAnswer = { data: Record<string, ApiRecord> };

/** The naming rule (docs/api.md, Names) as a client of one record type sees it. */
export function nameRulesSuite(options: NameRulesOptions) {
  const { api, table, field, itemKey } = options;

  async function created(name: string): Promise<ApiRecord> {
    const answer = await options.create(name);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as CreateAnswer).data[itemKey] as ApiRecord;
  }

  async function expectRefused(name: string, expected: Answer<unknown>) {
    const before = await api.count(table);
    expect(await options.create(name), JSON.stringify(name)).toEqual(expected);
    expect(await api.count(table)).toBe(before);
  }

  const invalidName = (message: string) => ({
    status: 400,
    body: { message: `Invalid fields: ${field}`, errors: { [field]: message } },
  });

  describe(`${options.label}: names`, () => {
    it('stores and answers a name composed (NFC), with each run of spaces of any kind as one plain space', async () => {
      for (const [typed, stored] of NORMALISED) {
        const record = await created(typed);
        expect(record[field], JSON.stringify(typed)).toBe(stored);
        expect((await api.row(table, record.id))?.[field]).toBe(stored);
      }
    });

    it.each(Object.entries(INVISIBLE))(
      'refuses a name with %s, writing nothing',
      async (_, name) => {
        await expectRefused(name, invalidName(INVISIBLE_MESSAGE));
      },
    );

    it.each(Object.entries(MIXED_ALPHABETS))(
      'refuses a name with %s, writing nothing',
      async (_, name) => {
        await expectRefused(name, invalidName(MIXED_ALPHABETS_MESSAGE));
      },
    );

    it('takes wholly Cyrillic or Greek names, and words of different alphabets side by side', async () => {
      for (const name of OTHER_ALPHABETS) expect((await created(name))[field]).toBe(name);
    });

    const unique = options.unique;
    if (!unique) return;

    /** Creates `name` unless a live record has it already (an earlier case made it). */
    const ensureLive = async (name: string) => {
      const answer = await options.create(name);
      if (answer.status !== 201) {
        expect(answer, name).toEqual({ status: 409, body: { message: unique.message } });
      }
    };

    it.each(Object.entries(LOOK_ALIKES))(
      'refuses a name with %s beside its live twin (409), writing nothing',
      async (_, [live, twin]) => {
        await ensureLive(live);
        await expectRefused(twin, { status: 409, body: { message: unique.message } });
      },
    );

    it('refuses to restore a name while a live look-alike from another alphabet has it (409)', async () => {
      const deleted = await created('Harbour');
      await api.server.db.query(`UPDATE ${table} SET deleted_at = now() WHERE id = $1`, [
        deleted.id,
      ]);
      await created('\ua4e7arbour');
      const facts = RECORD_TABLES[table as HistoryTable];
      expect(
        await api.send('POST', `/api/admin/trash/${table}/${deleted.id}/restore`, {}, 'json'),
      ).toEqual({
        status: 409,
        body: {
          message: messageText('restore_clash', {
            noun: facts.noun,
            clash: facts.clash ?? 'details',
            name: 'Harbour',
          }),
        },
      });
      expect((await api.row(table, deleted.id))?.deleted_at).not.toBeNull();
    });

    const rename = unique.rename;
    if (!rename) return;
    it.each(RENAMED_LOOK_ALIKES)(
      'refuses a rename to a name that looks like the live %s (409), changing nothing',
      async (live, twin, otherName) => {
        await ensureLive(live);
        const other = await created(otherName);
        expect(await rename(other.id, twin)).toEqual({
          status: 409,
          body: { message: unique.message },
        });
        expect((await api.row(table, other.id))?.[field]).toBe(otherName);
      },
    );
  });
}
