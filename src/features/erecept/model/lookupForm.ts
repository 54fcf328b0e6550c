import { boolean, object, string } from 'yup';

export interface LookupValues {
  prescriptionId: string;
  lbo: string;
  rememberLbo: boolean;
}

/** Spaces and dashes a patient copies from the paper are not part of the numbers. */
const compactId = (value: string): string => value.replace(/[\s-]/g, '');
const compactLbo = (value: string): string => value.replace(/\s/g, '');

/** The eRecept's identifier and the LBO as the API takes them (docs/api.md, "eRecept"); messages are ids of i18n/sr.json. */
export const lookupSchema = object({
  prescriptionId: string()
    .transform(compactId)
    .required('erecept.form.idRequired')
    .matches(/^[A-Za-z0-9]{8,20}$/, 'erecept.form.idInvalid'),
  lbo: string()
    .transform(compactLbo)
    .required('erecept.form.lboRequired')
    .matches(/^\d{11}$/, 'erecept.form.lboInvalid'),
  rememberLbo: boolean().required(),
});

/** What is sent: the numbers as the schema checked them. */
export const cleaned = (values: LookupValues): { prescriptionId: string; lbo: string } => ({
  prescriptionId: compactId(values.prescriptionId).toUpperCase(),
  lbo: compactLbo(values.lbo),
});
