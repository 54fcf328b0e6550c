import { boolean, object, string } from 'yup';

export interface LookupValues {
  prescriptionId: string;
  lbo: string;
  rememberLbo: boolean;
}

/** The eRecept's identifier and the LBO as the API takes them (docs/api.md, "eRecept"); messages are ids of i18n/sr.json. */
export const lookupSchema = object({
  prescriptionId: string()
    .transform((value: string) => value.replace(/[\s-]/g, ''))
    .required('erecept.form.idRequired')
    .matches(/^[A-Za-z0-9]{8,20}$/, 'erecept.form.idInvalid'),
  lbo: string()
    .transform((value: string) => value.replace(/\s/g, ''))
    .required('erecept.form.lboRequired')
    .matches(/^\d{11}$/, 'erecept.form.lboInvalid'),
  rememberLbo: boolean().required(),
});

/** What is sent: spaces and dashes a patient copies from the paper are not part of the numbers. */
export const cleaned = (values: LookupValues): { prescriptionId: string; lbo: string } => ({
  prescriptionId: values.prescriptionId.replace(/[\s-]/g, '').toUpperCase(),
  lbo: values.lbo.replace(/\s/g, ''),
});
