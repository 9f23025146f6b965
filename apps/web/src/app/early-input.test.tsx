import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from '../lib/forms.ts';
import { holdEarlyInput, replayEarlyInput } from './early-input.ts';

afterEach(() => {
  replayEarlyInput();
  document.body.innerHTML = '';
});

describe('what a visitor does on a prerendered page before the app listens', () => {
  it('holds a submit (the browser sends nothing) and a button click, and replays both', () => {
    document.body.innerHTML =
      '<div id="page"><form><input name="q"><button type="submit">Go</button></form>' +
      '<button type="button" id="menu">Menu</button><a href="/register" role="button">Join</a></div>';
    const page = document.getElementById('page')!;
    const form = document.querySelector('form')!;
    const seen: string[] = [];
    page.addEventListener('submit', (event) => {
      seen.push(`submit ${event.defaultPrevented ? 'prevented' : 'sent'}`);
      event.preventDefault();
    });
    page.addEventListener('click', (event) => {
      seen.push(`click ${(event.target as Element).textContent}`);
      event.preventDefault();
    });

    holdEarlyInput();
    form.requestSubmit();
    document.getElementById('menu')!.click();
    // A link acting as a button is left to the browser.
    document.querySelector('a')!.click();
    expect(seen).toEqual(['click Join']);

    replayEarlyInput();
    expect(seen).toEqual(['click Join', 'click Menu', 'submit sent']);
    // Held once, replayed once: the page gets its events from now on.
    replayEarlyInput();
    form.requestSubmit();
    expect(seen).toEqual(['click Join', 'click Menu', 'submit sent', 'submit sent']);
  });

  it('a hydrated form submits what its fields show, typed before React listened', async () => {
    const sent = vi.fn();
    function LoginForm() {
      const form = useSchemaForm({
        initial: { email: '', password: '' },
        idPrefix: 'early',
        schema: {
          safeParse: (value: unknown) => ({ success: true as const, data: value }),
        },
      });
      const [count] = useState(0);
      const onSubmit = form.submit(async (data) => sent(data, count));
      return (
        <form onSubmit={(event: FormEvent) => onSubmit(event)}>
          {(['email', 'password'] as const).map((name) => {
            const { id, value, onChange } = form.field(name);
            return (
              <input key={id} id={id} value={value} onChange={(e) => onChange(e.target.value)} />
            );
          })}
          <p>{form.values.email || 'no email yet'}</p>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm />);
    document.body.append(container);
    // Typed (or autofilled) into the server's markup, and submitted, before hydration.
    holdEarlyInput();
    (document.getElementById('early-email') as HTMLInputElement).value = 'asha@example.in';
    (document.getElementById('early-password') as HTMLInputElement).value = 'secret-pass';
    container.querySelector('form')!.requestSubmit();

    await act(async () => {
      hydrateRoot(container, <LoginForm />);
    });
    expect(container.querySelector('p')).toHaveTextContent('asha@example.in');
    await act(async () => {
      replayEarlyInput();
    });
    expect(sent).toHaveBeenCalledWith({ email: 'asha@example.in', password: 'secret-pass' }, 0);
  });
});
