import type { ContentDocument } from '../model/document';

export const document: ContentDocument = {
  effectiveFrom: '2026-01-15',
  lead: 'Ovi uslovi uređuju korišćenje internet stranice Apoteke Vita i usluge onlajn rezervacije. Rezervacijom proizvoda ili otvaranjem naloga prihvatate ove uslove. Molimo vas da ih pažljivo pročitate; ako se sa njima ne slažete, nemojte koristiti uslugu.',
  sections: [
    {
      id: 'operator',
      heading: 'Ko pruža uslugu',
      blocks: [
        'Internet stranicu i uslugu rezervacije pruža Apoteka Vita d.o.o., Bulevar Mihajla Pupina 10a, 11070 Beograd (Novi Beograd), Srbija, privredno društvo koje ima dozvole potrebne za obavljanje apotekarske delatnosti u skladu sa propisima Republike Srbije (u daljem tekstu: „apoteka”, „mi”).',
        'Možete nas kontaktirati preko besplatnog kol centra 0800 100 200, telefonom na +381 11 404 0400 ili, za reklamacije, elektronskom poštom na reklamacije@apotekavita.rs.',
      ],
    },
    {
      id: 'service',
      heading: 'Šta je usluga',
      blocks: [
        'Na stranici možete pregledati naš asortiman, videti cene i dostupnost u apotekama vašeg grada i rezervisati proizvode za preuzimanje u apoteci po vašem izboru.',
        'Rezervacija nije prodaja na daljinu i plaćanje se ne vrši onlajn. Kupovina se zaključuje u apoteci, kada vam farmaceut preda proizvode i vi ih platite. Lekove ne dostavljamo na adresu.',
      ],
    },
    {
      id: 'prices',
      heading: 'Cene i dostupnost',
      blocks: [
        'Cene su iskazane u dinarima (RSD) i sadrže porez na dodatu vrednost (PDV). Cene i zalihe zavise od izabranog grada i mogu se razlikovati od apoteke do apoteke; cena rezervacije je cena izabrane apoteke u trenutku rezervacije.',
        'Za pojedine proizvode cena se utvrđuje tek u apoteci; oni su označeni sa „Cena će biti poznata u apoteci” i nisu uračunati u iznos prikazan na stranici.',
        'Stanje zaliha redovno ažuriramo, ali se proizvod može rasprodati pre nego što rezervacija bude pripremljena. U tom slučaju ćemo vas kontaktirati i ponuditi zamenu ili otkazati tu stavku.',
      ],
    },
    {
      id: 'reservation',
      heading: 'Rezervacija i preuzimanje',
      blocks: [
        'Za rezervaciju dodajte proizvode u korpu, izaberite apoteku koja ih ima i ostavite ime i broj mobilnog telefona. Nalog nije obavezan; ako ga imate, vaše rezervacije se vide u profilu.',
        {
          list: [
            'Rezervacija je prihvaćena kada na stranici potvrde vidite njen broj.',
            'Apoteka je priprema u roku od oko dva sata u okviru radnog vremena; na potvrdi piše kada će biti spremna.',
            'Pripremljenu rezervaciju čuvamo 48 sati. Posle toga proizvodi se vraćaju u prodaju, a rezervacija ističe bez ikakvih troškova za vas.',
            'Plaćate u apoteci, gotovinom ili karticom. Farmaceut može zatražiti broj rezervacije ili broj telefona koji ste ostavili.',
          ],
        },
        'Molimo vas da ostavite broj telefona na kome ste dostupni. Koristimo ga samo da bismo prepoznali rezervaciju i kontaktirali vas u vezi sa njom.',
      ],
    },
    {
      id: 'prescription',
      heading: 'Lekovi na recept',
      blocks: [
        'Lekovi koji se izdaju na recept označeni su oznakom Rx. Možete ih rezervisati, ali se izdaju samo uz važeći recept (papirni ili elektronski), koji farmaceut proverava prilikom preuzimanja.',
        'Farmaceut može odbiti izdavanje leka ako recept nedostaje, nije ispravan ili je istekao, ili ako bi izdavanje ugrozilo vaše zdravlje. U tom slučaju za taj lek ništa ne plaćate.',
      ],
    },
    {
      id: 'health-information',
      heading: 'Zdravstvene informacije',
      blocks: [
        'Opisi proizvoda i članci na ovoj stranici su opšte informacije. Oni ne zamenjuju savet vašeg lekara ili farmaceuta, niti uputstvo za pacijenta koje se nalazi u pakovanju svakog leka. Pre upotrebe pročitajte uputstvo, a ako niste sigurni, pitajte farmaceuta.',
      ],
    },
    {
      id: 'account',
      heading: 'Vaš nalog',
      blocks: [
        'Nalog otvarate brojem mobilnog telefona, koji potvrđujemo jednokratnim SMS kodom. Čuvajte lozinku u tajnosti; odgovorni ste za korišćenje naloga sve dok nas ne obavestite da je zloupotrebljen.',
        'Ime, e-adresu i lozinku možete promeniti, a nalog obrisati, u svakom trenutku u svom profilu. Brisanjem naloga brišu se i sačuvani omiljeni proizvodi i spisak vaših rezervacija.',
      ],
    },
    {
      id: 'promotions',
      heading: 'Akcije',
      blocks: [
        'Akcijske cene važe u periodu navedenom uz svaku akciju, u apotekama izabranog grada i do isteka zaliha. Na jedan proizvod se ne primenjuju dve akcije istovremeno; važi veći popust.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Reklamacije',
      blocks: [
        'Ako niste zadovoljni proizvodom ili uslugom, javite nam se na reklamacije@apotekavita.rs, telefonom ili u bilo kojoj našoj apoteci. U skladu sa Zakonom o zaštiti potrošača potvrđujemo prijem reklamacije i odgovaramo na nju u roku od osam dana.',
        'Radi bezbednosti pacijenata, lekovi koji su izdati iz apoteke ne mogu se vratiti, osim ako su neispravni ili su izdati greškom.',
      ],
    },
    {
      id: 'liability',
      heading: 'Odgovornost i intelektualna svojina',
      blocks: [
        'Trudimo se da informacije na stranici budu tačne, ali su moguće povremene greške u opisima, slikama ili cenama; farmaceut će vam na njih ukazati pre plaćanja. Ne odgovaramo za prekide rada stranice zbog održavanja ili okolnosti na koje ne možemo da utičemo.',
        'Sadržaj stranice (tekstovi, dizajn, logotipi) pripada društvu Apoteka Vita d.o.o. ili njegovim partnerima i ne sme se umnožavati u komercijalne svrhe bez našeg pisanog odobrenja.',
      ],
    },
    {
      id: 'changes',
      heading: 'Izmene i merodavno pravo',
      blocks: [
        'Ove uslove možemo izmeniti; važeća verzija je uvek objavljena na ovoj stranici, sa datumom. Na rezervaciju se primenjuju uslovi koji su važili u trenutku kada je napravljena.',
        'Na ove uslove primenjuje se pravo Republike Srbije. Sporove koji se ne reše sporazumno rešava stvarno nadležni sud u Beogradu; kao potrošač možete koristiti i vansudsko rešavanje potrošačkih sporova.',
      ],
    },
  ],
};
