-- A worker claims a job by writing its lease (locked_until, locked_by, attempts), none of which
-- is indexed, so PostgreSQL can keep the claimed version on the same page without a new entry
-- in any index (a heap-only tuple), but only if the page has room for it. Jobs are written
-- once, claimed once and completed once; half of each page is left free for those versions.
-- It applies to pages written from now on; older pages fill as they did.
ALTER TABLE "jobs" SET (fillfactor = 50);
