-- The bulk action that made a history entry, if any: the history answers each entry's batch
-- (its `batch_id`), so that the console offers to revert the whole action by its undo.
CREATE INDEX bulk_batch_records_entry ON bulk_batch_records (entry_id);
