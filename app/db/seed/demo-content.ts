import { demoPostsInOtherLanguages } from './demo-posts-languages';
import type { SeedHotel, SeedPost, SeedUser } from './types';

/**
 * Hand-written demo content for Aurelia Resorts.
 * Blog posts are published by the "Aurelia Journal" publisher account.
 */

export const demoUsers: SeedUser[] = [
  { username: 'clara.m', email: 'clara.moreau@example.com' },
  { username: 'JamesWhitfield', email: 'james.whitfield@example.org' },
  { username: 'hiro_tanaka', email: 'hiro.tanaka@example.net' },
  { username: 'priya.raman', email: 'priya.raman@example.com' },
  { username: 'chen.wei', email: 'chen.wei@example.net' },
  { username: 'mateo_alvarez', email: 'mateo.alvarez@example.org' },
  { username: 'eleanor.price', email: 'eleanor.price@example.com' },
  { username: 'omar.haddad', email: 'omar.haddad@example.net' },
  { username: 'isabelle_dufour', email: 'isabelle.dufour@example.org' },
  { username: 'AmaraOkafor', email: 'amara.okafor@example.com' },
  { username: 'lukas.becker', email: 'lukas.becker@example.net' },
  { username: 'ingrid.solberg', email: 'ingrid.solberg@example.org' },
  { username: 'noah.levi', email: 'noah.levi@example.com' },
  { username: 'sofia.rossi', email: 'sofia.rossi@example.net' },
];

export const demoHotels: SeedHotel[] = [
  {
    slug: 'royal-palace-casino-resort',
    name: 'Royal Palace Casino & Resort',
    country: 'Singapore',
    city: 'Singapore',
    timeZone: 'Asia/Singapore',
    streetAddress: '21 Bayfront Promenade, Marina Bay, Singapore 018974',
    coordinates: { latitude: 1.2834, longitude: 103.8607 },
    description:
      'Behind a meticulously restored colonial facade of white columns and shuttered verandas, Royal Palace Casino & Resort looks out across the still water of Marina Bay towards the glittering skyline. Guest rooms pair teak floors and hand-painted silk panels with deep marble baths, while the gaming salons beneath the original ballroom ceiling hum quietly from dusk until long after dawn. Afternoon tea is served on the east veranda as the monsoon clouds gather, and a private launch carries guests across the bay for dinner. It is a house of ceremony and discretion, where the staff remember your name and never your losses.',
    roomCount: 640,
    priceRange: { min: 650, max: 8800, currency: 'SGD' },
    casino: {
      totalGamingSpace: 12400,
      numberOfTables: 210,
      numberOfSlots: 1650,
      restaurants: 11,
      vipLounges: 8,
      openingHours: { isOpenAllDay: true, opens: null, closes: null },
      yearEstablished: 1897,
      dresscode: 'Smart elegant; jackets after 8 pm; no beachwear on the gaming floor',
    },
    reviews: [
      {
        username: 'clara.m',
        rating: 5,
        comment:
          'We had a Bay Suite on the ninth floor and woke every morning to the skyline over the water. The butler unpacked, pressed our clothes and had memorised my tea order by the second day.',
        date: '2025-03-14',
      },
      {
        username: 'JamesWhitfield',
        rating: 5,
        comment: 'The baccarat salon is the most civilised I have played in anywhere in Asia. Dealers were quick and friendly and never rushed the table.',
        date: '2024-11-02',
      },
      {
        username: 'hiro_tanaka',
        rating: 4,
        comment:
          'Beautifully restored building, and afternoon tea on the veranda is a real treat. Check-in took nearly forty minutes on a busy Friday, which took the shine off our arrival.',
        date: '2025-07-19',
      },
      {
        username: 'priya.raman',
        rating: 5,
        comment: "The spa's pandan and coconut ritual was the best massage of my life. Staff arranged a late checkout without a second thought.",
        date: '2026-02-08',
      },
      {
        username: 'chen.wei',
        rating: 5,
        comment:
          "We stayed for my parents' fortieth anniversary and the team set up a private dining room overlooking the bay. The chilli crab was outstanding and the service flawless.",
        date: '2025-12-21',
      },
      {
        username: 'mateo_alvarez',
        rating: 4,
        comment: 'Excellent tables and a very generous VIP lounge. The room was gorgeous, though the air conditioning rattled a little at night.',
        date: '2024-06-30',
      },
      {
        username: 'eleanor.price',
        rating: 5,
        comment:
          'From the moment the doorman greeted us in the colonnade it felt like stepping into another century. The gin sling in the Long Bar is worth the trip on its own.',
        date: '2026-08-15',
      },
      {
        username: 'omar.haddad',
        rating: 3,
        comment:
          'Lovely hotel, but the slot floor was crowded on Saturday night and drinks service at the tables was slow. The rooms and the pool, however, were immaculate.',
        date: '2024-09-12',
      },
      {
        username: null,
        rating: 5,
        comment: 'A quietly spectacular hotel. The infinity pool at sunset, with the lights of the bay coming on one by one, is something I will not forget.',
        date: '2025-05-03',
      },
      {
        username: 'isabelle_dufour',
        rating: 4,
        comment:
          'Superb breakfast, with proper kaya toast alongside the French pastries. Our room faced the city rather than the bay, so do ask for a water view when you book.',
        date: '2026-04-27',
      },
      {
        username: 'AmaraOkafor',
        rating: 5,
        comment:
          'I travel for work constantly and this is now my favourite hotel in Singapore. The concierge found us a table at a fully booked restaurant within the hour.',
        date: '2026-10-05',
      },
      {
        username: 'lukas.becker',
        rating: 4,
        comment: 'Blackjack minimums are on the high side in the main salon, but the dealers were charming and the cocktails generous. Would happily return.',
        date: '2025-01-18',
      },
    ],
  },
  {
    slug: 'nordic-star-casino-hotel',
    name: 'Nordic Star Casino & Hotel',
    country: 'United States',
    city: 'Fairbanks',
    timeZone: 'America/Anchorage',
    streetAddress: '1420 Aurora Ridge Road, Fairbanks, AK 99709',
    coordinates: { latitude: 64.8401, longitude: -147.72 },
    description:
      'Set on a birch-covered ridge twenty minutes from downtown Fairbanks, Nordic Star Casino & Hotel was built for long winter nights and the sky that fills them. Every suite has a heated window seat facing north, and the front desk will telephone at any hour when the aurora begins to move. Downstairs, the card room is panelled in reclaimed spruce and warmed by a stone fireplace, with blackjack and poker tables that feel more private club than casino floor. Dinner leans on Alaskan king crab, reindeer and wild blueberries, served without fuss alongside an excellent list of Pacific Northwest wines.',
    roomCount: 180,
    priceRange: { min: 420, max: 4800, currency: 'USD' },
    casino: {
      totalGamingSpace: 3200,
      numberOfTables: 48,
      numberOfSlots: 420,
      restaurants: 4,
      vipLounges: 2,
      openingHours: { isOpenAllDay: false, opens: '16:00', closes: '03:00' },
      yearEstablished: 2009,
      dresscode: 'Relaxed smart casual; winter outerwear to be left at the cloakroom',
    },
    reviews: [
      {
        username: 'ingrid.solberg',
        rating: 5,
        comment:
          'The night porter rang at 2 am to tell us the aurora was out, exactly as promised. We watched it from the heated window seat wrapped in wool blankets.',
        date: '2025-02-11',
      },
      {
        username: 'noah.levi',
        rating: 4,
        comment: 'Cosy card room with a real fire and a very fair poker game. The restaurant menu is short and could use more variety for a week-long stay.',
        date: '2024-12-03',
      },
      {
        username: 'clara.m',
        rating: 5,
        comment: 'Reindeer sausage at breakfast, king crab at dinner and the lights dancing overhead in between. Worth every degree below zero.',
        date: '2026-01-22',
      },
      {
        username: 'JamesWhitfield',
        rating: 4,
        comment:
          'A smaller casino than I expected, but the blackjack dealers were friendly and the limits sensible. The lodge atmosphere more than makes up for the scale.',
        date: null,
      },
      {
        username: 'sofia.rossi',
        rating: 3,
        comment:
          'Beautiful setting and lovely staff, but our room was far too warm and the thermostat barely responded. The drive from the airport on icy roads also took longer than advertised.',
        date: '2024-03-09',
      },
      {
        username: 'hiro_tanaka',
        rating: 5,
        comment:
          'I came purely for aurora photography and the hotel understood exactly what I needed. They even lent me a spare tripod and a bag of hand warmers.',
        date: '2025-03-28',
      },
      {
        username: 'eleanor.price',
        rating: 4,
        comment: 'Lovely sauna and a very good whisky list in the bar. The slots area feels rather dated compared with the rest of the hotel.',
        date: '2025-10-16',
      },
      {
        username: 'mateo_alvarez',
        rating: 5,
        comment:
          'The concierge arranged a dog-sled excursion that turned out to be the highlight of our trip. Warm, unpretentious hospitality from start to finish.',
        date: '2026-02-19',
      },
      {
        username: 'chen.wei',
        rating: 4,
        comment:
          "Clean, quiet rooms and a dependable kitchen. The aurora wake-up call only came once in four nights, but that is the sky's fault rather than the hotel's.",
        date: '2024-02-25',
      },
    ],
  },
  {
    slug: 'mediterranean-grand-casino-spa',
    name: 'Mediterranean Grand Casino & Spa',
    country: 'Italy',
    city: 'Sanremo',
    timeZone: 'Europe/Rome',
    streetAddress: 'Corso degli Inglesi 88, 18038 Sanremo IM',
    coordinates: { latitude: 43.818, longitude: 7.77 },
    description:
      'Perched above the promenade of Sanremo, where the Italian Riviera curves gently towards France, Mediterranean Grand Casino & Spa has welcomed travellers since the Belle Époque. Its cream stucco facade, wrought-iron balconies and terraced lemon gardens frame the sea at every turn, and the spa below the gardens offers seawater treatments refined over more than a century. In the evening the gaming salons open beneath Murano chandeliers, with roulette and chemin de fer played at an unhurried pace. Lunch is a long affair of Ligurian olive oil, trofie al pesto and chilled Vermentino on the terrace.',
    roomCount: 310,
    priceRange: { min: 520, max: 7400, currency: 'EUR' },
    casino: {
      totalGamingSpace: 6800,
      numberOfTables: 96,
      numberOfSlots: 720,
      restaurants: 7,
      vipLounges: 5,
      openingHours: { isOpenAllDay: false, opens: '14:00', closes: '04:00' },
      yearEstablished: 1905,
      dresscode: 'Smart elegant; jacket required for gentlemen in the salons after 8 pm',
    },
    reviews: [
      {
        username: 'sofia.rossi',
        rating: 5,
        comment:
          'Finally a Riviera hotel that feels genuinely Italian rather than international. Trofie al pesto on the terrace with the sea below was perfection.',
        date: '2025-06-14',
      },
      {
        username: 'isabelle_dufour',
        rating: 5,
        comment: 'The seawater thalasso circuit in the spa is wonderful and never crowded. Our balcony overlooked the lemon gardens and the whole bay.',
        date: '2024-09-21',
      },
      {
        username: 'lukas.becker',
        rating: 5,
        comment:
          "Roulette under the Murano chandeliers, a glass of Vermentino, and croupiers who still announce 'rien ne va plus' with real style. Magical evenings.",
        date: '2026-07-09',
      },
      {
        username: 'AmaraOkafor',
        rating: 4,
        comment:
          'Impeccable service and a gorgeous room, though the lift to the upper floors is painfully slow in high season. A minor complaint about a superb hotel.',
        date: '2025-08-02',
      },
      {
        username: 'omar.haddad',
        rating: 5,
        comment:
          'The sommelier walked us through three vintages of Rossese di Dolceacqua that I am still thinking about. Breakfast on the terrace is a daily celebration.',
        date: '2026-05-17',
      },
      {
        username: 'priya.raman',
        rating: 5,
        comment:
          'The staff noticed our anniversary from a single line in the booking and left a cake and a handwritten card in the room. Graceful in every detail.',
        date: null,
      },
      {
        username: 'eleanor.price',
        rating: 5,
        comment: 'The finest hotel on the coast between Genoa and Monaco. The gardens, the spa and the salons are all kept with extraordinary care.',
        date: '2024-05-04',
      },
    ],
  },
  {
    slug: 'golden-dunes-casino-resort',
    name: 'Golden Dunes Casino & Resort',
    country: 'United Arab Emirates',
    city: 'Dubai',
    timeZone: 'Asia/Dubai',
    streetAddress: 'Al Qudra Road, Desert Conservation Reserve, Dubai',
    coordinates: { latitude: 24.837, longitude: 55.383 },
    description:
      "Rising from the amber sands on the edge of the Dubai desert, Golden Dunes Casino & Resort is a study in light, shade and generous quiet. Low sandstone villas surround a chain of courtyard pools, and the main pavilion's gaming hall, crowned by a latticed gold dome, never closes its doors. Guests ride out at sunrise with the resident falconers, return for a hammam ritual scented with oud and rose, and dine beneath the stars on slow-roasted lamb and saffron rice. Butlers are attentive without hovering, and the private salons are among the most discreet in the Gulf.",
    roomCount: 880,
    priceRange: { min: 1400, max: 22000, currency: 'AED' },
    casino: {
      totalGamingSpace: 14200,
      numberOfTables: 180,
      numberOfSlots: 1800,
      restaurants: 12,
      vipLounges: 7,
      openingHours: { isOpenAllDay: true, opens: null, closes: null },
      yearEstablished: 2018,
      dresscode: 'Elegant evening wear; national dress welcome; no sportswear in the salons',
    },
    reviews: [
      {
        username: 'omar.haddad',
        rating: 5,
        comment:
          'Sunrise falconry in the dunes followed by breakfast in our villa courtyard was unforgettable. Our butler anticipated everything before we thought to ask.',
        date: '2025-11-08',
      },
      {
        username: 'JamesWhitfield',
        rating: 4,
        comment: 'The gaming hall under the gold dome is spectacular and the VIP salon truly private. Bar prices are eye-watering, even by Dubai standards.',
        date: '2026-03-01',
      },
      {
        username: 'priya.raman',
        rating: 5,
        comment: 'The hammam ritual with oud and rose oil was deeply relaxing. Our pool villa was spotless and beautifully quiet.',
        date: '2024-12-29',
      },
      {
        username: 'ingrid.solberg',
        rating: 4,
        comment: 'Stunning setting and excellent lamb ouzi at the desert dinner. The resort is a long drive from the city, so plan your excursions carefully.',
        date: '2025-04-12',
      },
      {
        username: null,
        rating: 2,
        comment:
          'The villa was lovely, but we waited over an hour for a buggy back from the main pavilion and room service arrived cold twice. Not the standard the price suggests.',
        date: '2024-08-17',
      },
      {
        username: 'noah.levi',
        rating: 4,
        comment: 'Superb poker room with a strong weekend game and attentive floor staff. The pool area gets very busy in the afternoons.',
        date: '2026-09-24',
      },
    ],
  },
  {
    slug: 'celtic-fortune-casino-resort',
    name: 'Celtic Fortune Casino & Resort',
    country: 'United Kingdom',
    city: 'Edinburgh',
    timeZone: 'Europe/London',
    streetAddress: '27 Regent Terrace, Edinburgh EH7 5BS, Scotland',
    coordinates: { latitude: 55.9555, longitude: -3.177 },
    description:
      "Tucked into a Georgian terrace beneath Calton Hill, Celtic Fortune Casino & Resort looks out across Edinburgh's rooftops to the Firth of Forth and the soft green hills beyond. The house dates from the 1880s and keeps its original cornicing, open fires and a library stocked with rare single malts, while the rooms upstairs are dressed in heather tweeds and Harris wool. The card rooms below are intimate and candlelit, with blackjack, roulette and a poker room that fills on festival nights. Breakfast brings porridge with cream and a dash of whisky, smoked haddock and a view that rewards an early start.",
    roomCount: 240,
    priceRange: { min: 380, max: 5600, currency: 'GBP' },
    casino: {
      totalGamingSpace: 4100,
      numberOfTables: 64,
      numberOfSlots: 540,
      restaurants: 5,
      vipLounges: 3,
      openingHours: { isOpenAllDay: true, opens: null, closes: null },
      yearEstablished: 1884,
      dresscode: 'Smart casual by day; jackets preferred after 8 pm; kilts warmly welcomed',
    },
    reviews: [
      {
        username: 'eleanor.price',
        rating: 5,
        comment:
          'The whisky library alone is worth the visit, and the house malt tasting by the fire was the highlight of our Edinburgh trip. Lovely, knowledgeable staff.',
        date: '2025-08-23',
      },
      {
        username: 'lukas.becker',
        rating: 4,
        comment:
          'Characterful rooms with heather tweeds and a proper deep bath. The roulette tables were packed during the festival, but the dealers kept things moving.',
        date: '2024-08-11',
      },
      {
        username: null,
        rating: 3,
        comment:
          'A charming Georgian house with a great view of Calton Hill, but our room sat directly above the bar and was noisy until late. Breakfast was excellent.',
        date: '2025-02-02',
      },
      {
        username: 'hiro_tanaka',
        rating: 4,
        comment: 'Smoked haddock at breakfast and the view over the Forth made every morning a pleasure. The casino is small but welcoming.',
        date: '2026-06-07',
      },
      {
        username: 'isabelle_dufour',
        rating: 3,
        comment:
          'Beautiful building, but the heating in our room struggled on a cold November night and the wifi kept dropping. The staff were apologetic and sent up extra blankets and a dram.',
        date: '2024-11-19',
      },
    ],
  },
  {
    slug: 'alpine-gold-casino-lodge',
    name: 'Alpine Gold Casino & Lodge',
    country: 'Switzerland',
    city: 'St. Moritz',
    timeZone: 'Europe/Zurich',
    streetAddress: 'Via Serlas 41, 7500 St. Moritz',
    coordinates: { latitude: 46.497, longitude: 9.839 },
    description:
      'High above the frozen lake of St. Moritz, Alpine Gold Casino & Lodge is a retreat of timber and stone where the clear Engadin light pours through every window. Each room has a larch-panelled sitting area, a wood-burning stove and a balcony facing the peaks of the Bernina range. After a day on the Corviglia slopes, guests gather around the salon tables for baccarat and roulette, then descend to a quiet spa carved into the mountainside. Dinner is refined Alpine cooking, from capuns to venison with juniper, paired with rare wines from the nearby Valtellina.',
    roomCount: 126,
    priceRange: { min: 780, max: 9500, currency: 'CHF' },
    casino: {
      totalGamingSpace: 2600,
      numberOfTables: 42,
      numberOfSlots: 310,
      restaurants: 6,
      vipLounges: 4,
      openingHours: { isOpenAllDay: false, opens: '15:00', closes: '03:00' },
      yearEstablished: 1912,
      dresscode: 'Smart elegant; jackets after 8 pm; ski wear in the lounge bar only',
    },
    reviews: [
      {
        username: 'lukas.becker',
        rating: 5,
        comment: 'Skied the Corviglia all day, then baccarat by the fire with a glass of Valtellina. The larch-panelled suite smelled wonderfully of wood.',
        date: '2026-01-30',
      },
      {
        username: 'AmaraOkafor',
        rating: 4,
        comment:
          'The mountainside spa is serene and the view from our balcony over the Bernina peaks was breathtaking. Dinner was excellent but very expensive.',
        date: null,
      },
      {
        username: 'clara.m',
        rating: 4,
        comment: 'A wonderfully intimate lodge with genuinely kind staff. The casino is small, so do not expect a wide choice of games.',
        date: '2025-02-14',
      },
      {
        username: 'noah.levi',
        rating: 4,
        comment:
          'The capuns and the venison were superb, and the ski concierge had our boots warm every morning. Our stove needed relighting twice each evening.',
        date: '2024-01-27',
      },
    ],
  },
];

export const demoPosts: SeedPost[] = [
  {
    slug: 'a-weekend-at-the-tables-etiquette-for-the-modern-high-roller',
    title: 'A Weekend at the Tables: Etiquette for the Modern High Roller',
    date: '2026-10-14',
    content: `There is a particular hush that settles over a gaming salon shortly after ten in the evening. The chandeliers have been dimmed by half a shade, the first diners have drifted in from the terrace, and the croupiers have found their rhythm. It is the hour when a table reveals its character, and when a guest reveals theirs.

We have been welcoming players of every persuasion since 2020, and across our six houses we have noticed that the most admired guests are rarely the ones who wager the most. They are the ones who understand that a casino, at its best, is a room full of strangers agreeing to behave beautifully together. What follows is a short guide, gathered from our floor managers from Marina Bay to St. Moritz, for anyone planning a weekend at the tables.

## Before You Sit Down

A little preparation spares everyone a great deal of awkwardness.

- **Know the limits.** Every table displays its minimum and maximum stake. If the numbers are unclear, ask the pit host rather than the dealer in the middle of a hand.
- **Dress for the room.** Each of our houses keeps its own dress code, listed on the [casino page](/casino). As a rule, a jacket after eight is never wrong.
- **Arrive with a plan.** Decide on a budget for the evening before you change a single note into chips, and keep to it.

<div class="note"><strong>House tip:</strong> Ask your host about table limits before you sit down.<script>alert('xss')</script><img src="x" onerror="alert('xss')" alt="" /></div>

## At the Table

Wait for a natural pause, usually between hands or spins, before taking a seat. Place your cash on the felt rather than handing it to the dealer; for security reasons, croupiers may not take money from your hand. Once your chips arrive, keep them neatly stacked and in plain view.

Conversation is welcome, but *commentary* is not. Nobody at a blackjack table wishes to hear how the player at third base ought to have played a soft seventeen. Greet a good hand with a smile, accept a poor one with the same, and resist the temptation to touch your cards or your stake once the dealer has closed the betting.

A few old habits have been retired altogether. ~~A cigar at the baccarat table after a winning shoe~~ now belongs on the cigar terrace, a short walk from every Aurelia salon, where it can be enjoyed properly and without apology.

## The Question of Tipping

Customs vary from country to country. In Singapore and the Gulf, a discreet token for the dealer after a winning session is appreciated; in Switzerland and Italy, a small chip is often placed on the table "for the staff". Your host will gladly advise you, and there is never any obligation.

## A Weekend Checklist

For those heading to [Royal Palace Casino & Resort](/rooms/royal-palace-casino-resort) or any of our other houses this season, we suggest a simple list:

- [x] Reserve a table at the salon restaurant for Friday evening
- [x] Confirm the dress code with the concierge
- [ ] Set a budget for each night, and leave the rest in the room safe
- [ ] Book a late breakfast for Sunday, because the best hands are often played after midnight

## A Final Word

The finest players we know treat a weekend at the tables as they would an evening at the opera: an occasion to dress well, to pay attention, and to enjoy the company of others. Win or lose, they thank the dealer, tidy their chips, and walk out into the night with the same composure they carried in. That, more than any system or lucky streak, is the true mark of the **modern high roller**.
`,
  },
  {
    slug: 'five-spa-rituals-from-the-alps-to-the-gulf',
    title: 'Five Spa Rituals From the Alps to the Gulf',
    date: '2026-09-02',
    content: `Every great house keeps a ritual of its own, and in our spas those rituals have been shaped as much by the landscape outside the window as by the therapists within. Some draw on centuries of local tradition; others were born of a single inspired afternoon. Here are five that our guests return for, season after season, from the snowfields of the Engadin to the dunes of the Arabian desert.

## 1. The Stone Pine Hay Bath, St. Moritz

At [Alpine Gold Casino & Lodge](/rooms/alpine-gold-casino-lodge), the day's skiing ends in a cedar tub filled with warm, fragrant mountain hay gathered from the high meadows each August. The hay releases its oils slowly, and the scent of stone pine and wild thyme fills the treatment room. It is followed by a *long, unhurried rest* beside the fire, wrapped in Engadin wool, with a cup of herbal infusion sweetened with local honey.

## 2. The Oud and Rose Hammam, Dubai

The hammam at [Golden Dunes Casino & Resort](/rooms/golden-dunes-casino-resort) is a domed chamber of veined marble, lit only by star-shaped openings in the ceiling. The ritual begins with steam, moves to a vigorous scrub with black olive soap, and ends with a slow massage in warm oil scented with oud and Taif rose. Guests emerge, as one of our therapists puts it, **lighter by a layer and a worry**.

## 3. The Seawater Thalasso Circuit, Sanremo

Along the Riviera, the sea has always been the first physician. The thalasso circuit at [Mediterranean Grand Casino & Spa](/rooms/mediterranean-grand-casino-spa) moves between pools of heated seawater at carefully graded temperatures, finishing with a wrap of Ligurian algae and a cold rinse beneath a shower of filtered spring water. We recommend booking it for late afternoon, so that you step out onto the terrace just as the light turns gold over the bay.

## 4. The Pandan and Coconut Ritual, Singapore

In the tropical garden spa of [Royal Palace Casino & Resort](/rooms/royal-palace-casino-resort), therapists blend fresh pandan leaf with cold-pressed coconut oil to create a balm that smells faintly of vanilla and rain. The treatment combines traditional Malay massage with long, flowing strokes, and it is especially welcome after the humidity of an afternoon in the city.

## 5. The Birch Sauna and Snow Plunge, Fairbanks

Our guests in Alaska take their warmth seriously. The ritual at [Nordic Star Casino & Hotel](/rooms/nordic-star-casino-hotel) follows the old Nordic sequence: a wood-fired sauna, a brisk pass with a bundle of birch twigs, and a brief, exhilarating step out into the snow before returning to the heat. Repeat three times, then retire to the lounge with a glass of warm lingonberry cordial and watch the sky for the first green flicker.

## At a Glance

| Ritual | House | Duration | Best time |
| --- | --- | --- | --- |
| Stone Pine Hay Bath | Alpine Gold, St. Moritz | 75 minutes | After skiing |
| Oud and Rose Hammam | Golden Dunes, Dubai | 90 minutes | Early evening |
| Seawater Thalasso Circuit | Mediterranean Grand, Sanremo | 120 minutes | Late afternoon |
| Pandan and Coconut Ritual | Royal Palace, Singapore | 60 minutes | Midday |
| Birch Sauna and Snow Plunge | Nordic Star, Fairbanks | 45 minutes | Before midnight |

## A Few Gentle Suggestions

- Arrive twenty minutes early, so that the ritual begins before the treatment does.
- Tell your therapist about any injuries or preferences; nothing is too small to mention.
- Leave your telephone in the room. The world will keep, and so will the tables.

Whichever ritual you choose, the intention is the same: to slow the hours down, and to leave you a little more yourself than when you arrived.
`,
  },
  {
    slug: 'the-art-deco-revival-designing-aurelias-grand-salons',
    title: "The Art Deco Revival: Designing Aurelia's Grand Salons",
    date: '2026-07-21',
    content: `When the first Aurelia house opened its doors in 2020, our designers were given a brief of just three words: *light, line and ceremony*. They found all three in the Art Deco era, that brief and brilliant moment between the wars when ocean liners, cinemas and grand hotels were built as though the future would be permanently glamorous. A century later, we have tried to carry that spirit into every one of our salons.

## Why Art Deco

Deco is often remembered for its excess, but its best work was disciplined. It prized **symmetry**, honest materials and a strong vertical rhythm. A Deco room tells you where to walk, where to pause and where to look, and it does so without raising its voice. For a casino salon, where guests may stay for many hours, that quiet sense of order matters more than any amount of gilt.

## The Materials

Our designers work with a deliberately short list of materials, repeated across all six houses with local variations:

- **Macassar ebony and walnut** for panelling, bookmatched so that the grain forms a mirror down the centre of each wall
- **Nickel and brushed brass** for rails, table edges and the slender fluted columns of the bars
- **Terrazzo floors** laid by hand, with sunburst patterns radiating from the centre of each salon
- **Etched and bevelled glass**, often made by small family workshops near the house itself

In Sanremo the terrazzo is flecked with green Ligurian marble; in Dubai the sunbursts are inlaid with mother of pearl; in St. Moritz the walnut gives way to pale Alpine larch.

## Restoration and Restraint

Not every house was built from nothing. The colonial facade of [Royal Palace Casino & Resort](/rooms/royal-palace-casino-resort) and the Georgian rooms of [Celtic Fortune Casino & Resort](/rooms/celtic-fortune-casino-resort) demanded a lighter hand. Early proposals for Singapore included ~~a mirrored ceiling across the entire ballroom~~, an idea that lasted precisely one meeting. Instead, the original plasterwork was repaired, and the Deco elements were introduced only in the furniture, the lighting and the gaming tables themselves.

## The Tables

The gaming tables are, in a sense, the heart of the design. Each one is built to the same proportions, with a gently curved walnut rail, a baize of deep Aurelia green and a discreet brass inlay marking the dealer's position. Under the chandeliers the felt glows almost emerald, and the chips, in ivory, black and gold, were designed to complement it. For the curious, you can [see the floor plan](javascript:alert('xss')) of a typical salon, or simply visit our [casino page](/casino) for the current layout of each house.

## Light

Above all, Deco is a style of light. Our chandeliers are cascades of faceted glass rods rather than crystal drops, casting a soft, even glow that flatters faces and never glares on the felt. Wall sconces shaped like stepped fans throw light upward, so that the ceilings seem higher than they are. After midnight, the lighting is lowered by degrees, and the rooms take on the warm, amber quality of an old photograph.

## What Comes Next

This winter, the card room at [Alpine Gold Casino & Lodge](/rooms/alpine-gold-casino-lodge) will be the next to be refurbished, with new lacquered screens and a bar of polished Engadin stone. We like to think that the designers of the 1920s would recognise it, and perhaps even approve.
`,
  },
  {
    slug: 'chasing-the-northern-lights-in-fairbanks',
    title: 'Chasing the Northern Lights in Fairbanks',
    date: '2026-05-30',
    content: `The first time you see the aurora, it rarely looks the way the photographs promise. It begins as a faint grey arc low on the northern horizon, easily mistaken for a thin cloud. Then, without warning, the arc brightens, turns green, and begins to ripple like a curtain in a draught. Within minutes the whole sky is moving, and you realise that you have stopped breathing.

Fairbanks sits almost directly beneath the auroral oval, the great ring of activity that circles the magnetic pole, which makes it one of the most reliable places on earth to witness the northern lights[^1]. Our guests at [Nordic Star Casino & Hotel](/rooms/nordic-star-casino-hotel) come from every continent for exactly this reason, and after many winters of watching the sky alongside them, we have gathered a few thoughts on how best to meet it.

## When to Go

The aurora season in interior Alaska runs from late August to mid April. The darkest months, December and January, offer the longest nights but also the fiercest cold, with temperatures that can fall below minus thirty. Many seasoned watchers prefer **late February and March**, when the nights are still long, the days are bright with snow, and the cold is a little more forgiving.

## How to Watch

1. **Get away from the lights.** Even the glow of a small town can wash out a faint display. The ridge behind the hotel is dark enough, and our guides drive further out on clear nights.
2. **Look north, then look up.** Displays often begin on the northern horizon before spreading overhead.
3. **Be patient.** The strongest activity often arrives between eleven at night and two in the morning, and it can come and go several times.
4. **Check the forecast.** We keep a simple aurora outlook for our guests at https://www.example.com/aurora-forecast, updated every evening.

## What to Wear

Dress in layers, and then add another. A thermal base layer, a wool mid layer and an insulated parka are the minimum; heavy boots, mittens rather than gloves and a hat that covers the ears complete the picture. The hotel keeps a cloakroom of *loaned winter gear*, so there is no need to fill a suitcase with it.

## Photographing the Sky

A phone will capture something, but a camera on a tripod will capture far more. Set the focus to infinity, open the aperture as wide as it will go and begin with exposures of around ten seconds. Keep spare batteries in an inside pocket, close to your body, because the cold drains them remarkably quickly.

## The Warm Side of the Night

Between displays, there is no shame in retreating indoors. The card room, with its spruce panelling and stone fireplace, stays open until three, and the bar serves a hot toddy made with spruce-tip syrup that has converted many a sceptic. Every suite has a heated window seat facing north, and the night porter will telephone at any hour if the sky comes alive.

There is something humbling about standing in the snow at two in the morning, beneath a sky that has been putting on this performance for millions of years. We hope you will come and stand there with us.

[^1]: The auroral oval shifts with solar activity. During strong geomagnetic storms it can move far enough south to be seen from much lower latitudes, but Fairbanks sees displays on most clear, dark nights of the season.
`,
  },
  {
    slug: 'a-sommeliers-guide-to-the-riviera-cellars',
    title: "A Sommelier's Guide to the Riviera Cellars",
    date: '2026-03-11',
    content: `Beneath the lemon gardens of [Mediterranean Grand Casino & Spa](/rooms/mediterranean-grand-casino-spa) lies a cellar that few guests ever see. Cut into the hillside more than a century ago, it stays cool through the long Ligurian summer and holds some eleven thousand bottles, many of them from small family vineyards within an afternoon's drive. Our head sommelier has spent the past six years building the collection, and we asked her to share a few favourites.

## A Coast of Small Vineyards

Liguria is a narrow crescent of steep terraces squeezed between the Maritime Alps and the sea. There is very little flat land, and most vineyards are tended by hand, often by growers whose grandparents built the dry stone walls that hold the slopes together. The wines are rarely famous beyond the region, which is precisely what makes them such a pleasure to discover.

*"The Riviera is not a place for big wines,"* our sommelier likes to say. *"It is a place for wines that taste of where you are sitting."*

## Five Bottles to Know

| Wine | Grape | Style | Pair with |
| --- | --- | --- | --- |
| Vermentino, Riviera Ligure di Ponente | Vermentino | Crisp, saline white | Trofie al pesto |
| Pigato, Albenga | Pigato | Rich, herbal white | Grilled sea bass |
| Rossese di Dolceacqua | Rossese | Light, perfumed red | Rabbit with olives |
| Ormeasco di Pornassio | Dolcetto | Supple, dark red | Mushroom risotto |
| Sciacchetrà, Cinque Terre | Bosco and Albarola | Sweet passito | Almond biscuits |

## How to Taste on the Terrace

Our sommelier suggests a simple order for an evening on the terrace:

- Begin with a glass of **Vermentino** as the sun goes down, with a plate of olives from Taggia.
- Move to **Pigato** with the first course, ideally something from the sea.
- Serve the **Rossese** slightly cool, around fourteen degrees, with the main course.
- End with a small glass of **Sciacchetrà**, which is rare, precious and worth every drop.

## Visiting the Vineyards

For guests who wish to go further, the concierge arranges half-day visits to growers in the hills behind Sanremo and along the Nervia valley. These are working farms, not tasting rooms, so expect muddy boots, generous hosts and a glass poured straight from the tank. Full details of the current season's visits can be found at [our cellar page](https://www.example.com/cellar-visits), and the sommelier will happily tailor an itinerary to your own taste.

## A Note on Collecting

Many of these wines are made in tiny quantities, and a few never leave the region. If a bottle delights you at dinner, ask whether a case can be sent home. We cannot always promise, but our cellar team has become remarkably skilled at finding a way.

Above all, do not feel that you need to know anything before you sit down. The best evenings in our cellar begin with a single question: *what would you like to feel tonight?* The rest, as our sommelier says, is simply a matter of listening.
`,
  },
  // The journal in the site's other languages (docs/decisions/0035).
  ...demoPostsInOtherLanguages,
];
