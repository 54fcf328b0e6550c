import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { Button } from './Button';

/** A form whose submit takes until `finish` is called, as a call to the server does. */
const SlowForm = ({ onSubmitted }: { onSubmitted: () => void }) => {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmitted();
    setBusy(true);
  };
  return (
    <form aria-label="Join" onSubmit={submit}>
      <label>
        Name <input name="name" />
      </label>
      <Button type="submit" loading={busy}>
        Join
      </Button>
      <button type="button" onClick={() => (setBusy(false), setDone(true))}>
        Answer
      </button>
      {done ? <p>Joined</p> : null}
    </form>
  );
};

describe('Button', () => {
  it('keeps focus through a submit: busy and focusable while loading, a press then ignored', async () => {
    const user = userEvent.setup();
    const onSubmitted = jest.fn();
    render(<SlowForm onSubmitted={onSubmitted} />);
    const join = screen.getByRole('button', { name: 'Join' });
    await user.click(join);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(join).toHaveFocus();
    expect(join).toBeEnabled();
    expect(join).toHaveAttribute('aria-busy', 'true');
    expect(join).toHaveAttribute('aria-disabled', 'true');

    // A second press, by mouse, by keyboard or by Enter in a field, submits nothing.
    await user.click(join);
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Milica{Enter}');
    expect(onSubmitted).toHaveBeenCalledTimes(1);

    // The answer: the button is a button again, and a press submits.
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.getByText('Joined')).toBeInTheDocument();
    expect(join).not.toHaveAttribute('aria-busy');
    expect(join).not.toHaveAttribute('aria-disabled');
    await user.click(join);
    expect(onSubmitted).toHaveBeenCalledTimes(2);
  });

  it('stays disabled when it is disabled', () => {
    render(
      <Button disabled loading>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
