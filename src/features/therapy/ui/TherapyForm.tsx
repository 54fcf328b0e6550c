import { Field, Form, Formik, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCityId, useCityName } from '@/features/city';
import { useGetProductsQuery } from '@/features/catalog';
import { useGetPharmaciesQuery } from '@/features/pharmacies';
import { useAppDispatch, useDebouncedValue } from '@/shared/lib';
import { Button, FormikTextField, SectionIntro, showToast, TextField, useFieldError } from '@/shared/ui';
import { useCreateTherapyMutation } from '../api/therapyApi';
import { therapyToday } from '../lib/windows';
import { MONTH_CHOICES, therapySchema, type TherapyValues } from '../model/therapyForm';
import styles from './Therapy.module.css';

/** Searches wait for a short pause in typing, like the header's suggestions. */
const SEARCH_DEBOUNCE_MS = 400;
const SEARCH_MIN_LENGTH = 3;
const RESULTS = 6;

/** The medicine and pack: a search, then one of its results as a radio. */
const ProductChoice = () => {
  const intl = useIntl();
  const cityId = useCityId();
  const { values } = useFormikContext<TherapyValues>();
  const { error, errorId, errorProps } = useFieldError('productId');
  const query = useDebouncedValue(values.query.trim(), SEARCH_DEBOUNCE_MS);
  const { currentData } = useGetProductsQuery(
    query.length >= SEARCH_MIN_LENGTH ? { city_id: cityId, query, per_page: RESULTS } : skipToken,
  );
  return (
    <div className={styles.field}>
      <FormikTextField
        name="query"
        type="search"
        autoComplete="off"
        label={intl.formatMessage({ id: 'therapy.form.search' })}
        hint={intl.formatMessage({ id: 'therapy.form.searchHint' })}
      />
      <fieldset className={styles.choices} {...errorProps}>
        <legend className={styles.label}>
          <FormattedMessage id="therapy.form.product" />
        </legend>
        {currentData && currentData.list.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="therapy.form.noProducts" />
          </p>
        ) : null}
        {currentData?.list.map((product) => (
          <label key={product.id} className={styles.choice}>
            <Field type="radio" name="productId" value={String(product.id)} />
            <span className={styles.choiceText}>
              {product.name}
              <span className={styles.muted}>
                {[product.form, product.dosage, product.pack].filter(Boolean).join(' · ')}
              </span>
            </span>
          </label>
        ))}
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
};

/** A formik-bound select, with the label, error and styling of a text field. */
const SelectField = ({ name, label, children }: { name: string; label: string; children: React.ReactNode }) => {
  const { field, error } = useFieldError(name);
  return (
    <TextField
      label={label}
      error={error}
      renderInput={(wiring) => (
        <select {...field} {...wiring}>
          {children}
        </select>
      )}
    />
  );
};

/** The preferred pharmacy, among those of the shopper's city. */
const PharmacyChoice = () => {
  const intl = useIntl();
  const cityId = useCityId();
  const cityName = useCityName();
  const { currentData: pharmacies } = useGetPharmaciesQuery({ city_id: cityId });
  return (
    <SelectField
      name="pharmacyId"
      label={intl.formatMessage({ id: 'therapy.form.pharmacy' }, { city: cityName ?? '' })}
    >
      <option value="">{intl.formatMessage({ id: 'therapy.form.pharmacyPlaceholder' })}</option>
      {pharmacies?.map((pharmacy) => (
        <option key={pharmacy.id} value={String(pharmacy.id)}>
          {pharmacy.name}, {pharmacy.address}
        </option>
      ))}
    </SelectField>
  );
};

/**
 * "Add a renewable prescription" (docs/behaviour.md §18): the medicine and pack, 2 to 6 months,
 * the first pickup date and the preferred pharmacy of the shopper's city. A failure keeps what
 * was entered; its toast comes from the app's middleware.
 */
export const TherapyForm = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useCreateTherapyMutation();
  const initialValues: TherapyValues = {
    query: '',
    productId: '',
    months: '3',
    firstDate: therapyToday(),
    pharmacyId: '',
  };
  return (
    <section aria-labelledby="therapy-form-title" className={styles.section}>
      <SectionIntro
        id="therapy-form-title"
        intro={{ title: 'therapy.form.title', text: 'therapy.form.lead' }}
        classNames={{ title: styles.title, text: styles.muted }}
      />
      <Formik<TherapyValues>
        initialValues={initialValues}
        validationSchema={therapySchema}
        onSubmit={async (values, helpers) => {
          try {
            await create({
              product_id: Number(values.productId),
              months: Number(values.months),
              first_date: values.firstDate,
              pharmacy_id: Number(values.pharmacyId),
            }).unwrap();
            dispatch(showToast({ tone: 'success', messageId: 'therapy.form.created' }));
            helpers.resetForm({ values: { ...initialValues, firstDate: therapyToday() } });
          } catch {
            // The error toast is shown by the app; what was entered stays.
          }
        }}
      >
        <Form noValidate aria-labelledby="therapy-form-title" className={styles.form}>
          <fieldset disabled={isLoading} className={styles.fields}>
            <ProductChoice />
            <SelectField name="months" label={intl.formatMessage({ id: 'therapy.form.months' })}>
              {MONTH_CHOICES.map((months) => (
                <option key={months} value={months}>
                  {intl.formatMessage({ id: 'therapy.form.monthsOption' }, { months: Number(months) })}
                </option>
              ))}
            </SelectField>
            <FormikTextField
              name="firstDate"
              type="date"
              label={intl.formatMessage({ id: 'therapy.form.firstDate' })}
              hint={intl.formatMessage({ id: 'therapy.form.firstDateHint' })}
            />
            <PharmacyChoice />
            <Button type="submit" loading={isLoading}>
              <FormattedMessage id="therapy.form.submit" />
            </Button>
          </fieldset>
        </Form>
      </Formik>
    </section>
  );
};
