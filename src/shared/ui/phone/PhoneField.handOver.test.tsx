import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { renderWithProviders } from '@/testing/render';
import type { MaskedPhoneFieldProps } from './types';
import { PhoneField } from './PhoneField';

/** The mask's chunk, held back as a slow phone holds it until the test lets it through. */
const chunk = (() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release };
})();

jest.mock('./loadPhoneField', () => {
  let loaded: React.ComponentType<MaskedPhoneFieldProps> | null = null;
  return {
    loadedPhoneField: () => loaded,
    loadPhoneField: () =>
      chunk.arrived.then(() => {
        loaded = (jest.requireActual('./MaskedPhoneField') as typeof import('./MaskedPhoneField')).MaskedPhoneField;
        return loaded;
      }),
  };
});

it('keeps typing in the field when the mask arrives in the middle of a number', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <Formik initialValues={{ phone: '' }} onSubmit={() => undefined}>
      <Form noValidate>
        <PhoneField name="phone" />
      </Form>
    </Formik>,
  );
  await user.type(screen.getByLabelText('Phone number'), '641');
  expect(screen.getByLabelText('Phone number')).toHaveValue('641');

  await act(async () => chunk.release());
  const masked = await screen.findByDisplayValue('+381 (64) 1');
  expect(masked).toHaveFocus();

  // The keyboard, not a click: the rest goes wherever the focus is.
  await user.keyboard('234567');
  expect(masked).toHaveValue('+381 (64) 123 4567');
});
