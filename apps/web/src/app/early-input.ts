// A prerendered page is shown before its app runs: for a signed-out visitor the app loads and
// hydrates at the first input (prerendered-main.ts). Links work as plain links meanwhile, but two
// things would go wrong until the page has hydrated: a form's submit would be sent by the browser
// itself (a GET of the page with the fields, a password included, in the address), and a click
// on a button (the menu, a question of the FAQ) would do nothing. Both are taken from the page
// here, before React could see them half-hydrated, and replayed once the hydrated page has
// committed (docs/decisions/0052-prerendered-pages-boot-at-the-first-input.md).

type Held = {
  submit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  click?: HTMLElement;
};

let held: Held | undefined;

function onSubmit(event: SubmitEvent) {
  if (!held || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopPropagation();
  held.submit = { form: event.target, submitter: event.submitter };
}

function onClick(event: MouseEvent) {
  if (!held || !(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>('button, [role="button"]');
  // A link acting as a button ('Join for Free') is followed by the browser meanwhile; a submit
  // button's click goes on to become a submit, which is held on its own.
  if (!button || button instanceof HTMLAnchorElement) return;
  if (button instanceof HTMLButtonElement && button.type === 'submit') return;
  event.stopPropagation();
  held.click = button;
}

/** From now until `replayEarlyInput`, submits and button clicks are held. */
export function holdEarlyInput(): void {
  held = {};
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
}

/**
 * Called once the hydrated page has committed: the page gets its events from now on, and the
 * held click, then the held submit, are replayed to it.
 */
export function replayEarlyInput(): void {
  const replay = held;
  if (!replay) return;
  held = undefined;
  document.removeEventListener('submit', onSubmit, true);
  document.removeEventListener('click', onClick, true);
  if (replay.click?.isConnected) replay.click.click();
  const submit = replay.submit;
  if (submit?.form.isConnected) {
    if (submit.submitter?.isConnected) submit.form.requestSubmit(submit.submitter);
    else submit.form.requestSubmit();
  }
}
