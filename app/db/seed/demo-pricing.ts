import type { ContentTranslations } from '~/i18n/contentTranslations';
import type { OfferInclusion } from '../values';

/**
 * The demo hotels' prices beyond their base rates (docs/decisions/0038-price-model.md): taxes as
 * each place charges them, a weekend difference, and seasons as the year turns there. Every season
 * costs more than the base rate, so the base is each hotel's quiet season and its lowest night.
 */

export interface SeedPricing {
  vatBps: number;
  vatIncluded: boolean;
  /** Per guest (or per room) per night, in units of the hotel's currency (decimals allowed). */
  cityTax: number;
  cityTaxPer: 'guest' | 'room';
  /** Friday and Saturday nights cost this much more than the night's rate, as a share of the base rate. */
  weekendShare: number;
}

export const demoPricing: Record<string, SeedPricing> = {
  // Singapore: GST of 9 % on top of the price.
  'royal-palace-casino-resort': { vatBps: 900, vatIncluded: false, cityTax: 0, cityTaxPer: 'guest', weekendShare: 0.1 },
  // Fairbanks: the borough's bed tax of 8 % on top.
  'nordic-star-casino-hotel': { vatBps: 800, vatIncluded: false, cityTax: 0, cityTaxPer: 'guest', weekendShare: 0 },
  // Sanremo: Italian VAT of 10 % included, the imposta di soggiorno per guest and night.
  'mediterranean-grand-casino-spa': { vatBps: 1000, vatIncluded: true, cityTax: 4, cityTaxPer: 'guest', weekendShare: 0.15 },
  // Dubai: VAT of 5 % on top and the Tourism Dirham per room and night.
  'golden-dunes-casino-resort': { vatBps: 500, vatIncluded: false, cityTax: 20, cityTaxPer: 'room', weekendShare: 0.2 },
  // Edinburgh: VAT of 20 % included, the visitor levy per guest and night.
  'celtic-fortune-casino-resort': { vatBps: 2000, vatIncluded: true, cityTax: 2.5, cityTaxPer: 'guest', weekendShare: 0.15 },
  // St. Moritz: Swiss lodging VAT of 3.8 % included, the Kurtaxe per guest and night.
  'alpine-gold-casino-lodge': { vatBps: 380, vatIncluded: true, cityTax: 7, cityTaxPer: 'guest', weekendShare: 0.1 },
};

/** A season each year: first and last night as MM-DD (a last night before the first runs into the next year), and its rate as a multiple of the base. */
export interface SeedSeason {
  name: string;
  from: string;
  to: string;
  factor: number;
}

export const demoSeasons: Record<string, SeedSeason[]> = {
  'royal-palace-casino-resort': [
    { name: 'Lunar New Year', from: '02-05', to: '02-12', factor: 1.25 },
    { name: 'Grand Prix', from: '10-01', to: '10-05', factor: 2 },
    { name: 'Festive', from: '12-20', to: '01-04', factor: 1.3 },
  ],
  'nordic-star-casino-hotel': [
    { name: 'Aurora', from: '01-05', to: '03-31', factor: 1.2 },
    { name: 'Midnight sun', from: '06-01', to: '08-31', factor: 1.3 },
    { name: 'Festive', from: '12-20', to: '01-04', factor: 1.4 },
  ],
  'mediterranean-grand-casino-spa': [
    { name: 'Festival', from: '02-08', to: '02-14', factor: 1.4 },
    { name: 'Summer', from: '06-15', to: '09-15', factor: 1.5 },
    { name: 'Festive', from: '12-20', to: '01-04', factor: 1.3 },
  ],
  'golden-dunes-casino-resort': [
    { name: 'Cool months', from: '01-05', to: '03-31', factor: 1.4 },
    { name: 'Cool months', from: '11-01', to: '12-19', factor: 1.4 },
    { name: 'Festive', from: '12-20', to: '01-04', factor: 2 },
  ],
  'celtic-fortune-casino-resort': [
    { name: 'Festival', from: '08-01', to: '08-31', factor: 1.8 },
    { name: 'Hogmanay', from: '12-28', to: '01-02', factor: 1.6 },
  ],
  'alpine-gold-casino-lodge': [
    { name: 'Winter', from: '01-04', to: '03-28', factor: 1.6 },
    { name: 'Summer', from: '07-01', to: '08-31', factor: 1.1 },
    { name: 'Early winter', from: '12-12', to: '12-23', factor: 1.4 },
    { name: 'Festive', from: '12-24', to: '01-03', factor: 2.2 },
  ],
};

export interface SeedOffer {
  slug: string;
  name: string;
  summary: string;
  description: string;
  translations: ContentTranslations;
  inclusions: OfferInclusion[];
  minNights: number;
  discountPct: number;
  refundable: boolean;
  /** The hotels it applies to, with the supplement for the stay in units of each one's currency. */
  hotels: Record<string, number>;
  /** A promo code, its uses and its validity from the seeding day. */
  promo?: { code: string; maxUses: number; days: number };
}

export const demoOffers: SeedOffer[] = [
  {
    slug: 'spa-escape',
    name: 'Spa Escape',
    summary: 'Two nights or more, breakfast each morning and a signature treatment for each stay.',
    description:
      'Slow down by the sea or in the mountains. Breakfast is served each morning, and one signature treatment of ninety minutes is included for the stay: choose its time with our spa team once your stay is confirmed. The supplement covers the treatment; the nights are at the day’s flexible rate.',
    translations: {
      fr: {
        name: 'Escapade spa',
        summary: 'Deux nuits ou plus, le petit-déjeuner chaque matin et un soin signature pour le séjour.',
        description:
          'Prenez le temps, au bord de la mer ou à la montagne. Le petit-déjeuner est servi chaque matin, et un soin signature de quatre-vingt-dix minutes est inclus pour le séjour : vous en choisirez l’heure avec notre équipe du spa une fois votre séjour confirmé. Le supplément couvre le soin ; les nuits sont au tarif flexible du jour.',
      },
      de: {
        name: 'Spa-Auszeit',
        summary: 'Ab zwei Nächten, Frühstück an jedem Morgen und eine Signature-Behandlung pro Aufenthalt.',
        description:
          'Kommen Sie zur Ruhe, am Meer oder in den Bergen. Das Frühstück wird jeden Morgen serviert, und eine Signature-Behandlung von neunzig Minuten ist für den Aufenthalt inbegriffen: Die Uhrzeit wählen Sie mit unserem Spa-Team, sobald Ihr Aufenthalt bestätigt ist. Der Aufpreis deckt die Behandlung; die Nächte gelten zum flexiblen Tagespreis.',
      },
      it: {
        name: 'Fuga alla spa',
        summary: 'Da due notti, la colazione ogni mattina e un trattamento signature per il soggiorno.',
        description:
          'Rallenti, al mare o in montagna. La colazione è servita ogni mattina e un trattamento signature di novanta minuti è incluso nel soggiorno: ne sceglierà l’orario con il nostro team della spa una volta confermato il soggiorno. Il supplemento copre il trattamento; le notti sono alla tariffa flessibile del giorno.',
      },
      ar: {
        name: 'استراحة السبا',
        summary: 'ليلتان أو أكثر، مع الإفطار كل صباح وعلاج مميز واحد للإقامة.',
        description:
          'امنح نفسك وقتًا للاسترخاء على شاطئ البحر أو في الجبال. يُقدَّم الإفطار كل صباح، ويشمل العرض علاجًا مميزًا واحدًا مدته تسعون دقيقة للإقامة: تختار موعده مع فريق السبا بعد تأكيد إقامتك. يغطي المبلغ الإضافي العلاج، وتُحتسب الليالي بالسعر المرن لليوم.',
      },
      zh: {
        name: '水疗悠享',
        summary: '入住两晚或以上，每日早餐，每次住宿含一次招牌护理。',
        description:
          '在海边或山间放慢脚步。每天早晨供应早餐，每次住宿包含一次九十分钟的招牌护理：住宿确认后，可与水疗团队商定护理时间。附加费用涵盖护理费用；房晚按当日灵活价计算。',
      },
    },
    inclusions: ['breakfast', 'spa_treatment'],
    minNights: 2,
    discountPct: 0,
    refundable: true,
    hotels: { 'mediterranean-grand-casino-spa': 180, 'alpine-gold-casino-lodge': 240, 'royal-palace-casino-resort': 320 },
  },
  {
    slug: 'gaming-weekend',
    name: 'High Roller Weekend',
    summary: 'A weekend for the tables: a dinner credit, a casino credit and a late check-out, with your invitation code.',
    description:
      'For guests of our casino hosts. Two nights or more at ten per cent below the flexible rate, a dinner credit in the hotel’s restaurant, a casino credit at the tables and check-out at four in the afternoon. Booked with the code from your invitation; each code is good for a limited number of stays.',
    translations: {
      fr: {
        name: 'Week-end High Roller',
        summary: 'Un week-end pour les tables : un crédit dîner, un crédit casino et un départ tardif, avec votre code d’invitation.',
        description:
          'Pour les hôtes de nos hôtes de casino. Deux nuits ou plus à dix pour cent sous le tarif flexible, un crédit dîner au restaurant de l’hôtel, un crédit casino aux tables et un départ à seize heures. Réservable avec le code de votre invitation ; chaque code vaut pour un nombre limité de séjours.',
      },
      de: {
        name: 'High-Roller-Wochenende',
        summary: 'Ein Wochenende für die Spieltische: ein Dinner-Guthaben, ein Casino-Guthaben und ein später Check-out, mit Ihrem Einladungscode.',
        description:
          'Für Gäste unserer Casino-Gastgeber. Ab zwei Nächten zehn Prozent unter dem flexiblen Preis, ein Dinner-Guthaben im Restaurant des Hotels, ein Casino-Guthaben an den Tischen und Check-out um sechzehn Uhr. Buchbar mit dem Code aus Ihrer Einladung; jeder Code gilt für eine begrenzte Zahl von Aufenthalten.',
      },
      it: {
        name: 'Weekend High Roller',
        summary: 'Un fine settimana ai tavoli: un credito per la cena, un credito al casinò e il late check-out, con il Suo codice d’invito.',
        description:
          'Per gli ospiti dei nostri casino host. Da due notti al dieci per cento in meno della tariffa flessibile, un credito per la cena nel ristorante dell’hotel, un credito ai tavoli del casinò e il check-out alle sedici. Prenotabile con il codice del Suo invito; ogni codice vale per un numero limitato di soggiorni.',
      },
      ar: {
        name: 'عطلة كبار اللاعبين',
        summary: 'عطلة نهاية أسبوع للطاولات: رصيد للعشاء ورصيد للكازينو ومغادرة متأخرة، برمز دعوتك.',
        description:
          'لضيوف مضيفي الكازينو لدينا. ليلتان أو أكثر بخصم عشرة في المئة عن السعر المرن، ورصيد للعشاء في مطعم الفندق، ورصيد للعب على الطاولات، ومغادرة في الرابعة عصرًا. يُحجز بالرمز الوارد في دعوتك، ولكل رمز عدد محدود من الإقامات.',
      },
      zh: {
        name: '豪客周末',
        summary: '为牌桌而来的周末：晚餐额度、娱乐场额度和延迟退房，凭邀请码预订。',
        description:
          '专为娱乐场贵宾接待的客人而设。入住两晚或以上，在灵活价基础上优惠百分之十，含酒店餐厅晚餐额度、牌桌娱乐场额度及下午四点延迟退房。凭邀请函中的代码预订；每个代码可用的住宿次数有限。',
      },
    },
    inclusions: ['dinner_credit', 'casino_credit', 'late_checkout'],
    minNights: 2,
    discountPct: 10,
    refundable: false,
    hotels: { 'royal-palace-casino-resort': 0, 'golden-dunes-casino-resort': 0, 'nordic-star-casino-hotel': 0 },
    promo: { code: 'HIGHROLLER', maxUses: 100, days: 180 },
  },
  {
    slug: 'long-stay',
    name: 'The Long Stay',
    summary: 'Five nights or more at twenty per cent below the flexible rate, breakfast included.',
    description:
      'Stay a while: five nights or more at any of our hotels, twenty per cent below the day’s flexible rate, with breakfast every morning and check-out at two in the afternoon on your last day. Free cancellation, as with the flexible rate.',
    translations: {
      fr: {
        name: 'Le long séjour',
        summary: 'Cinq nuits ou plus à vingt pour cent sous le tarif flexible, petit-déjeuner compris.',
        description:
          'Restez un peu : cinq nuits ou plus dans l’un de nos hôtels, à vingt pour cent sous le tarif flexible du jour, avec le petit-déjeuner chaque matin et un départ à quatorze heures le dernier jour. Annulation gratuite, comme au tarif flexible.',
      },
      de: {
        name: 'Der lange Aufenthalt',
        summary: 'Ab fünf Nächten zwanzig Prozent unter dem flexiblen Preis, Frühstück inklusive.',
        description:
          'Bleiben Sie eine Weile: ab fünf Nächten in einem unserer Hotels, zwanzig Prozent unter dem flexiblen Tagespreis, mit Frühstück an jedem Morgen und Check-out um vierzehn Uhr am letzten Tag. Kostenlose Stornierung wie beim flexiblen Preis.',
      },
      it: {
        name: 'Il lungo soggiorno',
        summary: 'Da cinque notti al venti per cento in meno della tariffa flessibile, colazione inclusa.',
        description:
          'Si fermi un po’: da cinque notti in uno dei nostri hotel, al venti per cento in meno della tariffa flessibile del giorno, con la colazione ogni mattina e il check-out alle quattordici l’ultimo giorno. Cancellazione gratuita, come con la tariffa flessibile.',
      },
      ar: {
        name: 'الإقامة الطويلة',
        summary: 'خمس ليالٍ أو أكثر بخصم عشرين في المئة عن السعر المرن، مع الإفطار.',
        description:
          'ابقَ لبعض الوقت: خمس ليالٍ أو أكثر في أي من فنادقنا، بخصم عشرين في المئة عن السعر المرن لليوم، مع الإفطار كل صباح ومغادرة في الثانية ظهرًا في يومك الأخير. الإلغاء مجاني كما في السعر المرن.',
      },
      zh: {
        name: '悠长假期',
        summary: '入住五晚或以上，在灵活价基础上优惠百分之二十，含早餐。',
        description:
          '不妨多住些日子：在我们任意一家酒店入住五晚或以上，在当日灵活价基础上优惠百分之二十，每天早晨含早餐，最后一天可延迟至下午两点退房。与灵活价一样可免费取消。',
      },
    },
    inclusions: ['breakfast', 'late_checkout'],
    minNights: 5,
    discountPct: 20,
    refundable: true,
    hotels: {
      'royal-palace-casino-resort': 0,
      'nordic-star-casino-hotel': 0,
      'mediterranean-grand-casino-spa': 0,
      'golden-dunes-casino-resort': 0,
      'celtic-fortune-casino-resort': 0,
      'alpine-gold-casino-lodge': 0,
    },
  },
];

/** The nights of a season in a year: the MM-DD bounds in `year`, a wrapping one ending in the next. */
export function seasonDates(season: SeedSeason, year: number): { startsOn: string; endsOn: string } {
  const endYear = season.to < season.from ? year + 1 : year;
  return { startsOn: `${year}-${season.from}`, endsOn: `${endYear}-${season.to}` };
}
