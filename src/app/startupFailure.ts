/**
 * What a visitor sees when start-up fails: a chunk that did not arrive (the app, a library,
 * the language file). The language file may be the one that failed, so these three texts live
 * here, in every language, and are chosen by the URL's prefix (docs/decisions.md, "Failure behaviour").
 * Plain DOM: React may not have loaded either.
 */
const TEXTS = {
  sr: {
    title: 'Stranica se nije učitala do kraja',
    text: 'Proverite vezu sa internetom i učitajte stranicu ponovo.',
    button: 'Učitaj ponovo',
  },
  en: {
    title: 'The page did not load completely',
    text: 'Check your internet connection and reload the page.',
    button: 'Reload',
  },
  ru: {
    title: 'Страница загрузилась не полностью',
    text: 'Проверьте подключение к интернету и перезагрузите страницу.',
    button: 'Перезагрузить',
  },
} as const;

type TextLocale = keyof typeof TEXTS;

/** Not shared/i18n's splitLocalePath: that module brings the cookie library into the entry. */
const localeOfUrl = (): TextLocale => {
  const prefix = /^\/(sr|en|ru)(?:\/|$)/.exec(window.location.pathname)?.[1];
  return prefix === 'en' || prefix === 'ru' ? prefix : 'sr';
};

export const showStartupFailure = (): void => {
  if (document.getElementById('startup-failure')) return;
  const locale = localeOfUrl();
  const texts = TEXTS[locale];
  const panel = document.createElement('section');
  panel.id = 'startup-failure';
  panel.className = 'startup-failure';
  panel.setAttribute('role', 'alert');
  panel.lang = locale === 'sr' ? 'sr-Latn' : locale;
  const title = document.createElement('h2');
  title.textContent = texts.title;
  const text = document.createElement('p');
  text.textContent = texts.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = texts.button;
  button.addEventListener('click', () => window.location.reload());
  panel.append(title, text, button);
  document.body.append(panel);
  // Start-up is over, unsuccessfully: whoever waits for the app (browser tests) stops waiting.
  document.documentElement.setAttribute('data-app-ready', 'failed');
};
