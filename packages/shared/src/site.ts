import { z } from 'zod';

// The landing's beta banner counts registrations toward the first 2,000 members
// ('We are not live' until then). Public and cached by the server.
export const publicStatsSchema = z.object({
  registered_members: z.number().int().nonnegative(),
  free_member_limit: z.number().int().positive(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;
