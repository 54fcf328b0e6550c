import { Field, Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormikTextField } from '@/shared/ui';
import { lookupSchema, type LookupValues } from '../model/lookupForm';
import { storedLbo } from '../model/storedLbo';
import styles from './Erecept.module.css';

/**
 * The eRecept's number and the LBO (docs/behaviour.md §22). Not kept across a reload for new
 * code, unlike other forms: what is typed here is health data (docs/decisions.md, "eRecept").
 */
export const LookupForm = ({ onSubmit }: { onSubmit: (values: LookupValues) => Promise<void> }) => {
  const intl = useIntl();
  const remembered = storedLbo.read();
  const initialValues: LookupValues = {
    prescriptionId: '',
    lbo: remembered ?? '',
    rememberLbo: remembered !== undefined,
  };
  return (
    <Formik initialValues={initialValues} validationSchema={lookupSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form} aria-label={intl.formatMessage({ id: 'erecept.form.label' })}>
          <FormikTextField
            name="prescriptionId"
            label={intl.formatMessage({ id: 'erecept.form.id' })}
            hint={intl.formatMessage({ id: 'erecept.form.idHint' })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FormikTextField
            name="lbo"
            label={intl.formatMessage({ id: 'erecept.form.lbo' })}
            hint={intl.formatMessage({ id: 'erecept.form.lboHint' })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
          />
          <label className={styles.choice}>
            <Field type="checkbox" name="rememberLbo" />
            <FormattedMessage id="erecept.form.remember" />
          </label>
          <p className={styles.muted}>
            <FormattedMessage id="erecept.privacy" />
          </p>
          <Button type="submit" loading={isSubmitting}>
            <FormattedMessage id="erecept.form.submit" />
          </Button>
        </Form>
      )}
    </Formik>
  );
};
