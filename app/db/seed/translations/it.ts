import type { DemoTranslations } from './types';

export const it = {
  hotels: {
    'royal-palace-casino-resort': {
      city: 'Singapore',
      country: 'Singapore',
      description:
        'Dietro una facciata coloniale meticolosamente restaurata, fatta di colonne bianche e verande schermate da persiane, il Royal Palace Casino & Resort si affaccia sulle acque immobili di Marina Bay, verso lo skyline scintillante. Le camere uniscono pavimenti in teak e pannelli di seta dipinti a mano a profonde vasche in marmo, mentre le sale da gioco, sotto il soffitto originale dell’antica sala da ballo, vibrano sommesse dal tramonto fino a ben oltre l’alba. Il tè del pomeriggio è servito sulla veranda est mentre si addensano le nubi del monsone, e una lancia privata accompagna gli ospiti a cena dall’altra parte della baia. È una casa di cerimonia e discrezione, dove il personale ricorda il vostro nome e mai le vostre perdite.',
      dresscode: 'Elegante; giacca dopo le 20; vietato l’abbigliamento da spiaggia nelle sale da gioco',
    },
    'nordic-star-casino-hotel': {
      city: 'Fairbanks',
      country: 'Stati Uniti',
      description:
        'Adagiato su un crinale coperto di betulle a venti minuti dal centro di Fairbanks, il Nordic Star Casino & Hotel è stato costruito per le lunghe notti d’inverno e per il cielo che le riempie. Ogni suite ha una seduta riscaldata sotto la finestra, rivolta a nord, e la reception telefona a qualsiasi ora non appena l’aurora comincia a muoversi. Al piano inferiore, la sala da gioco è rivestita di abete rosso di recupero e scaldata da un camino in pietra, con tavoli da blackjack e poker che ricordano più un club privato che un casinò. A cena, granchio reale dell’Alaska, renna e mirtilli selvatici, serviti senza fronzoli insieme a un’eccellente carta di vini del Pacifico nord-occidentale.',
      dresscode: 'Smart casual informale; capispalla invernali da lasciare al guardaroba',
    },
    'mediterranean-grand-casino-spa': {
      city: 'Sanremo',
      country: 'Italia',
      description:
        'Arroccato sopra la passeggiata a mare di Sanremo, dove la Riviera ligure si incurva dolcemente verso la Francia, il Mediterranean Grand Casino & Spa accoglie viaggiatori fin dai tempi della Belle Époque. La facciata in stucco color crema, i balconi in ferro battuto e i giardini di limoni a terrazze incorniciano il mare a ogni passo, e la spa sotto i giardini offre trattamenti all’acqua di mare affinati in oltre un secolo. La sera le sale da gioco si aprono sotto i lampadari di Murano, con roulette e chemin de fer giocati senza fretta. Il pranzo è un rito lungo, in terrazza, fatto di olio extravergine ligure, trofie al pesto e Vermentino ben fresco.',
      dresscode: 'Elegante; giacca obbligatoria per i signori nei saloni dopo le 20',
    },
    'golden-dunes-casino-resort': {
      city: 'Dubai',
      country: 'Emirati Arabi Uniti',
      description:
        'Tra le sabbie ambrate ai margini del deserto di Dubai sorge il Golden Dunes Casino & Resort, uno studio di luce, ombra e quiete generosa. Basse ville in arenaria circondano una sequenza di piscine racchiuse nei cortili, e la sala da gioco del padiglione principale, coronata da una cupola dorata traforata, non chiude mai le sue porte. All’alba gli ospiti partono con i falconieri del resort, rientrano per un rituale di hammam profumato di oud e rosa e cenano sotto le stelle con agnello arrostito lentamente e riso allo zafferano. I maggiordomi sono premurosi senza mai essere invadenti, e i salotti privati sono tra i più riservati del Golfo.',
      dresscode: 'Abito da sera elegante; abito tradizionale gradito; vietato l’abbigliamento sportivo nei saloni',
    },
    'celtic-fortune-casino-resort': {
      city: 'Edimburgo',
      country: 'Regno Unito',
      description:
        'Incastonato in una schiera di case georgiane ai piedi di Calton Hill, il Celtic Fortune Casino & Resort guarda oltre i tetti di Edimburgo fino al Firth of Forth e alle morbide colline verdi che si stendono al di là. La dimora risale agli anni Ottanta dell’Ottocento e conserva le cornici originali, i camini accesi e una biblioteca fornita di rari single malt, mentre le camere ai piani superiori sono vestite di tweed color erica e lana Harris. Le sale da gioco al piano inferiore sono intime e illuminate a lume di candela, con blackjack, roulette e una sala poker che si riempie nelle sere del festival. A colazione, porridge con panna e un goccio di whisky, eglefino affumicato e una vista che premia chi si alza presto.',
      dresscode: 'Smart casual di giorno; giacca gradita dopo le 20; il kilt è sempre il benvenuto',
    },
    'alpine-gold-casino-lodge': {
      city: 'St. Moritz',
      country: 'Svizzera',
      description:
        'Alto sopra il lago ghiacciato di St. Moritz, l’Alpine Gold Casino & Lodge è un rifugio di legno e pietra dove la limpida luce dell’Engadina entra da ogni finestra. Ogni camera ha un angolo salotto rivestito in larice, una stufa a legna e un balcone affacciato sulle vette del gruppo del Bernina. Dopo una giornata sulle piste del Corviglia, gli ospiti si ritrovano ai tavoli del salone per baccarat e roulette, poi scendono in una spa silenziosa scavata nella montagna. A cena, una raffinata cucina alpina, dai capuns al cervo al ginepro, accompagnata da vini rari della vicina Valtellina.',
      dresscode: 'Elegante; giacca dopo le 20; abbigliamento da sci ammesso solo nel lounge bar',
    },
  },
  roomTypes: {
    'royal-palace-casino-resort': {
      'Deluxe Marina Room': {
        name: 'Camera Deluxe Marina',
        description: 'Vetrate a tutta altezza su Marina Bay e un bagno in marmo con una profonda vasca.',
        beds: 'Un letto king o due letti queen',
        view: 'Marina Bay',
      },
      'Premier Club Room': {
        name: 'Camera Premier Club',
        description: 'Accesso alla Club Lounge con colazione, tè del pomeriggio e cocktail serali sopra lo skyline.',
        beds: 'Un letto king',
        view: 'Skyline della città',
      },
      'Palace Suite': {
        name: 'Suite Palace',
        description: 'Un soggiorno separato, un tavolo da pranzo per sei e un maggiordomo a disposizione giorno e notte.',
        beds: 'Un letto king e un divano letto',
        view: 'Marina Bay',
      },
      'Royal Penthouse': {
        name: 'Penthouse Reale',
        description: 'L’ultimo piano: tre camere da letto, una terrazza privata con piscina e un autista per tutto il soggiorno.',
        beds: 'Tre letti king',
        view: 'Panorama sulla baia e sulla città',
      },
    },
    'nordic-star-casino-hotel': {
      'Aurora Room': {
        name: 'Camera Aurora',
        description: 'Legno caldo, pavimenti riscaldati e una sveglia non appena compare l’aurora boreale.',
        beds: 'Un letto queen',
        view: 'Foresta boreale',
      },
      'Glass-Roof Aurora Suite': {
        name: 'Suite Aurora con tetto in vetro',
        description: 'Osservate il cielo dal letto, sotto un tetto di vetro riscaldato, accanto a un camino a legna.',
        beds: 'Un letto king',
        view: 'Cielo aperto',
      },
      'Family Lodge Suite': {
        name: 'Suite Family Lodge',
        description: 'Due camere da letto, un angolo lettura e una sauna tutta per voi per le serate dopo la neve.',
        beds: 'Un letto king e due letti singoli',
        view: 'Fiume Chena',
      },
      'Northern Lights Presidential Suite': {
        name: 'Suite Presidenziale Aurora Boreale',
        description: 'Una suite d’angolo con osservatorio in vetro, uno chef privato e una guida per le notti dell’aurora.',
        beds: 'Due letti king',
        view: 'Panorama sul cielo dell’aurora',
      },
    },
    'mediterranean-grand-casino-spa': {
      'Riviera Room': {
        name: 'Camera Riviera',
        description: 'Freschi pavimenti alla veneziana, lino nei toni tenui del blu e un balcone sul giardino di limoni.',
        beds: 'Un letto king o due letti singoli',
        view: 'Giardino',
      },
      'Sea View Junior Suite': {
        name: 'Junior Suite Vista Mare',
        description: 'Un angolo salotto accanto alla finestra e un balcone sul Mar Ligure al tramonto.',
        beds: 'Un letto king',
        view: 'Mar Ligure',
      },
      'Terrace Suite': {
        name: 'Suite Terrazza',
        description: 'Una terrazza privata per la colazione all’aperto e un bagno in marmo di Carrara.',
        beds: 'Un letto king e un divano letto',
        view: 'Mare, da una terrazza privata',
      },
      'Villa Fiori Presidential Suite': {
        name: 'Suite Presidenziale Villa Fiori',
        description: 'Una villa all’interno del resort: due camere da letto, un giardino cinto da mura e una piscina a immersione.',
        beds: 'Due letti king',
        view: 'Mare e giardino privato',
      },
    },
    'golden-dunes-casino-resort': {
      'Desert Deluxe Room': {
        name: 'Camera Deluxe Deserto',
        description: 'Interni nei toni della sabbia, doccia a pioggia e un balcone sulle dune al crepuscolo.',
        beds: 'Un letto king o due letti queen',
        view: 'Dune del deserto',
      },
      'Arabian Gulf Club Room': {
        name: 'Camera Club Golfo Arabico',
        description: 'Accesso alla Club Lounge e vista sull’acqua fino alle luci della città.',
        beds: 'Un letto king',
        view: 'Golfo Arabico',
      },
      'Oasis Pool Villa': {
        name: 'Villa Oasis con piscina',
        description: 'Una villa cinta da mura con piscina privata, un majlis ombreggiato e un maggiordomo dedicato.',
        beds: 'Un letto king e due letti singoli',
        view: 'Piscina privata e palme',
      },
      'Royal Dune Suite': {
        name: 'Suite Reale delle Dune',
        description: 'Tre camere da letto, un cinema privato e il trasferimento in elicottero dall’aeroporto.',
        beds: 'Tre letti king',
        view: 'Panorama sul deserto e sul Golfo',
      },
    },
    'celtic-fortune-casino-resort': {
      'Classic Room': {
        name: 'Camera Classica',
        description: 'Plaid in tartan, uno scrittoio e una seduta alla finestra sul cortile silenzioso.',
        beds: 'Un letto queen',
        view: 'Cortile',
      },
      'Castle View Room': {
        name: 'Camera Vista Castello',
        description: 'Il Castello di Edimburgo da ammirare dal letto e una caraffa di whisky ad attendervi all’arrivo.',
        beds: 'Un letto king',
        view: 'Castello di Edimburgo',
      },
      'Highland Suite': {
        name: 'Suite Highland',
        description: 'Un salotto con il camino acceso e un bovindo sui tetti della Città Vecchia.',
        beds: 'Un letto king e un divano letto',
        view: 'Castello e Città Vecchia',
      },
      "Laird's Suite": {
        name: 'Suite del Laird',
        description: 'Due camere da letto sotto la torretta, una biblioteca e un suonatore di cornamusa a darvi il bentornato.',
        beds: 'Due letti king',
        view: 'Panorama sulla Città Vecchia',
      },
    },
    'alpine-gold-casino-lodge': {
      'Alpine Room': {
        name: 'Camera Alpina',
        description: 'Boiserie in larice, un letto di piume e un balcone sui tetti del paese.',
        beds: 'Un letto king o due letti singoli',
        view: 'Paese',
      },
      'Lake View Junior Suite': {
        name: 'Junior Suite Vista Lago',
        description: 'Un angolo salotto accanto al fuoco e, d’inverno, il lago ghiacciato sotto la finestra.',
        beds: 'Un letto king',
        view: 'Lago di St. Moritz',
      },
      'Engadin Family Suite': {
        name: 'Suite Family Engadina',
        description: 'Due camere da letto, un deposito sci con scaldascarponi e una cameretta con letti a castello che i bambini adorano.',
        beds: 'Un letto king e un letto a castello',
        view: 'Montagne dell’Engadina',
      },
      'Piz Nair Penthouse': {
        name: 'Penthouse Piz Nair',
        description: 'L’ultimo piano del lodge: una spa privata, una vasca idromassaggio in terrazza e uno ski butler.',
        beds: 'Due letti king',
        view: 'Vette dell’Engadina',
      },
    },
  },
  events: {
    'high-roller-poker-championship': {
      title: 'Campionato di Poker High Roller Aurelia',
      location: 'Royal Palace Casino & Resort, Singapore',
      description: 'Tre giorni di no-limit hold’em nel Grand Salon, con un montepremi di 1 milione di euro e un tavolo finale di gala.',
      category: 'Torneo',
    },
    'riviera-wine-and-jazz-evening': {
      title: 'Serata Vino & Jazz in Riviera',
      location: 'Mediterranean Grand Casino & Spa, Riviera ligure',
      description: 'Rare annate liguri sulla terrazza sul mare, in abbinamento a una cena di cinque portate e a un quartetto jazz dal vivo.',
      category: 'Gastronomia',
    },
    'northern-lights-gala': {
      title: 'Gala dell’Aurora Boreale',
      location: 'Nordic Star Casino & Hotel, Fairbanks, Alaska',
      description: 'Una cena black tie sotto l’aurora, con un quartetto d’archi e l’osservazione del cielo a mezzanotte sulla terrazza di vetro.',
      category: 'Gala',
    },
    'desert-stars-masquerade': {
      title: 'Ballo in maschera Stelle del Deserto',
      location: 'Golden Dunes Casino & Resort, Dubai',
      description: 'Un ballo in maschera tra le dune: musica dal vivo, fuochi d’artificio e il casinò aperto fino all’alba.',
      category: 'Intrattenimento',
    },
    'highland-whisky-evening': {
      title: 'Serata Whisky delle Highlands',
      location: 'Celtic Fortune Casino & Resort, Edimburgo',
      description: 'Una degustazione di rari single malt nel bar della biblioteca.',
      category: 'Gastronomia',
    },
  },
  venues: {
    'royal-palace-casino-resort': {
      'jade-pavilion': {
        cuisine: 'Cantonese',
        description:
          'Dim sum chiusi a mano a pranzo e, la sera, un banchetto cantonese sotto i paraventi laccati dell’antica sala da ballo restaurata; l’anatra arrosto viene trinciata al tavolo.',
        sittings: { Lunch: 'Pranzo', Dinner: 'Cena' },
      },
      'the-verandah': {
        cuisine: 'Peranakan e cucina degli Stretti',
        description:
          'Laksa nyonya, ayam buah keluak e kueh dalle ricette delle famiglie cinesi degli Stretti, serviti sulla veranda est mentre si accendono le luci della baia.',
        sittings: { Lunch: 'Pranzo', Dinner: 'Cena' },
      },
      'marina-grill': {
        cuisine: 'Carne alla griglia e frutti di mare',
        description: 'Wagyu alla brace di binchotan, granchio dello Sri Lanka e una cantina di Bordeaux, con tutta Marina Bay oltre le vetrate.',
        sittings: { Dinner: 'Cena' },
      },
      'orchid-spa': {
        description: 'Otto suite per trattamenti attorno a un cortile di orchidee bianche, con rituali ispirati alle tradizioni malese, cinese e indiana.',
        sittings: { Day: 'Giornata' },
        treatments: {
          'Traditional Malay Urut': 'Urut, massaggio tradizionale malese',
          'Jade Stone Facial': 'Trattamento viso con pietre di giada',
          'Pandan and Coconut Body Ritual': 'Rituale corpo al pandan e cocco',
          'Foot Reflexology': 'Riflessologia plantare',
          'Royal Orchid Journey': 'Percorso Orchidea Reale',
        },
      },
    },
    'nordic-star-casino-hotel': {
      'aurora-dining-room': {
        cuisine: 'Pesce e crostacei dell’Alaska',
        description:
          'Salmone del Copper River, granchio reale della Bristol Bay e renna dell’entroterra, sotto un tetto di vetro dove l’aurora boreale fa parte del servizio.',
        sittings: { Dinner: 'Cena' },
      },
      'trappers-lodge': {
        cuisine: 'Carni affumicate e griglia',
        description:
          'Punta di petto affumicata alla betulla, pancake al lievito madre e torta di mirtilli selvatici accanto a un camino in pietra grezza; il rifugio della frontiera, dove il fuoco non si spegne mai.',
        sittings: { Lunch: 'Pranzo', Dinner: 'Cena' },
      },
      'borealis-spa': {
        description: 'Una sauna in cedro, una piscina di acqua sorgiva calda aperta al cielo d’inverno e trattamenti che attingono alla foresta boreale.',
        sittings: { Day: 'Giornata' },
        treatments: {
          'Birch Sauna Ritual': 'Rituale della sauna alla betulla',
          'Glacial Clay Wrap': 'Impacco all’argilla glaciale',
          'Hot Stone Massage': 'Massaggio con pietre calde',
          'Spruce Tip Facial': 'Trattamento viso alle gemme di abete',
        },
      },
    },
    'mediterranean-grand-casino-spa': {
      'terrazza-dei-fiori': {
        cuisine: 'Ligure',
        description:
          'Trofie al pesto con il basilico coltivato sulle fasce sopra Sanremo, olive taggiasche e il pescato del mattino, su una terrazza tra le rose dei mercati dei fiori.',
        sittings: { Lunch: 'Pranzo', Dinner: 'Cena' },
      },
      'osteria-del-porto': {
        cuisine: 'Pesce della Riviera',
        description: 'Gamberi rossi di Sanremo, cappon magro e una carta di Vermentino, in una sala a volta sul porto vecchio.',
        sittings: { Dinner: 'Cena' },
      },
      'spa-riviera': {
        description: 'Piscine di talassoterapia alimentate dal Mar Ligure e rituali all’olivo, al limone e al rosmarino delle colline alle spalle della città.',
        sittings: { Day: 'Giornata' },
        treatments: {
          'Olive Oil and Sea Salt Scrub': 'Scrub all’olio d’oliva e sale marino',
          'Ligurian Lemon Massage': 'Massaggio al limone ligure',
          'Thalasso Facial': 'Trattamento viso talasso',
          'Rosemary and Lavender Ritual': 'Rituale al rosmarino e lavanda',
          'Express Neck and Shoulders': 'Express collo e spalle',
        },
      },
    },
    'golden-dunes-casino-resort': {
      'al-majlis': {
        cuisine: 'Emiratina',
        description: 'Ouzi d’agnello cotto lentamente, machboos e luqaimat con sciroppo di datteri, serviti in un majlis di tappeti e lanterne d’ottone.',
        sittings: { Lunch: 'Pranzo', Dinner: 'Cena' },
      },
      'saffron-and-sea': {
        cuisine: 'Pesce levantino',
        description:
          'Hammour del Golfo, riso allo zafferano e mezze su una terrazza affacciata sulla laguna del resort, mentre il deserto si rinfresca dopo il tramonto.',
        sittings: { Dinner: 'Cena' },
      },
      'sky-grill': {
        cuisine: 'Griglia contemporanea',
        description: 'Wagyu e astice cotti nel forno Josper, cinquanta piani più in alto, con le dune da un lato e il Golfo dall’altro.',
        sittings: { Dinner: 'Cena' },
      },
      'dunes-hammam-and-spa': {
        description: 'Un hammam di marmo sotto una cupola trafitta di stelle, e trattamenti a base di oud, ambra, rosa e oro d’Arabia.',
        sittings: { Day: 'Giornata' },
        treatments: {
          'Royal Hammam Ritual': 'Rituale Hammam Reale',
          'Oud and Amber Massage': 'Massaggio oud e ambra',
          '24-Carat Gold Facial': 'Trattamento viso all’oro 24 carati',
          'Date and Honey Body Wrap': 'Impacco corpo datteri e miele',
          'Desert Rose Journey': 'Percorso Rosa del Deserto',
          'Foot Ritual': 'Rituale piedi',
        },
      },
    },
    'celtic-fortune-casino-resort': {
      'castle-rock-grill': {
        cuisine: 'Scozzese',
        description: 'Aberdeen Angus, cervo delle Highlands e scampi della costa occidentale, con il castello illuminato sopra la finestra.',
        sittings: { Lunch: 'Pranzo', Dinner: 'Cena' },
      },
      'thistle-and-oyster': {
        cuisine: 'Pesce e frutti di mare',
        description:
          'Ostriche di Loch Fyne, capesante raccolte a mano in immersione ed eglefino affumicato, con un raro malt scelto tra i quattrocento del bar.',
        sittings: { Dinner: 'Cena' },
      },
      'heather-spa': {
        description: 'Due sale trattamenti nei caveau della vecchia banca, con prodotti all’erica, alle alghe e al miele delle Highlands.',
        sittings: { Day: 'Giornata' },
        treatments: {
          'Highland Hot Stone Massage': 'Massaggio Highland con pietre calde',
          'Hebridean Seaweed Wrap': 'Impacco alle alghe delle Ebridi',
          'Heather and Honey Facial': 'Trattamento viso erica e miele',
          'Deep Tissue Massage': 'Massaggio profondo decontratturante',
        },
      },
    },
    'alpine-gold-casino-lodge': {
      'stuva-engiadina': {
        cuisine: 'Engadinese',
        description: 'Capuns, pizzoccheri e Bündner Nusstorte in una stüva del 1896 rivestita di pino cembro, con la stufa accesa dalla prima neve.',
        sittings: { Lunch: 'Pranzo', Dinner: 'Cena' },
      },
      'le-chalet': {
        cuisine: 'Fonduta e raclette',
        description: 'Fondue moitié-moitié, raclette dalla forma intera e kirsch dei frutteti di Zugo, in uno chalet sulla riva del lago.',
        sittings: { Dinner: 'Cena' },
      },
      'alpine-spring-spa': {
        description: 'Acqua minerale delle sorgenti di St. Moritz, una piscina di fronte al Piz Nair e trattamenti all’arnica, al pino e al fieno.',
        sittings: { Day: 'Giornata' },
        treatments: {
          'Alpine Herb Massage': 'Massaggio alle erbe alpine',
          'Engadin Mineral Ritual': 'Rituale minerale dell’Engadina',
          'Arnica Sports Massage': 'Massaggio sportivo all’arnica',
          'Glacier Facial': 'Trattamento viso Ghiacciaio',
          'Hay Bath': 'Bagno di fieno',
        },
      },
    },
  },
} satisfies DemoTranslations;
