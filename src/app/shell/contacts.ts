import { facebookIcon, instagramIcon, telegramIcon } from '@/shared/ui';
/** The operating company's fixed contacts (docs/behaviour.md §3, footer); the company itself: @/shared/config. */
export const CONTACTS = {
  hrEmail: 'posao@apotekavita.rs',
  rentalEmail: 'zakup@apotekavita.rs',
  marketingEmail: 'marketing@apotekavita.rs',
  tollFreePhone: '0800 100 200',
  messengerPhone: '+381 64 800 1000',
  callCenterPhone: '+381 11 404 0400',
  complaintsEmail: 'reklamacije@apotekavita.rs',
} as const;

export const SOCIAL = [
  { icon: instagramIcon, labelId: 'footer.social.instagram', href: 'https://www.instagram.com/apotekavita.rs' },
  { icon: facebookIcon, labelId: 'footer.social.facebook', href: 'https://www.facebook.com/apotekavita.rs' },
  { icon: telegramIcon, labelId: 'footer.social.telegram', href: 'https://t.me/apotekavita' },
] as const;

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
