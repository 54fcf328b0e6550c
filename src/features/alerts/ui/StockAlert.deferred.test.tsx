import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { missingProduct } from '../testing/fixtures';
import { loadStockAlertForm } from './loadStockAlertForm';
import { StockAlert } from './StockAlert';

// The form's chunk, held back until the test lets it arrive: a slow network or a busy phone.
jest.mock('./loadStockAlertForm', () => ({ loadStockAlertForm: jest.fn() }));

setupMockBackend();
let releaseChunk: () => Promise<void> = async () => undefined;
beforeEach(() => {
  localStorage.clear();
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  jest
    .mocked(loadStockAlertForm)
    .mockImplementation(() =>
      arrived.then(() => jest.requireActual<typeof import('./StockAlertForm')>('./StockAlertForm')),
    );
  releaseChunk = () => act(async () => release());
});

const opener = () => screen.getByRole('button', { name: 'Set up a notification' });

describe('StockAlert before its form code is in', () => {
  it('a press is kept with the button busy and focusable, and opens the form when the code comes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StockAlert {...missingProduct()} />);
    await user.click(opener());
    expect(opener()).toHaveAttribute('aria-busy', 'true');
    expect(opener()).toBeEnabled();
    expect(opener()).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await releaseChunk();
    expect(await screen.findByRole('textbox', { name: 'Your e-mail' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Set up a notification' })).not.toBeInTheDocument();
  });

  it('hovering or focusing loads the code without a busy state; the press then opens at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StockAlert {...missingProduct()} />);
    await user.hover(opener());
    expect(loadStockAlertForm).toHaveBeenCalledTimes(1);
    expect(opener()).not.toHaveAttribute('aria-busy');
    await releaseChunk();
    await user.click(opener());
    expect(await screen.findByRole('textbox', { name: 'Your e-mail' })).toHaveFocus();
    expect(loadStockAlertForm).toHaveBeenCalledTimes(1);
  });
});
