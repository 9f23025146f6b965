import { fileTypeFromBuffer } from 'file-type';
import { sql } from 'drizzle-orm';
import {
  PROOF_MEDIA_TYPES,
  PROOF_NOT_ACCEPTED,
  PROOF_NOT_FOUND,
  PROOF_ONLY_WHILE_PENDING,
  type Proof,
  type ProofMediaType,
} from '@saath/shared/refund-proofs';
import { REFUND_REQUEST_NOT_FOUND } from '@saath/shared/refunds';
import { queryRows, type Db } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { findRefundRequest } from './payments.repository.ts';

// The proof a member attaches to their refund request, and reading it back (ADR 0042). The
// member and admins may read it; to anyone else it does not exist (404), like every record
// that is not theirs.

const EXTENSIONS: Record<ProofMediaType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const isProofType = (mime: string | undefined): mime is ProofMediaType =>
  (PROOF_MEDIA_TYPES as readonly string[]).includes(mime ?? '');

/** A name safe to put in a Content-Disposition header (ASCII only) and show to staff. */
function cleanFileName(name: string | undefined, type: ProofMediaType): string {
  const base = (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[^A-Za-z0-9 ._()-]/g, '_')
    .trim()
    .replace(/\.[^.]*$/, '');
  return `${base || 'proof'}.${EXTENSIONS[type]}`;
}

type ProofRow = {
  file_name: string;
  media_type: ProofMediaType;
  size_bytes: number;
  uploaded_at: Date | string;
};
const toProof = (r: ProofRow): Proof => ({
  file_name: r.file_name,
  media_type: r.media_type,
  size: Number(r.size_bytes),
  uploaded_at: new Date(r.uploaded_at).toISOString(),
});

export function createRefundProofs(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The caller's own request, or 404 (someone else's answers like a missing one). */
  async function ownRequest(principal: Principal, id: string) {
    const request = await findRefundRequest(db, id);
    if (!request || request.userId !== principal.userId) throw notFound(REFUND_REQUEST_NOT_FOUND);
    return request;
  }

  /**
   * Attach (or replace) the proof of a pending request. The type is read from the file's first
   * bytes: a renamed executable or a text file called "scan.pdf" is refused, whatever the name
   * or the Content-Type said.
   */
  async function attach(
    principal: Principal,
    id: string,
    content: Buffer,
    fileName: string | undefined,
  ): Promise<Proof> {
    const request = await ownRequest(principal, id);
    const detected = await fileTypeFromBuffer(content);
    if (!isProofType(detected?.mime)) throw new HttpError(415, PROOF_NOT_ACCEPTED);
    const name = cleanFileName(fileName, detected.mime);
    // Only while it waits for a decision: what an admin decided on must not change afterwards.
    const [row] = await queryRows<ProofRow>(
      db,
      sql`INSERT INTO refund_request_proofs
            (refund_request_id, file_name, media_type, size_bytes, content, uploaded_at)
          SELECT ${request.id}, ${name}, ${detected.mime}, ${content.length}, ${content},
            ${clock.now()}
          FROM refund_requests WHERE id = ${request.id} AND status = 'PENDING'
          ON CONFLICT (refund_request_id) DO UPDATE SET file_name = excluded.file_name,
            media_type = excluded.media_type, size_bytes = excluded.size_bytes,
            content = excluded.content, uploaded_at = excluded.uploaded_at
          RETURNING file_name, media_type, size_bytes, uploaded_at`,
    );
    if (!row) throw conflict(PROOF_ONLY_WHILE_PENDING);
    return toProof(row);
  }

  /** The file, for its member or an admin. */
  async function read(principal: Principal, id: string) {
    const request = await findRefundRequest(db, id);
    if (!request || (request.userId !== principal.userId && !principal.isAdmin))
      throw notFound(REFUND_REQUEST_NOT_FOUND);
    const [row] = await queryRows<ProofRow & { content: Uint8Array }>(
      db,
      sql`SELECT file_name, media_type, size_bytes, uploaded_at, content
          FROM refund_request_proofs WHERE refund_request_id = ${id}`,
    );
    if (!row) throw notFound(PROOF_NOT_FOUND);
    return { ...toProof(row), content: Buffer.from(row.content) };
  }

  return { attach, read };
}

export type RefundProofs = ReturnType<typeof createRefundProofs>;
