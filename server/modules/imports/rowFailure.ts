/** Where a batch's work stands when it throws: the line it was on. */
export class RowFailure extends Error {
  constructor(
    readonly line: number,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}
