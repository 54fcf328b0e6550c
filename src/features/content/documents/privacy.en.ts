import type { ContentDocument } from '../model/document';

export const document: ContentDocument = {
  effectiveFrom: '2026-11-26',
  lead: 'This policy explains which personal data Apoteka Vita processes when you use this website, why, for how long, and what rights you have. We process personal data in accordance with the Personal Data Protection Act of the Republic of Serbia ("Official Gazette of RS", No. 87/2018).',
  sections: [
    {
      id: 'controller',
      heading: 'Controller',
      blocks: [
        'The controller of your data is Apoteka Vita d.o.o., Bulevar Mihajla Pupina 10a, 11070 Belgrade (Novi Beograd), Serbia. Our data protection officer can be reached at privatnost@apotekavita.rs or by post at the same address.',
      ],
    },
    {
      id: 'data',
      heading: 'Data we process',
      blocks: [
        {
          list: [
            'Account: mobile phone number, name, e-mail address and password (stored only as a one-way hash).',
            'Reservations: the products and quantities, the chosen pharmacy, your name, phone number and an optional comment.',
            'Favourites and the newsletter e-mail address, if you use them.',
            'Technical data: a random device identifier, the selected city and language, and the IP address, which is used to suggest your city and to protect the service against abuse.',
          ],
        },
        'We do not ask for your address, date of birth, personal identification number or payment card details: payment takes place at the pharmacy.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Purposes and legal bases',
      blocks: [
        {
          list: [
            'Preparing your reservation and contacting you about it — performance of the service you requested.',
            'Your account, favourites and reservation history — performance of the contract on the use of the account.',
            'Sending the newsletter — your consent, which you can withdraw at any time.',
            'Security of the service and prevention of fraud — our legitimate interest.',
            'Keeping records required by law, for example on complaints — a legal obligation.',
          ],
        },
      ],
    },
    {
      id: 'health-data',
      heading: 'Health-related data',
      blocks: [
        'The products you reserve may reveal information about your health. We treat such data as a special category of personal data: we use it only to prepare and hand over your reservation, with the explicit consent you give by placing it, and never for advertising or profiling.',
        'Prescriptions are checked by the pharmacist at the pharmacy; the website does not collect or store them.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Who receives the data',
      blocks: [
        'Your reservation is seen only by the staff of the pharmacy you chose and by our customer service. We use carefully selected processors — hosting, SMS delivery and e-mail providers — who process data only on our instructions and under a data processing agreement. We do not sell personal data.',
        'Data is stored in Serbia or in countries of the European Union, which provide an adequate level of protection.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          list: [
            'Account data: until you delete the account.',
            'Reservations: two years from pickup or expiry, or longer where a law requires it.',
            'Newsletter address: until you unsubscribe.',
            'Security logs: 30 days.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        'Without your consent we use only the cookies and browser storage that the website needs to work. We do not use advertising cookies.',
        {
          list: [
            'aptk_city — the selected city, 365 days.',
            'aptk_locale — the selected language, 365 days.',
            '__Host-aptk_auth_token (aptk_auth_token on a plain-http test server) — keeps you signed in, 183 days or until you sign out; on https it is sent only over a secure connection.',
            'aptk_device_token — a random identifier of the browser, used when signing out and deleting the account, 365 days.',
            'aptkB (local storage) — the contents of your cart, until you empty it.',
            'search_history (local storage) — your last ten searches, until you clear them.',
            'aptk_alerts, aptk_alerts_seen, aptk_alerts_client (local storage) — the keys of your stock alerts and of those already announced; the alerts made while signed in are removed when the session ends.',
            'aptk_therapy_notified (local storage) and aptk-therapy (Cache Storage) — the therapy reminders already shown and those the installed app may show; removed when the session ends, and ignored by the app 30 days after the last visit.',
            'aptk_loyalty_card (local storage) — your loyalty card as last seen, so that it can be shown at a counter without a connection; removed when the session ends.',
            'aptk_erecept_lbo (local storage) — your health-insurance number (LBO), only if you ask the eRecept page to remember it; removed when the session ends.',
            'aptk_checkout (session storage) — the checkout in progress in this tab, until the tab is closed; the name and phone are removed when the session ends.',
            "aptk_client and aptk_session (local storage) — when this browser's session began, and a signal that keeps other tabs signed in or out with it.",
            'aptk_consent (local storage) — your answer about visit statistics, until you change it.',
          ],
        },
        'When you sign out, or when a session has expired while the site was closed, we remove from this browser your stock alerts, search history, therapy reminders and the contacts typed at checkout, and offer to empty the cart too.',
        'You can delete cookies and local storage in your browser settings; the cart, the search history and the sign-in will then be lost.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Visit statistics (analytics)',
      blocks: [
        'Only if you choose “Accept” in the notice at the bottom of the page do we load Google Tag Manager (Google Ireland Ltd.), which records the visit statistics. Your answer is kept in this browser; you can change it at any time with “Privacy settings” at the bottom of every page. If you reject, nothing is sent.',
        'For each page opened, it records: the address without the part after “?” (so never what you searched for), a page title that for search and product pages is only the general one (“Search results”, “Product”) — the product number in the address may remain — and the language of the site. It does not record search terms, product or medicine names, your account, phone number, reservations or therapies.',
        'The tag manager may set its own cookies and sees your IP address and browser. We use these statistics only to improve the website, in aggregate, and never for advertising or profiling. Legal basis: your consent, which you can withdraw at any time.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to data portability, and to withdraw consent at any time without affecting the lawfulness of earlier processing. You can change or delete most data yourself in your profile; for anything else write to privatnost@apotekavita.rs. We answer within 30 days.',
        'You also have the right to lodge a complaint with the Commissioner for Information of Public Importance and Personal Data Protection, Bulevar kralja Aleksandra 15, 11000 Belgrade.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'All communication with the website is encrypted (HTTPS), passwords are stored only as hashes, and access to reservations is limited to the staff who need it. Sign-in codes are sent by SMS and are valid for a short time only.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'An account can be opened only by a person who is at least 15 years old. A parent or guardian may reserve products for a younger child.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We will publish any change to this policy on this page together with the date from which it applies, and we will inform registered users of significant changes by e-mail or on the website.',
      ],
    },
  ],
};
