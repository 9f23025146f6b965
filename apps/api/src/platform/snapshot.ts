/**
 * `Row` when it carries every field of `Snapshot`; a compile error otherwise (ADR 0068). A module
 * that shows other modules a snapshot of its table checks it beside the snapshot
 * (`type _RowIsSnapshot = Carries<GroupSnapshot, CommunityRow>`), so the table and the snapshot
 * cannot part ways unnoticed.
 */
export type Carries<Snapshot, Row extends Snapshot> = Row;
