import type { ComponentType } from 'react';
import type { PhoneFieldProps } from './types';

let loaded: ComponentType<PhoneFieldProps> | null = null;
let loading: Promise<ComponentType<PhoneFieldProps>> | null = null;

/** The masked field once its chunk has arrived, else null. */
export const loadedPhoneField = (): ComponentType<PhoneFieldProps> | null => loaded;

/**
 * The mask library is its own chunk: only screens with a phone field download it. Screens
 * that are lazy themselves call this while loading, so the field is masked from the first
 * paint (no swap of the input under the user's fingers). Kept apart from PhoneField so that
 * importing the loader does not bring formik into the page that only preloads.
 */
export const loadPhoneField = (): Promise<ComponentType<PhoneFieldProps>> => {
  loading ??= import(/* webpackChunkName: "phone-field" */ './MaskedPhoneField').then(
    (module) => {
      loaded = module.MaskedPhoneField;
      return loaded;
    },
    (error: unknown) => {
      // A failed chunk is asked for again by the next field that mounts.
      loading = null;
      throw error;
    },
  );
  return loading;
};
