import type { ContentDocument } from '../model/document';

export const document: ContentDocument = {
  effectiveFrom: '2026-01-15',
  lead: 'These terms govern the use of the Apoteka Vita website and its online reservation service. By reserving products or creating an account you accept them. Please read them carefully; if you do not agree, do not use the service.',
  sections: [
    {
      id: 'operator',
      heading: 'Who runs the service',
      blocks: [
        'The website and the reservation service are operated by Apoteka Vita d.o.o., Bulevar Mihajla Pupina 10a, 11070 Belgrade (Novi Beograd), Serbia, a company holding the licences required to run pharmacies under the laws of the Republic of Serbia (the "pharmacy", "we").',
        'You can reach us through the toll-free call centre 0800 100 200, by phone at +381 11 404 0400, or by e-mail at reklamacije@apotekavita.rs for complaints.',
      ],
    },
    {
      id: 'service',
      heading: 'What the service is',
      blocks: [
        'The website lets you browse our range, see prices and availability in the pharmacies of your city, and reserve products for pickup at a pharmacy of your choice.',
        'A reservation is not a distance sale and no payment is taken online. The purchase is concluded at the pharmacy, when a pharmacist hands over the products and you pay for them. We do not deliver medicines.',
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and availability',
      blocks: [
        'Prices are shown in Serbian dinars (RSD) and include value added tax (PDV). Prices and stock depend on the city you select and can differ between pharmacies; the price of a reservation is the price of the chosen pharmacy at the time you reserve.',
        'For some products the price is set only at the pharmacy; these are marked "Price will be known at the pharmacy" and are not included in the total shown online.',
        'We update stock levels regularly, but a product may sell out before your reservation is prepared. In that case we will contact you and offer an alternative or cancel the affected line.',
      ],
    },
    {
      id: 'reservation',
      heading: 'Making and collecting a reservation',
      blocks: [
        'To reserve, add products to the cart, choose a pharmacy that has them and leave your name and a mobile phone number. You do not need an account; with an account, your reservations are listed in your profile.',
        {
          list: [
            'The reservation is accepted when you see its number on the confirmation page.',
            'The pharmacy prepares it within about two hours during opening hours; the confirmation shows when it will be ready.',
            'We hold a prepared reservation for 48 hours. After that the products return to sale and the reservation expires without any cost to you.',
            'You pay at the pharmacy in cash or by card. The pharmacist may ask for the reservation number or the phone number you left.',
          ],
        },
        'Please give a phone number you can be reached on. We use it only to identify the reservation and to contact you about it.',
      ],
    },
    {
      id: 'prescription',
      heading: 'Prescription medicines',
      blocks: [
        'Prescription medicines are marked with an Rx badge. You can reserve them, but they are dispensed only on presentation of a valid prescription (paper or electronic), which the pharmacist checks at pickup.',
        'The pharmacist may refuse to dispense a medicine when the prescription is missing, invalid or expired, or when dispensing would put your health at risk. In that case nothing is charged for the medicine concerned.',
      ],
    },
    {
      id: 'health-information',
      heading: 'Health information',
      blocks: [
        'Product descriptions and articles on this website are general information. They do not replace the advice of your doctor or pharmacist, nor the patient information leaflet that comes with every medicine. Read the leaflet before use and ask a pharmacist if you are unsure.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        'You can register with your mobile phone number, which we confirm with a one-time SMS code. Keep your password secret; you are responsible for what is done with your account until you tell us it has been misused.',
        'You can change your name, e-mail and password, or delete your account, at any time in your profile. Deleting the account removes your saved favourites and the list of your reservations.',
      ],
    },
    {
      id: 'promotions',
      heading: 'Promotions',
      blocks: [
        'Promotional prices apply for the period shown with each promotion, in the pharmacies of the selected city and while stocks last. A product is never discounted by two promotions at once; the larger discount applies.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        'If you are not satisfied with a product or with our service, contact us at reklamacije@apotekavita.rs, by phone, or in any of our pharmacies. In accordance with the Consumer Protection Act we confirm receipt of a complaint and answer it within eight days.',
        'For reasons of patient safety, medicines that have left the pharmacy cannot be returned unless they are defective or were dispensed in error.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability and intellectual property',
      blocks: [
        'We take care that the information on the website is accurate, but occasional errors in descriptions, images or prices may occur; the pharmacist will point them out before you pay. We are not liable for interruptions of the website caused by maintenance or by circumstances beyond our control.',
        'The content of the website (texts, design, logos) belongs to Apoteka Vita d.o.o. or its partners and may not be copied for commercial purposes without our written permission.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and applicable law',
      blocks: [
        'We may update these terms; the version in force is always published on this page with its date. A reservation is governed by the terms in force when it was made.',
        'These terms are governed by the law of the Republic of Serbia. Disputes that cannot be settled amicably are decided by the competent court in Belgrade; as a consumer you may also use out-of-court dispute resolution.',
      ],
    },
  ],
};
