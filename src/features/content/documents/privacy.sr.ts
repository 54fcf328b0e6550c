import type { ContentDocument } from '../model/document';

export const document: ContentDocument = {
  effectiveFrom: '2026-11-26',
  lead: 'Ova politika objašnjava koje podatke o ličnosti Apoteka Vita obrađuje kada koristite ovu stranicu, zašto, koliko dugo i koja prava imate. Podatke o ličnosti obrađujemo u skladu sa Zakonom o zaštiti podataka o ličnosti („Službeni glasnik RS”, br. 87/2018).',
  sections: [
    {
      id: 'controller',
      heading: 'Rukovalac',
      blocks: [
        'Rukovalac vašim podacima je Apoteka Vita d.o.o., Bulevar Mihajla Pupina 10a, 11070 Beograd (Novi Beograd), Srbija. Lice za zaštitu podataka o ličnosti možete kontaktirati na privatnost@apotekavita.rs ili poštom na istoj adresi.',
      ],
    },
    {
      id: 'data',
      heading: 'Koje podatke obrađujemo',
      blocks: [
        {
          list: [
            'Nalog: broj mobilnog telefona, ime, e-adresa i lozinka (čuva se samo kao jednosmerni heš).',
            'Rezervacije: proizvodi i količine, izabrana apoteka, vaše ime, broj telefona i napomena, ako je ostavite.',
            'Omiljeni proizvodi i e-adresa za novosti, ako ih koristite.',
            'Tehnički podaci: nasumični identifikator uređaja, izabrani grad i jezik, kao i IP adresa, koja služi da predložimo vaš grad i da zaštitimo uslugu od zloupotrebe.',
          ],
        },
        'Ne tražimo vašu adresu, datum rođenja, JMBG niti podatke o platnoj kartici: plaćanje se obavlja u apoteci.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Svrhe i pravni osnovi',
      blocks: [
        {
          list: [
            'Priprema vaše rezervacije i kontakt u vezi sa njom — izvršenje usluge koju ste zatražili.',
            'Vaš nalog, omiljeni proizvodi i istorija rezervacija — izvršenje ugovora o korišćenju naloga.',
            'Slanje novosti — vaš pristanak, koji možete opozvati u svakom trenutku.',
            'Bezbednost usluge i sprečavanje prevara — naš legitimni interes.',
            'Vođenje evidencija propisanih zakonom, na primer o reklamacijama — zakonska obaveza.',
          ],
        },
      ],
    },
    {
      id: 'health-data',
      heading: 'Podaci o zdravlju',
      blocks: [
        'Proizvodi koje rezervišete mogu otkriti podatke o vašem zdravlju. Takve podatke tretiramo kao posebnu vrstu podataka o ličnosti: koristimo ih samo da bismo pripremili i predali rezervaciju, uz izričit pristanak koji dajete njenim slanjem, i nikada za oglašavanje ili profilisanje.',
        'Recepte proverava farmaceut u apoteci; stranica ih ne prikuplja niti čuva.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Ko dobija podatke',
      blocks: [
        'Vašu rezervaciju vide samo zaposleni u apoteci koju ste izabrali i naša korisnička služba. Koristimo pažljivo izabrane obrađivače — pružaoce usluga hostinga, slanja SMS poruka i elektronske pošte — koji podatke obrađuju samo po našem nalogu i na osnovu ugovora o obradi. Podatke o ličnosti ne prodajemo.',
        'Podaci se čuvaju u Srbiji ili u državama Evropske unije, koje obezbeđuju primeren nivo zaštite.',
      ],
    },
    {
      id: 'retention',
      heading: 'Koliko dugo čuvamo podatke',
      blocks: [
        {
          list: [
            'Podaci naloga: dok ne obrišete nalog.',
            'Rezervacije: dve godine od preuzimanja ili isteka, ili duže ako to zakon zahteva.',
            'E-adresa za novosti: dok se ne odjavite.',
            'Bezbednosni zapisi: 30 dana.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Kolačići i lokalno skladište',
      blocks: [
        'Bez vaše saglasnosti koristimo samo kolačiće i skladište pregledača koji su stranici neophodni za rad. Ne koristimo reklamne kolačiće.',
        {
          list: [
            'aptk_city — izabrani grad, 365 dana.',
            'aptk_locale — izabrani jezik, 365 dana.',
            '__Host-aptk_auth_token (aptk_auth_token na test serveru bez https) — održava prijavu, 183 dana ili do odjave; preko https se šalje samo zaštićenom vezom.',
            'aptk_device_token — nasumični identifikator pregledača, koristi se pri odjavi i brisanju naloga, 365 dana.',
            'aptkB (lokalno skladište) — sadržaj korpe, dok je ne ispraznite.',
            'search_history (lokalno skladište) — vaših poslednjih deset pretraga, dok ih ne obrišete.',
            'aptk_alerts, aptk_alerts_seen, aptk_alerts_client (lokalno skladište) — ključevi vaših obaveštenja o dostupnosti i onih već prikazanih; obaveštenja napravljena dok ste prijavljeni brišu se kada se sesija završi.',
            'aptk_therapy_notified (lokalno skladište) i aptk-therapy (Cache Storage) — već prikazani podsetnici za terapiju i oni koje instalirana aplikacija može da prikaže; brišu se kada se sesija završi, a aplikacija ih zanemaruje 30 dana posle poslednje posete.',
            'aptk_loyalty_card (lokalno skladište) — vaša kartica lojalnosti kakvu ste poslednji put videli, da biste je na kasi pokazali i bez veze; briše se kada se sesija završi.',
            'aptk_erecept_lbo (lokalno skladište) — vaš broj zdravstvenog osiguranja (LBO), samo ako na stranici eRecepta zatražite da se zapamti; briše se kada se sesija završi.',
            'aptk_checkout (skladište sesije) — porudžbina u toku u ovoj kartici, dok se kartica ne zatvori; ime i telefon se brišu kada se sesija završi.',
            'aptk_client i aptk_session (lokalno skladište) — kada je počela sesija u ovom pregledaču i signal koji i ostale kartice drži prijavljenim ili odjavljenim.',
            'aptk_consent (lokalno skladište) — vaš odgovor o statistici poseta, dok ga ne promenite.',
          ],
        },
        'Kada se odjavite, ili kada je sesija istekla dok je sajt bio zatvoren, iz ovog pregledača brišemo vaša obaveštenja o dostupnosti, istoriju pretrage, podsetnike za terapiju i kontakte unete pri poručivanju, i nudimo da ispraznimo i korpu.',
        'Kolačiće i lokalno skladište možete obrisati u podešavanjima pregledača; time se gube korpa, istorija pretrage i prijava.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Statistika poseta (analitika)',
      blocks: [
        'Samo ako u obaveštenju pri dnu stranice izaberete „Prihvatam“ učitavamo Google Tag Manager (Google Ireland Ltd.), koji beleži statistiku poseta. Vaš odgovor se čuva u ovom pregledaču; možete ga promeniti u svakom trenutku preko „Podešavanja privatnosti“ pri dnu svake stranice. Ako odbijete, ništa se ne šalje.',
        'Za svaku otvorenu stranicu beleži se: adresa bez dela posle „?“ (dakle nikada ono što ste tražili), naslov stranice koji je za pretragu i proizvode samo opšti („Rezultati pretrage“, „Proizvod“) — broj proizvoda u adresi može ostati — i jezik sajta. Ne beleže se pojmovi pretrage, nazivi proizvoda i lekova, vaš nalog, broj telefona, rezervacije ni terapije.',
        'Tag Manager može da postavi sopstvene kolačiće i vidi vašu IP adresu i pregledač. Statistiku koristimo samo zbirno, za poboljšanje sajta, i nikada za oglašavanje ili profilisanje. Pravni osnov: vaša saglasnost, koju možete opozvati u svakom trenutku.',
      ],
    },
    {
      id: 'rights',
      heading: 'Vaša prava',
      blocks: [
        'Imate pravo na pristup podacima, ispravku i brisanje, ograničenje obrade i prigovor na obradu, prenosivost podataka, kao i pravo da u svakom trenutku opozovete pristanak, bez uticaja na zakonitost ranije obrade. Većinu podataka možete sami izmeniti ili obrisati u profilu; za sve ostalo pišite na privatnost@apotekavita.rs. Odgovaramo u roku od 30 dana.',
        'Imate i pravo da podnesete pritužbu Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti, Bulevar kralja Aleksandra 15, 11000 Beograd.',
      ],
    },
    {
      id: 'security',
      heading: 'Bezbednost',
      blocks: [
        'Sva komunikacija sa stranicom je šifrovana (HTTPS), lozinke se čuvaju samo kao heš, a pristup rezervacijama imaju samo zaposleni kojima je potreban. Kodovi za prijavu šalju se SMS porukom i važe kratko.',
      ],
    },
    {
      id: 'children',
      heading: 'Deca',
      blocks: [
        'Nalog može otvoriti samo lice koje ima najmanje 15 godina. Roditelj ili staratelj može rezervisati proizvode za mlađe dete.',
      ],
    },
    {
      id: 'changes',
      heading: 'Izmene politike',
      blocks: [
        'Svaku izmenu ove politike objavićemo na ovoj stranici, sa datumom od kada važi, a registrovane korisnike o bitnim izmenama obavestićemo elektronskom poštom ili na stranici.',
      ],
    },
  ],
};
