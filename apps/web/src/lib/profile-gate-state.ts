import type { ReturnState } from './paths.ts';

// Apart from paths.ts, which every first load carries (the landing's budget): only the profile
// gate and the profile page read this.

/**
 * The profile gate's "Complete Profile": the profile page opens with its form ready (and the
 * form in view), rather than the read-only details the form would replace further down.
 */
export type CompleteProfileState = { edit: true } & Partial<ReturnState>;

export function wantsProfileEdit(state: unknown): boolean {
  return (state as Partial<CompleteProfileState> | null | undefined)?.edit === true;
}
