import { l, type L10n } from '../lib/i18n';

export interface CitySeed {
  id: number;
  name: L10n;
  /** city centre */
  lat: number;
  lng: number;
  /** landline area code */
  area: string;
  /** price level relative to Beograd */
  priceFactor: number;
  /** number of pharmacies of the chain */
  pharmacies: number;
  /** real streets of the city */
  streets: string[];
  /** neighbourhoods used for pharmacy names */
  quarters: string[];
  /** neighbourhood → a real street in it (used first, so names and addresses agree) */
  places?: Array<[string, string]>;
}

export const CITIES: CitySeed[] = [
  {
    id: 1, name: l('Beograd', 'Belgrade', 'Белград'), lat: 44.8125, lng: 20.4612, area: '11', priceFactor: 1,
    pharmacies: 18,
    streets: ['Knez Mihailova', 'Bulevar kralja Aleksandra', 'Nemanjina', 'Kralja Milana', 'Cara Dušana', 'Njegoševa',
      'Makedonska', 'Bulevar Mihajla Pupina', 'Jurija Gagarina', 'Ustanička', 'Vojislava Ilića', 'Požeška',
      'Gospodara Vučića', 'Takovska', 'Glavna', 'Svetogorska', 'Kneza Miloša', 'Bulevar Zorana Đinđića',
      'Trgovačka', 'Bulevar oslobođenja', 'Cvijićeva', 'Despota Stefana', 'Krunska', 'Resavska'],
    quarters: ['Vračar', 'Zvezdara', 'Novi Beograd', 'Zemun', 'Banovo brdo', 'Karaburma', 'Voždovac', 'Dorćol',
      'Palilula', 'Konjarnik', 'Čukarica', 'Savski venac', 'Blok 45', 'Banjica', 'Cerak', 'Žarkovo', 'Mirijevo',
      'Stari grad', 'Autokomanda', 'Bežanijska kosa'],
    places: [['Vračar', 'Njegoševa'], ['Zvezdara', 'Bulevar kralja Aleksandra'], ['Novi Beograd', 'Bulevar Mihajla Pupina'],
      ['Zemun', 'Glavna'], ['Banovo brdo', 'Požeška'], ['Karaburma', 'Mije Kovačevića'], ['Voždovac', 'Vojvode Stepe'],
      ['Dorćol', 'Cara Dušana'], ['Palilula', 'Takovska'], ['Konjarnik', 'Ustanička'], ['Čukarica', 'Radnička'],
      ['Savski venac', 'Nemanjina'], ['Blok 45', 'Jurija Gagarina'], ['Banjica', 'Crnotravska'], ['Žarkovo', 'Trgovačka'],
      ['Mirijevo', 'Mirijevski bulevar'], ['Stari grad', 'Knez Mihailova'], ['Autokomanda', 'Bulevar oslobođenja'],
      ['Bežanijska kosa', 'Partizanske avijacije'], ['Cerak', 'Jablanička']],
  },
  {
    id: 2, name: l('Novi Sad', 'Novi Sad', 'Нови-Сад'), lat: 45.2671, lng: 19.8335, area: '21', priceFactor: 0.99,
    pharmacies: 8,
    streets: ['Zmaj Jovina', 'Bulevar oslobođenja', 'Dunavska', 'Jevrejska', 'Bulevar cara Lazara', 'Futoška',
      'Kisačka', 'Narodnog fronta', 'Bulevar Mihajla Pupina', 'Temerinska'],
    quarters: ['Centar', 'Liman', 'Grbavica', 'Detelinara', 'Novo naselje', 'Telep', 'Podbara', 'Salajka'],
    places: [['Centar', 'Zmaj Jovina'], ['Liman', 'Bulevar cara Lazara'], ['Grbavica', 'Bulevar oslobođenja'],
      ['Detelinara', 'Rumenačka'], ['Novo naselje', 'Bate Brkića'], ['Telep', 'Futoška'], ['Podbara', 'Temerinska'],
      ['Salajka', 'Kisačka']],
  },
  {
    id: 3, name: l('Niš', 'Niš', 'Ниш'), lat: 43.3209, lng: 21.8958, area: '18', priceFactor: 0.97,
    pharmacies: 6,
    streets: ['Obrenovićeva', 'Vožda Karađorđa', 'Bulevar Nemanjića', 'Generala Milojka Lešjanina',
      'Vizantijski bulevar', 'Pobedina', 'Nikole Pašića', 'Bulevar Zorana Đinđića'],
    quarters: ['Centar', 'Duvanište', 'Medijana', 'Palilula', 'Pantelej', 'Ledena stena'],
  },
  {
    id: 4, name: l('Kragujevac', 'Kragujevac', 'Крагуевац'), lat: 44.0128, lng: 20.9114, area: '34', priceFactor: 0.98,
    pharmacies: 5,
    streets: ['Kralja Petra I', 'Kneza Mihaila', 'Lepenički bulevar', 'Save Kovačevića',
      'Kralja Aleksandra I Karađorđevića', 'Karađorđeva', 'Nikole Pašića'],
    quarters: ['Centar', 'Aerodrom', 'Bubanj', 'Stanovo', 'Pivara'],
  },
  {
    id: 5, name: l('Subotica', 'Subotica', 'Суботица'), lat: 46.1, lng: 19.6658, area: '24', priceFactor: 0.98,
    pharmacies: 4,
    streets: ['Korzo', 'Maksima Gorkog', 'Matije Korvina', 'Segedinski put', 'Harambašićeva', 'Trg slobode'],
    quarters: ['Centar', 'Prozivka', 'Kertvaroš', 'Novi grad'],
  },
  {
    id: 6, name: l('Zrenjanin', 'Zrenjanin', 'Зренянин'), lat: 45.3816, lng: 20.3686, area: '23', priceFactor: 0.97,
    pharmacies: 3,
    streets: ['Kralja Aleksandra I Karađorđevića', 'Bulevar Milutina Milankovića', 'Gimnazijska', 'Žarka Zrenjanina'],
    quarters: ['Centar', 'Bagljaš', 'Berbersko'],
  },
  {
    id: 7, name: l('Pančevo', 'Pančevo', 'Панчево'), lat: 44.8708, lng: 20.6403, area: '13', priceFactor: 0.99,
    pharmacies: 3,
    streets: ['Vojvode Radomira Putnika', 'Njegoševa', 'Žarka Zrenjanina', 'Cara Dušana', 'Karađorđeva'],
    quarters: ['Centar', 'Kotež', 'Tesla'],
  },
  {
    id: 8, name: l('Čačak', 'Čačak', 'Чачак'), lat: 43.8914, lng: 20.3497, area: '32', priceFactor: 0.97,
    pharmacies: 3,
    streets: ['Gradsko šetalište', 'Kuželjeva', 'Pivarska', 'Kneza Miloša', 'Bulevar oslobođenja'],
    quarters: ['Centar', 'Ljubić', 'Lugovi'],
  },
  {
    id: 9, name: l('Kraljevo', 'Kraljevo', 'Кралево'), lat: 43.7234, lng: 20.687, area: '36', priceFactor: 0.96,
    pharmacies: 3,
    streets: ['Omladinska', 'Karađorđeva', 'Oktobarskih žrtava', 'Hajduk Veljkova', 'Cara Lazara'],
    quarters: ['Centar', 'Ribnica', 'Dositejeva'],
  },
  {
    id: 10, name: l('Novi Pazar', 'Novi Pazar', 'Нови-Пазар'), lat: 43.1367, lng: 20.5122, area: '20', priceFactor: 0.96,
    pharmacies: 2,
    streets: ['28. novembra', 'Stevana Nemanje', 'Rifata Burdževića', 'Generala Živkovića'],
    quarters: ['Centar', 'Lug'],
  },
  {
    id: 11, name: l('Smederevo', 'Smederevo', 'Смедерево'), lat: 44.6653, lng: 20.93, area: '26', priceFactor: 0.97,
    pharmacies: 2,
    streets: ['Karađorđeva', 'Kralja Petra I', 'Despota Đurđa', 'Goranska'],
    quarters: ['Centar', 'Ladna voda'],
  },
  {
    id: 12, name: l('Leskovac', 'Leskovac', 'Лесковац'), lat: 42.9981, lng: 21.9465, area: '16', priceFactor: 0.96,
    pharmacies: 3,
    streets: ['Južnomoravskih brigada', 'Bulevar oslobođenja', 'Stojana Ljubića', '11. oktobra'],
    quarters: ['Centar', 'Hisar', 'Dubočica'],
  },
  {
    id: 13, name: l('Valjevo', 'Valjevo', 'Валево'), lat: 44.2701, lng: 19.8869, area: '14', priceFactor: 0.97,
    pharmacies: 2,
    streets: ['Kneza Miloša', 'Karađorđeva', 'Vojvode Mišića', 'Birčaninova'],
    quarters: ['Centar', 'Brđani'],
  },
  {
    id: 14, name: l('Šabac', 'Šabac', 'Шабац'), lat: 44.7489, lng: 19.6908, area: '15', priceFactor: 0.97,
    pharmacies: 3,
    streets: ['Gospodar Jevremova', 'Karađorđeva', 'Masarikova', 'Vojvode Putnika', 'Pop Lukina'],
    quarters: ['Centar', 'Benska bara', 'Letnjikovac'],
  },
];

export const DEFAULT_CITY_ID = 1;
