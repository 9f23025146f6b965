// Apart from format.ts, whose date formatters the navbar (in every first load) does not need.

/** spec §2: the user menu greets with the first word of the name, or 'User'. */
export function greetingName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first || 'User';
}
