export { consentReducer, consentRestored } from './model/consentSlice';
export { registerConsentListeners } from './model/consentListener';
export { readStoredConsent } from './model/storedConsent';
export { blockCustomCode, startTagManager } from './lib/tagManager';
export { ConsentBanner } from './ui/ConsentBanner';
export { ConsentSettingsButton } from './ui/ConsentSettingsButton';
