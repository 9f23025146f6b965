import type { FastifyInstance } from 'fastify';
import { airlineManifestPath } from '@saath/shared/airlines';
import { AIRLINE_WON_GROUPS_PATH, airlineTicketingPath } from '@saath/shared/ticketing';

let serial = 0;
/** A 13-digit e-ticket number no other ticket of this worker carries. */
export function eticketNumber(prefix = '098'): string {
  serial += 1;
  const unique = (process.pid % 100_000) * 100_000 + (serial % 100_000);
  return `${prefix}${String(unique).padStart(10, '0')}`;
}

let pnrSerial = 0;
/** A PNR of six letters and digits, a new one each call. */
export function pnrCode(): string {
  pnrSerial += 1;
  return `T${(pnrSerial + process.pid * 7).toString(36).toUpperCase().padStart(5, '0').slice(-5)}`;
}

/** The winning airline's quote of a group, read from its won groups. */
export async function wonQuoteId(
  app: FastifyInstance,
  airlineHeaders: Record<string, string>,
  communityId: string,
): Promise<string> {
  const won = await app.inject({ url: AIRLINE_WON_GROUPS_PATH, headers: airlineHeaders });
  if (won.statusCode !== 200) throw new Error(`won groups failed: ${won.body}`);
  const group = won
    .json()
    .groups.find((g: { community_id: string }) => g.community_id === communityId);
  if (!group) throw new Error(`group ${communityId} is not among the airline's won groups`);
  return group.quote_id;
}

/**
 * The winning airline issues a booked group's tickets through the real route, with its
 * session: every PENDING ticket of the manifest (or those of `only`), under one PNR. Tests
 * that cancel tickets or download e-tickets need them ISSUED (docs/product/ticketing.md).
 */
export async function ticketGroup(
  app: FastifyInstance,
  airlineHeaders: Record<string, string>,
  communityId: string,
  options: { pnr?: string; only?: (passenger: { full_name: string }) => boolean } = {},
) {
  const quoteId = await wonQuoteId(app, airlineHeaders, communityId);
  const manifest = await app.inject({ url: airlineManifestPath(quoteId), headers: airlineHeaders });
  if (manifest.statusCode !== 200) throw new Error(`manifest failed: ${manifest.body}`);
  const { pnr: stored, passengers } = manifest.json();
  const rows = passengers
    .filter((p: { ticket_status: string }) => p.ticket_status === 'PENDING')
    .filter((p: { full_name: string }) => options.only?.(p) ?? true)
    .map((p: { passenger_id: string }) => ({
      passenger_id: p.passenger_id,
      eticket_number: eticketNumber(),
    }));
  const pnr = stored ?? options.pnr ?? pnrCode();
  if (rows.length === 0) return { quoteId, pnr, report: null };
  const response = await app.inject({
    method: 'PUT',
    url: airlineTicketingPath(quoteId),
    headers: airlineHeaders,
    payload: { pnr, tickets: rows },
  });
  if (response.statusCode !== 200) throw new Error(`ticketing failed: ${response.body}`);
  const report = response.json();
  if (report.refused > 0) throw new Error(`tickets refused: ${response.body}`);
  return { quoteId, pnr, report };
}
