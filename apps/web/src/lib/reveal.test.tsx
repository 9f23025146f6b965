import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRevealWhen } from './reveal.ts';

function Revealing() {
  const [open, setOpen] = useState(false);
  const ref = useRevealWhen<HTMLHeadingElement>(open);
  return open ? (
    <>
      <h2 ref={ref} tabIndex={-1}>
        Edit your details
      </h2>
      <label>
        Mobile number <input />
      </label>
    </>
  ) : (
    <button onClick={() => setOpen(true)}>Complete profile</button>
  );
}

describe('useRevealWhen', () => {
  it('focuses what appeared, a frame later', async () => {
    render(<Revealing />);
    await userEvent.click(screen.getByRole('button', { name: 'Complete profile' }));
    await waitFor(() => expect(screen.getByRole('heading')).toHaveFocus());
  });

  it('leaves focus where the user put it before that frame, so typing is not cut short', async () => {
    // On a slow phone the frame comes late: hold it until the user has clicked into a field.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      render(<Revealing />);
      await userEvent.click(screen.getByRole('button', { name: 'Complete profile' }));
      const input = screen.getByLabelText('Mobile number');
      await userEvent.click(input);
      expect(frames).toHaveLength(1);
      act(() => frames.forEach((run) => run(performance.now())));
      await userEvent.keyboard('98765 43210');
      expect(input).toHaveFocus();
      expect(input).toHaveValue('98765 43210');
    } finally {
      raf.mockRestore();
    }
  });
});
