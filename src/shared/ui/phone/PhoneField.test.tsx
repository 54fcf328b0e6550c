import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { object } from 'yup';
import { phoneSchema } from '@/shared/lib';
import { renderWithProviders } from '@/testing/render';
import { PhoneField } from './PhoneField';
import { loadPhoneField } from './loadPhoneField';

/** Sets the field from outside, as a preset or the other auth tab does. */
const SetFromOutside = ({ phone }: { phone: string }) => {
  const { setFieldValue } = useFormikContext();
  return (
    <button type="button" onClick={() => void setFieldValue('phone', phone)}>
      Set {phone}
    </button>
  );
};

const renderForm = (initial = '') => {
  const submitted: string[] = [];
  renderWithProviders(
    <Formik
      initialValues={{ phone: initial }}
      validationSchema={object({ phone: phoneSchema() })}
      onSubmit={(values) => void submitted.push(values.phone)}
    >
      <Form noValidate>
        <PhoneField name="phone" />
        <SetFromOutside phone="+381 11 234 5678" />
        <SetFromOutside phone="" />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
  );
  return submitted;
};

/** The first field of a run loads the mask chunk; wait for it so every test types into the masked input. */
beforeAll(() => loadPhoneField());

const maskedInput = async (): Promise<HTMLInputElement> => screen.getByLabelText<HTMLInputElement>('Phone number');

const paste = async (input: HTMLInputElement, text: string) => {
  const user = userEvent.setup();
  await user.click(input);
  await user.paste(text);
};

describe('PhoneField', () => {
  it('masks typed digits as +381 (__) ___ ____ and keeps the national number', async () => {
    const submitted = renderForm();
    const input = await maskedInput();
    await userEvent.type(input, '641234567');
    expect(input).toHaveValue('+381 (64) 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toEqual(['641234567']));
  });

  it.each(['381641234567', '+381641234567', '+381 64 123 4567', '00381641234567', '0641234567'])(
    'reads a typed %s as the same number',
    async (typed) => {
      const submitted = renderForm();
      const input = await maskedInput();
      await userEvent.type(input, typed);
      expect(input).toHaveValue('+381 (64) 123 4567');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(submitted).toEqual(['641234567']));
    },
  );

  it.each([
    ['11 123 4567', '+381 (11) 123 4567'],
    ['34 123 456', '+381 (34) 123 456'],
    ['18 123 456', '+381 (18) 123 456'],
  ])('keeps area codes made of prefix digits: %s', async (typed, shown) => {
    renderForm();
    const input = await maskedInput();
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
  });

  it.each([
    ['+381 64 123 4567', '+381 (64) 123 4567'],
    ['+381641234567', '+381 (64) 123 4567'],
    ['00381 64 123 4567', '+381 (64) 123 4567'],
    ['064 123 45 67', '+381 (64) 123 4567'],
    ['11 123 456', '+381 (11) 123 456'],
  ])('normalises a pasted %s', async (text, shown) => {
    renderForm();
    const input = await maskedInput();
    await paste(input, text);
    expect(input).toHaveValue(shown);
  });

  it('cuts a pasted number that is too long at nine digits', async () => {
    const submitted = renderForm();
    const input = await maskedInput();
    await paste(input, '+381 64 123 456789');
    expect(input).toHaveValue('+381 (64) 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toEqual(['641234567']));
  });

  it('shows no error before the first submit, then explains a short number and keeps it', async () => {
    const submitted = renderForm();
    const input = await maskedInput();
    await paste(input, '64 123');
    await userEvent.tab();
    expect(screen.queryByText(/8 or 9 digits/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The phone number must have 8 or 9 digits after +381')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('+381 (64) 123');
    expect(submitted).toEqual([]);
  });

  it('stays empty until something is typed, also after focus and blur', async () => {
    renderForm();
    const input = await maskedInput();
    await userEvent.click(input);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await userEvent.tab();
    expect(input).toHaveValue('');
    await userEvent.type(input, '0');
    expect(input).toHaveValue('');
    await userEvent.type(input, '+');
    expect(input).toHaveValue('+381 (');
  });

  it('asks for a number when empty', async () => {
    renderForm();
    await maskedInput();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your phone number')).toBeInTheDocument();
  });

  it.each(['641234567', '+381 64 123 4567'])(
    'shows a preset %s masked and submits the national number',
    async (preset) => {
      const submitted = renderForm(preset);
      const input = await maskedInput();
      await waitFor(() => expect(input).toHaveValue('+381 (64) 123 4567'));
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(submitted).toEqual(['641234567']));
    },
  );

  it('follows a number the form is given after typing, and an emptied one', async () => {
    const submitted = renderForm();
    const input = await maskedInput();
    await userEvent.type(input, '641234567');
    await userEvent.click(screen.getByRole('button', { name: 'Set +381 11 234 5678' }));
    expect(input).toHaveValue('+381 (11) 234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toEqual(['112345678']));
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(input).toHaveValue('');
  });
});
