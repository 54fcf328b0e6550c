import { l, type L10n, type Lang } from './i18n';

/** Business errors of the mock, in the three languages. */
const MESSAGES = {
  badSignature: l('Neispravan potpis zahteva.', 'Invalid request signature.', 'Неверная подпись запроса.'),
  badPlatform: l('Nepoznata platforma.', 'Unknown platform.', 'Неизвестная платформа.'),
  badJson: l('Neispravan format zahteva.', 'Malformed request.', 'Неверный формат запроса.'),
  unauthorized: l('Prijavite se ponovo.', 'Please sign in again.', 'Пожалуйста, войдите снова.'),
  wrongCredentials: l(
    'Pogrešan broj telefona ili lozinka.',
    'Wrong phone number or password.',
    'Неверный номер телефона или пароль.',
  ),
  phoneTaken: l(
    'Korisnik sa ovim brojem telefona već postoji.',
    'A client with this phone number already exists.',
    'Пользователь с этим номером телефона уже существует.',
  ),
  phoneInvalid: l('Neispravan broj telefona.', 'Invalid phone number.', 'Неверный номер телефона.'),
  phoneUnknown: l(
    'Korisnik sa ovim brojem telefona ne postoji.',
    'There is no client with this phone number.',
    'Пользователь с этим номером телефона не найден.',
  ),
  emailInvalid: l('Neispravna e-mail adresa.', 'Invalid e-mail address.', 'Неверный адрес электронной почты.'),
  nameRequired: l('Unesite ime.', 'Please enter your name.', 'Введите имя.'),
  passwordRequired: l('Unesite lozinku.', 'Please enter a password.', 'Введите пароль.'),
  wrongPassword: l('Trenutna lozinka nije ispravna.', 'The current password is wrong.', 'Текущий пароль неверен.'),
  wrongCode: l('Pogrešan kod iz SMS poruke.', 'Wrong SMS code.', 'Неверный код из SMS.'),
  reauthRequired: l(
    'Potvrdite promenu trenutnom lozinkom ili kodom iz SMS poruke.',
    'Confirm the change with your current password or an SMS code.',
    'Подтвердите изменение текущим паролем или кодом из SMS.',
  ),
  tooManyAttempts: l(
    'Previše pogrešnih pokušaja. Zatražite novi kod.',
    'Too many wrong attempts. Request a new code.',
    'Слишком много неверных попыток. Запросите новый код.',
  ),
  sessionExpired: l(
    'Sesija je istekla. Pokušajte ponovo.',
    'The session has expired. Please start again.',
    'Сессия истекла. Попробуйте ещё раз.',
  ),
  resendTooEarly: l(
    'Novi kod možete zatražiti za {s} s.',
    'You can request a new code in {s} s.',
    'Новый код можно запросить через {s} с.',
  ),
  recoveryTokenInvalid: l(
    'Link za promenu lozinke je istekao. Pokušajte ponovo.',
    'The password reset has expired. Please start again.',
    'Срок смены пароля истёк. Попробуйте ещё раз.',
  ),
  cityNotFound: l('Grad nije pronađen.', 'City not found.', 'Город не найден.'),
  categoryNotFound: l('Kategorija nije pronađena.', 'Category not found.', 'Категория не найдена.'),
  atcGroupNotFound: l('ATC grupa nije pronađena.', 'ATC group not found.', 'Группа АТХ не найдена.'),
  productNotFound: l('Proizvod nije pronađen.', 'Product not found.', 'Товар не найден.'),
  pharmacyNotFound: l('Apoteka nije pronađena.', 'Pharmacy not found.', 'Аптека не найдена.'),
  promoNotFound: l('Akcija nije pronađena.', 'Promotion not found.', 'Акция не найдена.'),
  articleNotFound: l('Članak nije pronađen.', 'Article not found.', 'Статья не найдена.'),
  orderNotFound: l('Porudžbina nije pronađena.', 'Order not found.', 'Заказ не найден.'),
  pharmacyNotInCity: l(
    'Izabrana apoteka nije u izabranom gradu.',
    'The chosen pharmacy is not in the chosen city.',
    'Выбранная аптека находится в другом городе.',
  ),
  alertNotFound: l('Obaveštenje nije pronađeno.', 'Alert not found.', 'Уведомление не найдено.'),
  alertEmailRequired: l(
    'Unesite e-mail adresu za obaveštenje.',
    'Enter an e-mail address for the alert.',
    'Введите адрес электронной почты для уведомления.',
  ),
  alertEmailSignedIn: l(
    'Prijavljenom korisniku obaveštenje stiže na telefon naloga.',
    "A signed-in client is notified on the account's phone.",
    'Вошедшему пользователю уведомление приходит на телефон аккаунта.',
  ),
  alreadyAvailable: l(
    'Proizvod je već dostupan u ovom gradu.',
    'The product is already available in this city.',
    'Товар уже есть в этом городе.',
  ),
  cartEmpty: l('Korpa je prazna.', 'The cart is empty.', 'Корзина пуста.'),
  notAvailable: l(
    'Proizvod „{name}” nije dostupan u izabranoj apoteci u traženoj količini ({n} kom.).',
    '"{name}" is not available at the chosen pharmacy in the requested quantity ({n} pcs).',
    'Товар «{name}» недоступен в выбранной аптеке в нужном количестве ({n} шт.).',
  ),
  transferUnavailable: l(
    'Proizvod „{name}” ne može da se donese u izabranu apoteku ({n} kom.).',
    '"{name}" cannot be brought to the chosen pharmacy ({n} pcs).',
    'Товар «{name}» нельзя доставить в выбранную аптеку ({n} шт.).',
  ),
  visitPharmacyTwice: l(
    'Svaka apoteka se navodi samo jednom.',
    'Each pharmacy may be listed only once.',
    'Каждую аптеку можно указать только один раз.',
  ),
  idempotencyMismatch: l(
    'Ovaj pokušaj rezervacije je već poslat sa drugim podacima. Osvežite stranicu i pokušajte ponovo.',
    'This reservation attempt was already sent with different details. Reload the page and try again.',
    'Эта попытка бронирования уже отправлена с другими данными. Обновите страницу и попробуйте ещё раз.',
  ),
  // Delivery (docs/api.md, "Delivery")
  medicineNotDelivered: l(
    'Lek „{name}” se ne dostavlja na adresu; rezervišite ga za preuzimanje u apoteci.',
    'The medicine "{name}" is not delivered to an address; reserve it for pickup at a pharmacy.',
    'Препарат «{name}» не доставляется на адрес; забронируйте его для получения в аптеке.',
  ),
  deliveryPriceAtPharmacy: l(
    'Cena proizvoda „{name}” poznata je samo u apoteci, pa se ne dostavlja.',
    'The price of "{name}" is only known at the pharmacy, so it is not delivered.',
    'Цена товара «{name}» известна только в аптеке, поэтому он не доставляется.',
  ),
  deliveryNotInStock: l(
    'Proizvoda „{name}” nema u gradu u traženoj količini ({n} kom.).',
    '"{name}" is not in stock in the city in the requested quantity ({n} pcs).',
    'Товара «{name}» нет в городе в нужном количестве ({n} шт.).',
  ),
  streetRequired: l('Unesite ulicu i broj.', 'Please enter the street and number.', 'Введите улицу и номер дома.'),
  postalCodeInvalid: l(
    'Poštanski broj ima 5 cifara.',
    'The postal code has 5 digits.',
    'Почтовый индекс состоит из 5 цифр.',
  ),
  // Ask a pharmacist (docs/api.md, "Ask a pharmacist")
  questionLength: l(
    'Pitanje treba da ima od {min} do {max} znakova.',
    'The question should be {min} to {max} characters long.',
    'Вопрос должен содержать от {min} до {max} символов.',
  ),
  // Loyalty card (docs/api.md, "Loyalty card")
  loyaltyTermsRequired: l(
    'Da biste se učlanili, prihvatite pravila programa lojalnosti.',
    "To join, accept the loyalty programme's terms.",
    'Чтобы вступить, примите правила программы лояльности.',
  ),
  loyaltyMember: l(
    'Već ste član programa lojalnosti.',
    'You are already a member of the loyalty programme.',
    'Вы уже участник программы лояльности.',
  ),
  // "My therapy" (docs/api.md, "Therapies")
  therapyNotFound: l('Terapija nije pronađena.', 'Therapy not found.', 'Терапия не найдена.'),
  therapyDateInvalid: l(
    'Datum prvog preuzimanja nije ispravan datum (GGGG-MM-DD).',
    'The first pickup date is not a valid date (YYYY-MM-DD).',
    'Дата первого получения указана неверно (ГГГГ-ММ-ДД).',
  ),
  therapyNoPharmacyStock: l(
    'Nijedna apoteka u gradu trenutno nema „{name}”.',
    'No pharmacy in the city has "{name}" at the moment.',
    'Сейчас ни в одной аптеке города нет «{name}».',
  ),
  therapyWindowClosed: l(
    'Pakovanje za {month}. mesec može se rezervisati samo u njegovom terminu preuzimanja.',
    'The pack of month {month} can only be reserved within its pickup window.',
    'Упаковку за {month}-й месяц можно забронировать только в её окно получения.',
  ),
  therapyMonthReserved: l(
    'Pakovanje za {month}. mesec je već rezervisano.',
    'The pack of month {month} is already reserved.',
    'Упаковка за {month}-й месяц уже забронирована.',
  ),
  // eRecept (docs/api.md, "eRecept")
  prescriptionNotFound: l(
    'Nema eRecepta sa ovim brojem i LBO. Proverite oba broja.',
    'There is no eRecept with this number and LBO. Check both numbers.',
    'Нет электронного рецепта с этим номером и LBO. Проверьте оба номера.',
  ),
  prescriptionDispensed: l(
    'Lekovi sa ovog eRecepta su već izdati.',
    'The medicines of this eRecept have already been dispensed.',
    'Лекарства по этому рецепту уже выданы.',
  ),
  prescriptionExpired: l(
    'Ovaj eRecept je istekao {date}. Za nov recept obratite se lekaru.',
    'This eRecept expired on {date}. Ask your doctor for a new one.',
    'Срок действия рецепта истёк {date}. Обратитесь к врачу за новым.',
  ),
  prescriptionNothingHere: l(
    'Ova apoteka nema nijedan od traženih lekova sa recepta.',
    'This pharmacy has none of the medicines asked for.',
    'В этой аптеке нет ни одного из запрошенных лекарств.',
  ),
} satisfies Record<string, L10n>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, lang: Lang, vars: Record<string, string | number> = {}): string {
  let text = MESSAGES[key][lang];
  for (const [k, v] of Object.entries(vars)) text = text.replace(`{${k}}`, String(v));
  return text;
}

/** Thrown by resolvers; the wrapper turns it into `{ message, action? }` with the status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey | null,
    readonly vars: Record<string, string | number> = {},
    readonly action?: 'logout',
    readonly raw?: string,
  ) {
    super(raw ?? key ?? 'error');
  }
}

export const fail = (status: number, key: MessageKey, vars?: Record<string, string | number>): ApiError =>
  new ApiError(status, key, vars);
