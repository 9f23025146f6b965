import type { PassengerDraft } from './passenger-drafts.ts';

// The passengers typed into a join or create wizard, kept for the tab (sessionStorage) until
// they are sent or discarded on purpose: a reload, Back or a closed-by-accident dialog would
// otherwise lose up to nine passengers' details. Keyed by the signed-in user and the trip, so
// another account in the same tab never sees them, and each trip keeps its own.

export type WizardDraft = { countText: string; drafts: PassengerDraft[] };

const PREFIX = 'saath.wizard-draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the wizard works, it just does not remember.
    return null;
  }
}

export function loadWizardDraft(key: string): WizardDraft | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<WizardDraft>;
    if (typeof parsed.countText !== 'string' || !Array.isArray(parsed.drafts)) return null;
    return { countText: parsed.countText, drafts: parsed.drafts };
  } catch {
    return null;
  }
}

export function saveWizardDraft(key: string, draft: WizardDraft): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Full or refused: nothing to keep it in.
  }
}

export function clearWizardDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Anything typed worth asking about before it is thrown away. */
export function hasTypedPassengers(drafts: readonly PassengerDraft[]): boolean {
  return drafts.some((draft) => Object.values(draft).some((value) => value.trim() !== ''));
}
