import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiPhone, newIdempotencyKey } from '@/shared/lib';
import { useFormatMoney, type MessageId } from '@/shared/i18n';
import { Button, FormikTextField, PhoneField } from '@/shared/ui';
import type { CartLine } from '@/features/cart';
import { PLACED, usePlaceDeliveryMutation } from '../api/deliveryApi';
import { addressSchema } from '../model/addressSchema';
import type { AddressValues } from '../model/types';
import styles from './DeliveryForm.module.css';

interface DeliveryFormProps {
  cityId: number;
  lines: CartLine[];
  total: number;
}

const EMPTY: AddressValues = { name: '', phone: '', street: '', flat: '', postalCode: '', comment: '' };

/**
 * The delivery address and contacts. Like the checkout's form (docs/behaviour.md §12): errors
 * after the first submit, what was typed stays when the server refuses (its message is the
 * error toast, spec §8), and a second press joins the first request.
 */
export const DeliveryForm = ({ cityId, lines, total }: DeliveryFormProps) => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [place] = usePlaceDeliveryMutation({ fixedCacheKey: PLACED });
  // One key per attempt: a retry of the same request is the same delivery, never a second one.
  const [key] = useState(newIdempotencyKey);
  const pending = useRef<Promise<void> | null>(null);
  const submit = (values: AddressValues): Promise<void> => {
    const flat = values.flat.trim();
    const comment = values.comment.trim();
    pending.current ??= place({
      city_id: cityId,
      items: lines.map((line) => ({ id: line.id, quantity: line.quantity })),
      street: values.street.trim(),
      ...(flat ? { flat } : {}),
      postal_code: values.postalCode.trim(),
      name: values.name.trim(),
      phone: toApiPhone(values.phone),
      ...(comment ? { comment } : {}),
      idempotency_key: key,
    })
      .unwrap()
      .then(
        () => undefined,
        // The error toast is automatic; the form keeps what was typed.
        () => undefined,
      )
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  };
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Formik initialValues={EMPTY} validationSchema={addressSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form} aria-label={label('delivery.form.title')}>
          <fieldset className={styles.fields} disabled={isSubmitting}>
            <FormikTextField name="name" label={label('delivery.form.name')} autoComplete="name" maxLength={80} />
            <PhoneField name="phone" hint={label('delivery.form.phoneHint')} />
            <FormikTextField
              name="street"
              label={label('delivery.form.street')}
              autoComplete="address-line1"
              maxLength={120}
            />
            <FormikTextField
              name="flat"
              label={label('delivery.form.flat')}
              autoComplete="address-line2"
              maxLength={80}
            />
            <FormikTextField
              name="postalCode"
              label={label('delivery.form.postalCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
            />
            <FormikTextField name="comment" label={label('delivery.form.comment')} maxLength={500} />
          </fieldset>
          <Button type="submit" size="lg" block loading={isSubmitting}>
            <FormattedMessage id="delivery.form.submit" values={{ total: formatMoney(total) }} />
          </Button>
        </Form>
      )}
    </Formik>
  );
};
