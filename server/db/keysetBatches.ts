/**
 * Every row a keyset read answers, a batch at a time: each read goes on from the key of the
 * last row of the batch before, so that however many rows there are, one batch is all that is
 * read and held at once. An empty batch ends it.
 */
export async function* keysetBatches<Row, Key>(
  read: (after: Key | undefined) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows;
    after = keyOf(last);
  }
}
