import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useDeferredCode } from './useDeferredCode';

/** A chunk the test lets arrive (or fail) when it wants. */
const heldChunk = () => {
  let release: (code: { greet: (name: string) => string }) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<{ greet: (name: string) => string }>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  return {
    load,
    release: () => act(async () => release({ greet: (name) => `Hello, ${name}` })),
    fail: () => act(async () => fail(new Error('chunk failed'))),
  };
};

const Control = ({ load }: { load: () => Promise<{ greet: (name: string) => string }> }) => {
  const { code, pending, prepare, press } = useDeferredCode(load);
  const [said, setSaid] = useState<string[]>([]);
  return (
    <>
      <button
        type="button"
        aria-busy={pending || undefined}
        onFocus={() => prepare()}
        onClick={() => press('greet', (loaded) => setSaid((list) => [...list, loaded.greet('Ana')]))}
      >
        Greet
      </button>
      <p>{code ? 'code in' : 'no code yet'}</p>
      <ul>
        {said.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
};

const button = () => screen.getByRole('button', { name: 'Greet' });

describe('useDeferredCode', () => {
  it('keeps a press made before the code is in, busy and focusable, and carries it out once', async () => {
    const user = userEvent.setup();
    const chunk = heldChunk();
    render(<Control load={chunk.load} />);
    await user.click(button());
    await user.click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toHaveFocus();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(chunk.load).toHaveBeenCalledTimes(1);

    await chunk.release();
    expect(screen.getByText('code in')).toBeInTheDocument();
    // Two presses of one kind while waiting are one intent.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hello, Ana']);
    expect(button()).not.toHaveAttribute('aria-busy');
  });

  it('a press after the code is in is carried out at once', async () => {
    const user = userEvent.setup();
    const chunk = heldChunk();
    render(<Control load={chunk.load} />);
    button().focus(); // prepare: loads without a press, so nothing is busy
    expect(button()).not.toHaveAttribute('aria-busy');
    await chunk.release();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await user.click(button());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails ends the busy state, and the next press asks for it again', async () => {
    const user = userEvent.setup();
    const chunk = heldChunk();
    render(<Control load={chunk.load} />);
    await user.click(button());
    await chunk.fail();
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    await user.click(button());
    expect(chunk.load).toHaveBeenCalledTimes(2);
    await chunk.release();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hello, Ana']);
  });
});
