import type { SupplierInput } from '#app/modules/suppliers/supplier.schema';
import { timeOfDay } from '#app/utils/time';

/** The shop's side of a demo supplier, the same for every demo shop apart from the numbers. */
interface DemoTerms {
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  deliveryDays: number[];
  /** Minutes after midnight. */
  orderCutoffMinutes: number | null;
  minOrderValue: string | null;
  /** A second order address besides the directory's order e-mail, if the supplier has one. */
  extraOrderEmail?: string;
  /** Prefix of the shop's customer number at the supplier. */
  customerPrefix: string;
  /** Seafood certificates (ASC, MSC), expiring this many days after the seed's day (negative: already expired). */
  certificates?: { scheme: 'asc' | 'msc'; number: string; expiresInDays: number }[];
  /** Where reclamations go, when not to the order addresses. */
  reclamationEmail?: string;
}

export interface DemoSupplier {
  directory: SupplierInput & { name: string; email: string; vatNumber: string; postCode: string; city: string };
  terms: DemoTerms;
}

const at = (hours: number, minutes = 0) => timeOfDay(hours, minutes) / 60;

/**
 * Fifteen food and beverage suppliers of Slovenia and Croatia for the demo. The companies are made up; their VAT
 * numbers pass the national check digits and their addresses use real post codes. E-mail domains end in .test, so
 * nothing the demo sends can reach anyone.
 */
export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    directory: {
      name: 'Mlekarna Sora d.o.o.',
      country: 'SI',
      address: 'Kidričeva cesta 14',
      postCode: '4220',
      city: 'Škofja Loka',
      email: 'narocila@mlekarna-sora.test',
      vatNumber: 'SI51234564',
      contactPerson: 'Mojca Bertoncelj',
      contactPhone: '+386 4 512 34 60',
    },
    terms: { deliveryDays: [1, 3, 5], orderCutoffMinutes: at(12), minOrderValue: '80', customerPrefix: 'SORA' },
  },
  {
    directory: {
      name: 'Pekarna Zlati klas d.o.o.',
      country: 'SI',
      address: 'Tržaška cesta 88',
      postCode: '1000',
      city: 'Ljubljana',
      email: 'narocila@zlati-klas.test',
      vatNumber: 'SI62345176',
      contactPerson: 'Janez Kovačič',
      contactPhone: '+386 1 423 55 10',
    },
    terms: {
      deliveryDays: [1, 2, 3, 4, 5, 6],
      orderCutoffMinutes: at(18),
      minOrderValue: '40',
      extraOrderEmail: 'nocna.izmena@zlati-klas.test',
      customerPrefix: 'ZK',
    },
  },
  {
    directory: {
      name: 'Mesnine Savinja d.o.o.',
      country: 'SI',
      address: 'Mariborska cesta 45',
      postCode: '3000',
      city: 'Celje',
      email: 'prodaja@mesnine-savinja.test',
      vatNumber: 'SI33456283',
      contactPerson: 'Boštjan Žnidaršič',
      contactPhone: '+386 3 428 90 12',
    },
    terms: { deliveryDays: [2, 4], orderCutoffMinutes: at(10), minOrderValue: '150', customerPrefix: 'MS' },
  },
  {
    directory: {
      name: 'Ribarnica Piran d.o.o.',
      country: 'SI',
      address: 'Partizanska ulica 6',
      postCode: '6330',
      city: 'Piran',
      email: 'narocila@ribarnica-piran.test',
      vatNumber: 'SI84567392',
      contactPerson: 'Marino Pečar',
      contactPhone: '+386 5 671 20 30',
    },
    terms: {
      deliveryDays: [2, 5],
      orderCutoffMinutes: at(9, 30),
      minOrderValue: '120',
      customerPrefix: 'RP',
      certificates: [
        { scheme: 'asc', number: 'ASC-C-00123', expiresInDays: 400 },
        { scheme: 'msc', number: 'MSC-C-52341', expiresInDays: 250 },
      ],
      reclamationEmail: 'reklamacije@ribarnica-piran.test',
    },
  },
  {
    directory: {
      name: 'Vrtnarija Krško polje d.o.o.',
      country: 'SI',
      address: 'Cesta krških žrtev 120',
      postCode: '8270',
      city: 'Krško',
      email: 'narocila@krsko-polje.test',
      vatNumber: 'SI15678407',
      contactPerson: 'Nina Jarkovič',
      contactPhone: '+386 7 490 11 22',
    },
    terms: { deliveryDays: [1, 2, 3, 4, 5], orderCutoffMinutes: at(14), minOrderValue: '60', customerPrefix: 'VKP' },
  },
  {
    directory: {
      name: 'Sadjarstvo Haloze d.o.o.',
      country: 'SI',
      address: 'Ptujska cesta 30',
      postCode: '2250',
      city: 'Ptuj',
      email: 'sadje@haloze-sadjarstvo.test',
      vatNumber: 'SI76789519',
      contactPerson: 'Darja Šeruga',
      contactPhone: '+386 2 749 30 40',
    },
    terms: { deliveryDays: [1, 4], orderCutoffMinutes: at(13), minOrderValue: '50', customerPrefix: 'SH' },
  },
  {
    directory: {
      name: 'Vinska klet Brda z.o.o.',
      country: 'SI',
      address: 'Zadružna cesta 9',
      postCode: '5212',
      city: 'Dobrovo v Brdih',
      email: 'prodaja@klet-brda.test',
      vatNumber: 'SI27891623',
      contactPerson: 'Aljoša Simčič',
      contactPhone: '+386 5 331 01 50',
    },
    terms: { deliveryDays: [3], orderCutoffMinutes: at(11), minOrderValue: '250', customerPrefix: 'VKB' },
  },
  {
    directory: {
      name: 'Pivovarna Kamnik d.o.o.',
      country: 'SI',
      address: 'Šutna 21',
      postCode: '1241',
      city: 'Kamnik',
      email: 'narocila@pivovarna-kamnik.test',
      vatNumber: 'SI98902733',
      contactPerson: 'Rok Pirnat',
      contactPhone: '+386 1 839 12 12',
    },
    terms: { deliveryDays: [2, 5], orderCutoffMinutes: at(15), minOrderValue: '200', customerPrefix: 'PK' },
  },
  {
    directory: {
      name: 'Kava in čaj Rožnik d.o.o.',
      country: 'SI',
      address: 'Vodnikova cesta 201',
      postCode: '1000',
      city: 'Ljubljana',
      email: 'narocila@roznik-kava.test',
      vatNumber: 'SI49013840',
      contactPerson: 'Tjaša Kos',
      contactPhone: '+386 1 510 44 70',
    },
    terms: { deliveryDays: [4], orderCutoffMinutes: at(16), minOrderValue: '100', customerPrefix: 'RZ' },
  },
  {
    directory: {
      name: 'Zamrznjeno Pomurje d.o.o.',
      country: 'SI',
      address: 'Lendavska ulica 11',
      postCode: '9000',
      city: 'Murska Sobota',
      email: 'narocila@pomurje-frost.test',
      vatNumber: 'SI50124951',
      contactPerson: 'Stanko Horvat',
      contactPhone: '+386 2 521 70 80',
    },
    terms: {
      deliveryDays: [1, 4],
      orderCutoffMinutes: at(12, 30),
      minOrderValue: '300',
      customerPrefix: 'ZP',
      certificates: [{ scheme: 'msc', number: 'MSC-C-60117', expiresInDays: 180 }],
    },
  },
  {
    directory: {
      name: 'Mljekara Zagorje d.o.o.',
      country: 'HR',
      address: 'Ulica Ljudevita Gaja 7',
      postCode: '49000',
      city: 'Krapina',
      email: 'narudzbe@mljekara-zagorje.test',
      vatNumber: 'HR48219374654',
      contactPerson: 'Ivana Kovačević',
      contactPhone: '+385 49 371 200',
    },
    terms: { deliveryDays: [2, 4, 6], orderCutoffMinutes: at(11), minOrderValue: '90', customerPrefix: 'MZ' },
  },
  {
    directory: {
      name: 'Uljara Istra d.o.o.',
      country: 'HR',
      address: 'Obala maršala Tita 15',
      postCode: '52440',
      city: 'Poreč',
      email: 'narudzbe@uljara-istra.test',
      vatNumber: 'HR71938465024',
      contactPerson: 'Marko Dobrić',
      contactPhone: '+385 52 451 300',
    },
    terms: { deliveryDays: [3], orderCutoffMinutes: null, minOrderValue: '180.50', customerPrefix: 'UI' },
  },
  {
    directory: {
      name: 'Riba Jadran d.o.o.',
      country: 'HR',
      address: 'Obala kneza Branimira 3',
      postCode: '23000',
      city: 'Zadar',
      email: 'narudzbe@riba-jadran.test',
      vatNumber: 'HR29581736403',
      contactPerson: 'Ante Perić',
      contactPhone: '+385 23 250 400',
    },
    terms: {
      deliveryDays: [2, 5],
      orderCutoffMinutes: at(8, 45),
      minOrderValue: '150',
      customerPrefix: 'RJ',
      // Expired three weeks ago: receiving its MSC products warns at the door.
      certificates: [
        { scheme: 'asc', number: 'ASC-C-01877', expiresInDays: 300 },
        { scheme: 'msc', number: 'MSC-C-50991', expiresInDays: -21 },
      ],
      reclamationEmail: 'reklamacije@riba-jadran.test',
    },
  },
  {
    directory: {
      name: 'Slavonski kulen d.o.o.',
      country: 'HR',
      address: 'Vukovarska ulica 60',
      postCode: '31000',
      city: 'Osijek',
      email: 'prodaja@slavonski-kulen.test',
      vatNumber: 'HR60372849154',
      contactPerson: 'Tomislav Babić',
      contactPhone: '+385 31 200 500',
    },
    terms: { deliveryDays: [1], orderCutoffMinutes: at(10), minOrderValue: '120', customerPrefix: 'SK' },
  },
  {
    directory: {
      name: 'Izvor Velebit d.o.o.',
      country: 'HR',
      address: 'Senjska ulica 2',
      postCode: '53000',
      city: 'Gospić',
      email: 'narudzbe@izvor-velebit.test',
      vatNumber: 'HR83640192573',
      contactPerson: 'Petra Jurić',
      contactPhone: '+385 53 560 600',
    },
    terms: { deliveryDays: [1, 3, 5], orderCutoffMinutes: at(14, 15), minOrderValue: '75.90', customerPrefix: 'IV' },
  },
];

/** How many of the demo suppliers each demo shop works with. */
export const DEMO_LINKS_PER_SHOP = 12;

/** The demo suppliers a shop works with: twelve of the fifteen, a different three left out for each shop. */
export function demoSuppliersOfShop(shopIndex: number): number[] {
  const skip = new Set([0, 1, 2].map((offset) => (shopIndex * 3 + offset) % DEMO_SUPPLIERS.length));
  return DEMO_SUPPLIERS.map((_, index) => index).filter((index) => !skip.has(index));
}
