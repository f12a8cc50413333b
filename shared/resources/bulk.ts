/**
 * What a list can do to its selected records at once (`POST <collection>/bulk` on the server, the
 * bulk toolbar in the console).
 */
export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;

export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Records with a publish state are published and unpublished in bulk too; every record is deleted. */
export const bulkActionsFor = (hasPublishState: boolean): readonly BulkAction[] =>
  hasPublishState ? BULK_ACTIONS : ['delete'];

/** The most records one request may name, so that its transaction stays short. */
export const MAX_BULK_IDS = 1000;

/** What the server answers: which records changed, which already were so, which it refused. */
export interface BulkResult {
  action: BulkAction;
  /**
   * The batch the server recorded, which `POST /api/admin/bulk/{batch_id}/undo` changes back;
   * null when no record changed.
   */
  batch_id: number | null;
  changed: number[];
  unchanged: number[];
  refused: { id: number; message: string; errors?: Record<string, string> }[];
}

/** What an undo answers: the batch, the action it undid and the records changed back. */
export interface BulkUndoResult {
  batch_id: number;
  undone: BulkAction;
  changed: number[];
}
