import type { DemoTranslations } from './types';

export const de = {
  hotels: {
    'royal-palace-casino-resort': {
      city: 'Singapur',
      country: 'Singapur',
      description:
        'Hinter einer sorgfältig restaurierten Kolonialfassade mit weißen Säulen und von Klappläden beschatteten Veranden blickt das Royal Palace Casino & Resort über das stille Wasser der Marina Bay auf die glitzernde Skyline. Die Zimmer verbinden Teakholzböden und handbemalte Seidenpaneele mit tiefen Marmorbädern, während in den Spielsalons unter der originalen Decke des einstigen Ballsaals von der Dämmerung bis lange nach Sonnenaufgang ein leises Summen liegt. Der Afternoon Tea wird auf der Ostveranda serviert, wenn sich die Monsunwolken sammeln, und ein privates Boot bringt die Gäste zum Dinner über die Bucht. Ein Haus der Zeremonie und der Diskretion, in dem man sich an Ihren Namen erinnert – niemals an Ihre Verluste.',
      dresscode: 'Elegante Kleidung; ab 20 Uhr Sakko; keine Strandbekleidung im Spielbereich',
    },
    'nordic-star-casino-hotel': {
      city: 'Fairbanks',
      country: 'Vereinigte Staaten',
      description:
        'Auf einem birkenbewachsenen Höhenzug, zwanzig Minuten vom Zentrum von Fairbanks entfernt, wurde das Nordic Star Casino & Hotel für lange Winternächte gebaut – und für den Himmel, der sie erfüllt. Jede Suite hat eine beheizte Fensterbank mit Blick nach Norden, und die Rezeption ruft zu jeder Stunde an, sobald das Polarlicht zu tanzen beginnt. Im Untergeschoss ist der Kartensalon mit wiederverwendetem Fichtenholz getäfelt und wird von einem Steinkamin gewärmt; an den Blackjack- und Pokertischen fühlt man sich eher in einem privaten Club als in einem Casino. Zum Abendessen gibt es Königskrabbe aus Alaska, Rentier und wilde Heidelbeeren, unprätentiös serviert und begleitet von einer exzellenten Weinkarte aus dem pazifischen Nordwesten.',
      dresscode: 'Lässig-elegant; Winterbekleidung bitte an der Garderobe abgeben',
    },
    'mediterranean-grand-casino-spa': {
      city: 'Sanremo',
      country: 'Italien',
      description:
        'Hoch über der Strandpromenade von Sanremo, wo die Italienische Riviera sanft in Richtung Frankreich schwingt, empfängt das Mediterranean Grand Casino & Spa seit der Belle Époque Reisende aus aller Welt. Die cremefarbene Stuckfassade, schmiedeeiserne Balkone und terrassierte Zitronengärten rahmen bei jedem Schritt das Meer, und das Spa unterhalb der Gärten bietet Meerwasseranwendungen, die über mehr als ein Jahrhundert verfeinert wurden. Abends öffnen die Spielsalons unter Lüstern aus Murano, wo Roulette und Chemin de fer in gemächlichem Tempo gespielt werden. Das Mittagessen ist eine ausgedehnte Angelegenheit mit ligurischem Olivenöl, Trofie al pesto und gekühltem Vermentino auf der Terrasse.',
      dresscode: 'Elegante Kleidung; Sakkopflicht für Herren in den Salons ab 20 Uhr',
    },
    'golden-dunes-casino-resort': {
      city: 'Dubai',
      country: 'Vereinigte Arabische Emirate',
      description:
        'Aus dem bernsteinfarbenen Sand am Rand der Wüste von Dubai erhebt sich das Golden Dunes Casino & Resort – eine Studie in Licht, Schatten und großzügiger Stille. Niedrige Sandsteinvillen umgeben eine Kette von Pools in schattigen Innenhöfen, und der Spielsaal des Hauptpavillons, gekrönt von einer goldenen Gitterkuppel, schließt seine Türen nie. Die Gäste brechen bei Sonnenaufgang mit den hauseigenen Falknern auf, kehren zu einem Hammam-Ritual mit Oud- und Rosenduft zurück und speisen unter den Sternen: langsam gegartes Lamm und Safranreis. Die Butler sind aufmerksam, ohne aufdringlich zu sein, und die privaten Salons zählen zu den diskretesten am Golf.',
      dresscode: 'Elegante Abendgarderobe; Landestracht willkommen; keine Sportbekleidung in den Salons',
    },
    'celtic-fortune-casino-resort': {
      city: 'Edinburgh',
      country: 'Vereinigtes Königreich',
      description:
        'In eine georgianische Häuserzeile unterhalb des Calton Hill geschmiegt, blickt das Celtic Fortune Casino & Resort über die Dächer Edinburghs bis zum Firth of Forth und den sanften grünen Hügeln dahinter. Das Haus stammt aus den 1880er-Jahren und hat seine originalen Stuckgesimse, offenen Kamine und eine Bibliothek voller seltener Single Malts bewahrt, während die Zimmer in den oberen Etagen mit Tweed in Heidetönen und Harris-Wolle ausgestattet sind. Die Spielsalons im Untergeschoss sind intim und von Kerzen erhellt, mit Blackjack, Roulette und einem Pokerraum, der sich an Festivalabenden füllt. Zum Frühstück gibt es Porridge mit Sahne und einem Schuss Whisky, geräucherten Schellfisch und eine Aussicht, die das frühe Aufstehen belohnt.',
      dresscode: 'Tagsüber Smart Casual; ab 20 Uhr Sakko erwünscht; Kilts herzlich willkommen',
    },
    'alpine-gold-casino-lodge': {
      city: 'St. Moritz',
      country: 'Schweiz',
      description:
        'Hoch über dem zugefrorenen St. Moritzersee ist das Alpine Gold Casino & Lodge ein Refugium aus Holz und Stein, in dem das klare Engadiner Licht durch jedes Fenster strömt. Jedes Zimmer hat eine lärchengetäferte Sitzecke, einen Holzofen und einen Balkon mit Blick auf die Gipfel der Berninagruppe. Nach einem Tag auf den Pisten der Corviglia treffen sich die Gäste an den Tischen des Salons zu Baccarat und Roulette und steigen dann hinab in ein stilles, in den Fels gehauenes Spa. Zum Abendessen gibt es feine alpine Küche, von Capuns bis zum Hirsch mit Wacholder, begleitet von seltenen Weinen aus dem nahen Veltlin.',
      dresscode: 'Elegante Kleidung; ab 20 Uhr Sakko; Skibekleidung nur in der Lounge-Bar',
    },
  },
  roomTypes: {
    'royal-palace-casino-resort': {
      'Deluxe Marina Room': {
        name: 'Deluxe-Zimmer Marina',
        description: 'Raumhohe Fenster mit Blick auf die Marina Bay, ein Marmorbad mit tiefer Badewanne.',
        beds: 'Ein Kingsize-Bett oder zwei Queensize-Betten',
        view: 'Marina Bay',
      },
      'Premier Club Room': {
        name: 'Premier Club-Zimmer',
        description: 'Zugang zur Club Lounge mit Frühstück, Afternoon Tea und abendlichen Cocktails hoch über der Skyline.',
        beds: 'Ein Kingsize-Bett',
        view: 'Skyline der Stadt',
      },
      'Palace Suite': {
        name: 'Palace-Suite',
        description: 'Ein separates Wohnzimmer, ein Esstisch für sechs Personen und ein Butler, der Tag und Nacht für Sie da ist.',
        beds: 'Ein Kingsize-Bett und ein Schlafsofa',
        view: 'Marina Bay',
      },
      'Royal Penthouse': {
        name: 'Royal-Penthouse',
        description: 'Die oberste Etage: drei Schlafzimmer, eine Terrasse mit privatem Pool und ein Chauffeur für die gesamte Dauer Ihres Aufenthalts.',
        beds: 'Drei Kingsize-Betten',
        view: 'Panoramablick auf Bucht und Stadt',
      },
    },
    'nordic-star-casino-hotel': {
      'Aurora Room': {
        name: 'Aurora-Zimmer',
        description: 'Warmes Holz, Fußbodenheizung und ein Weckruf, sobald das Nordlicht erscheint.',
        beds: 'Ein Queensize-Bett',
        view: 'Borealer Wald',
      },
      'Glass-Roof Aurora Suite': {
        name: 'Aurora-Suite mit Glasdach',
        description: 'Den Himmel vom Bett aus betrachten – unter einem beheizten Glasdach, am knisternden Holzkamin.',
        beds: 'Ein Kingsize-Bett',
        view: 'Offener Himmel',
      },
      'Family Lodge Suite': {
        name: 'Familien-Lodge-Suite',
        description: 'Zwei Schlafzimmer, eine Leseecke und eine eigene Sauna für die Abende nach dem Schnee.',
        beds: 'Ein Kingsize-Bett und zwei Einzelbetten',
        view: 'Chena River',
      },
      'Northern Lights Presidential Suite': {
        name: 'Nordlicht-Präsidentensuite',
        description: 'Eine Ecksuite mit gläsernem Observatorium, einem Privatkoch und einem Guide für die Polarlichtnächte.',
        beds: 'Zwei Kingsize-Betten',
        view: 'Panoramablick auf den Polarlichthimmel',
      },
    },
    'mediterranean-grand-casino-spa': {
      'Riviera Room': {
        name: 'Riviera-Zimmer',
        description: 'Kühle Terrazzoböden, Leinen in sanften Blautönen und ein Balkon über dem Zitronengarten.',
        beds: 'Ein Kingsize-Bett oder zwei Einzelbetten',
        view: 'Garten',
      },
      'Sea View Junior Suite': {
        name: 'Junior Suite mit Meerblick',
        description: 'Eine Sitzecke am Fenster und ein Balkon zum Ligurischen Meer, das im Abendlicht glüht.',
        beds: 'Ein Kingsize-Bett',
        view: 'Ligurisches Meer',
      },
      'Terrace Suite': {
        name: 'Terrassen-Suite',
        description: 'Eine private Terrasse für das Frühstück im Freien und ein Bad aus Carrara-Marmor.',
        beds: 'Ein Kingsize-Bett und ein Schlafsofa',
        view: 'Meer, von einer privaten Terrasse',
      },
      'Villa Fiori Presidential Suite': {
        name: 'Präsidentensuite Villa Fiori',
        description: 'Eine Villa innerhalb des Resorts: zwei Schlafzimmer, ein ummauerter Garten und ein Tauchbecken.',
        beds: 'Zwei Kingsize-Betten',
        view: 'Meer und privater Garten',
      },
    },
    'golden-dunes-casino-resort': {
      'Desert Deluxe Room': {
        name: 'Deluxe-Zimmer Wüste',
        description: 'Interieur in Sandtönen, eine Regendusche und ein Balkon mit Blick auf die Dünen in der Abenddämmerung.',
        beds: 'Ein Kingsize-Bett oder zwei Queensize-Betten',
        view: 'Wüstendünen',
      },
      'Arabian Gulf Club Room': {
        name: 'Club-Zimmer Arabischer Golf',
        description: 'Zugang zur Club Lounge und ein Blick über das Wasser auf die Lichter der Stadt.',
        beds: 'Ein Kingsize-Bett',
        view: 'Arabischer Golf',
      },
      'Oasis Pool Villa': {
        name: 'Oasis-Poolvilla',
        description: 'Eine ummauerte Villa mit eigenem Pool, einem schattigen Majlis und einem persönlichen Butler.',
        beds: 'Ein Kingsize-Bett und zwei Einzelbetten',
        view: 'Privatpool und Palmen',
      },
      'Royal Dune Suite': {
        name: 'Royal-Dune-Suite',
        description: 'Drei Schlafzimmer, ein Privatkino und ein Helikoptertransfer vom Flughafen.',
        beds: 'Drei Kingsize-Betten',
        view: 'Panoramablick auf Wüste und Golf',
      },
    },
    'celtic-fortune-casino-resort': {
      'Classic Room': {
        name: 'Classic-Zimmer',
        description: 'Plaids im Tartanmuster, ein Schreibtisch und ein Fenstersitz über dem ruhigen Innenhof.',
        beds: 'Ein Queensize-Bett',
        view: 'Innenhof',
      },
      'Castle View Room': {
        name: 'Zimmer mit Burgblick',
        description: 'Edinburgh Castle im Blick, schon vom Bett aus, und eine Karaffe Whisky zur Begrüßung.',
        beds: 'Ein Kingsize-Bett',
        view: 'Edinburgh Castle',
      },
      'Highland Suite': {
        name: 'Highland-Suite',
        description: 'Ein Salon mit offenem Kamin und ein Erkerfenster über den Dächern der Altstadt.',
        beds: 'Ein Kingsize-Bett und ein Schlafsofa',
        view: 'Burg und Altstadt',
      },
      "Laird's Suite": {
        name: 'Laird-Suite',
        description: 'Zwei Schlafzimmer unter dem Türmchen, eine Bibliothek und ein Dudelsackspieler, der Sie bei Ihrer Heimkehr begrüßt.',
        beds: 'Zwei Kingsize-Betten',
        view: 'Panoramablick auf die Altstadt',
      },
    },
    'alpine-gold-casino-lodge': {
      'Alpine Room': {
        name: 'Alpenzimmer',
        description: 'Lärchentäfer, ein Federbett und ein Balkon über den Dächern des Dorfes.',
        beds: 'Ein Kingsize-Bett oder zwei Einzelbetten',
        view: 'Dorf',
      },
      'Lake View Junior Suite': {
        name: 'Junior Suite mit Seeblick',
        description: 'Eine Sitzecke am Kamin und im Winter der zugefrorene See unter dem Fenster.',
        beds: 'Ein Kingsize-Bett',
        view: 'St. Moritzersee',
      },
      'Engadin Family Suite': {
        name: 'Engadiner Familiensuite',
        description: 'Zwei Schlafzimmer, ein Skiraum mit Schuhwärmern und ein Zimmer mit Etagenbett, das Kinder lieben.',
        beds: 'Ein Kingsize-Bett und ein Etagenbett',
        view: 'Engadiner Berge',
      },
      'Piz Nair Penthouse': {
        name: 'Penthouse Piz Nair',
        description: 'Die oberste Etage der Lodge: ein privates Spa, ein Whirlpool auf der Terrasse und ein Ski-Butler.',
        beds: 'Zwei Kingsize-Betten',
        view: 'Engadiner Gipfel',
      },
    },
  },
  events: {
    'high-roller-poker-championship': {
      title: 'Aurelia High Roller Poker-Meisterschaft',
      location: 'Royal Palace Casino & Resort, Singapur',
      description: 'Drei Tage No-Limit Hold’em im Grand Salon, mit einem Preispool von 1 Mio. € und einem festlichen Finaltisch.',
      category: 'Turnier',
    },
    'riviera-wine-and-jazz-evening': {
      title: 'Riviera-Abend mit Wein & Jazz',
      location: 'Mediterranean Grand Casino & Spa, Italienische Riviera',
      description: 'Seltene ligurische Jahrgänge auf der Meeresterrasse, begleitet von einem Fünf-Gänge-Dinner und einem Jazzquartett, das live spielt.',
      category: 'Kulinarik',
    },
    'northern-lights-gala': {
      title: 'Nordlicht-Gala',
      location: 'Nordic Star Casino & Hotel, Fairbanks, Alaska',
      description: 'Ein Black-Tie-Dinner unter dem Polarlicht, mit Streichquartett und einer mitternächtlichen Himmelsschau auf der Glasterrasse.',
      category: 'Gala',
    },
    'desert-stars-masquerade': {
      title: 'Maskenball der Wüstensterne',
      location: 'Golden Dunes Casino & Resort, Dubai',
      description: 'Ein Maskenball inmitten der Dünen: Livemusik, Feuerwerk und ein Casino, das bis zum Morgengrauen geöffnet bleibt.',
      category: 'Unterhaltung',
    },
    'highland-whisky-evening': {
      title: 'Highland-Whisky-Abend',
      location: 'Celtic Fortune Casino & Resort, Edinburgh',
      description: 'Eine Verkostung seltener Single Malts in der Bibliotheksbar.',
      category: 'Kulinarik',
    },
  },
  venues: {
    'royal-palace-casino-resort': {
      'jade-pavilion': {
        cuisine: 'Kantonesisch',
        description:
          'Von Hand gefaltete Dim Sum am Mittag und abends ein kantonesisches Bankett unter den Lackparavents des restaurierten Ballsaals; die gebratene Ente wird am Tisch tranchiert.',
        sittings: { Lunch: 'Mittagessen', Dinner: 'Abendessen' },
      },
      'the-verandah': {
        cuisine: 'Peranakan- und Straits-Küche',
        description:
          'Nyonya Laksa, Ayam Buah Keluak und Kueh nach den Rezepten der Familien der Straits-Chinesen, serviert auf der Ostveranda, wenn über der Bucht die Lichter angehen.',
        sittings: { Lunch: 'Mittagessen', Dinner: 'Abendessen' },
      },
      'marina-grill': {
        cuisine: 'Steak und Meeresfrüchte',
        description: 'Wagyu vom Binchotan-Grill, Krabbe aus Sri Lanka und ein Keller voller Bordeaux – mit der ganzen Marina Bay in den Fenstern.',
        sittings: { Dinner: 'Abendessen' },
      },
      'orchid-spa': {
        description:
          'Acht Behandlungssuiten rund um einen Innenhof voller weißer Orchideen, mit Ritualen aus malaiischer, chinesischer und indischer Tradition.',
        sittings: { Day: 'Tagsüber' },
        treatments: {
          'Traditional Malay Urut': 'Traditionelle malaiische Urut-Massage',
          'Jade Stone Facial': 'Gesichtsbehandlung mit Jadesteinen',
          'Pandan and Coconut Body Ritual': 'Körperritual mit Pandan und Kokos',
          'Foot Reflexology': 'Fußreflexzonenmassage',
          'Royal Orchid Journey': 'Königliche Orchideen-Reise',
        },
      },
    },
    'nordic-star-casino-hotel': {
      'aurora-dining-room': {
        cuisine: 'Meeresfrüchte aus Alaska',
        description:
          'Copper-River-Lachs, Königskrabbe aus der Bristol Bay und Rentier aus dem Landesinneren, unter einem Glasdach, bei dem das Nordlicht zum Service gehört.',
        sittings: { Dinner: 'Abendessen' },
      },
      'trappers-lodge': {
        cuisine: 'Räucherküche und Grill',
        description:
          'Über Birkenholz geräucherte Rinderbrust, Sauerteig-Pancakes und Wildheidelbeerkuchen am Feldsteinkamin; das Blockhaus der Pionierzeit, in dem das Feuer nie ausgeht.',
        sittings: { Lunch: 'Mittagessen', Dinner: 'Abendessen' },
      },
      'borealis-spa': {
        description: 'Eine Zedernsauna, ein heißes Quellbecken unter freiem Winterhimmel und Behandlungen, die sich vom borealen Wald inspirieren lassen.',
        sittings: { Day: 'Tagsüber' },
        treatments: {
          'Birch Sauna Ritual': 'Birkensauna-Ritual',
          'Glacial Clay Wrap': 'Gletscherton-Packung',
          'Hot Stone Massage': 'Hot-Stone-Massage',
          'Spruce Tip Facial': 'Gesichtsbehandlung mit Fichtenspitzen',
        },
      },
    },
    'mediterranean-grand-casino-spa': {
      'terrazza-dei-fiori': {
        cuisine: 'Ligurisch',
        description:
          'Trofie al pesto mit Basilikum von den Terrassen oberhalb von Sanremo, Taggiasca-Oliven und der Fang des Morgens, auf einer Terrasse zwischen den Rosen der Blumenmärkte.',
        sittings: { Lunch: 'Mittagessen', Dinner: 'Abendessen' },
      },
      'osteria-del-porto': {
        cuisine: 'Meeresfrüchte der Riviera',
        description: 'Rote Garnelen aus Sanremo, Cappon magro und eine Vermentino-Karte, in einem Gewölbesaal am alten Hafen.',
        sittings: { Dinner: 'Abendessen' },
      },
      'spa-riviera': {
        description: 'Thalassotherapie-Becken, gespeist vom Ligurischen Meer, und Rituale mit Olive, Zitrone und Rosmarin aus den Hügeln hinter der Stadt.',
        sittings: { Day: 'Tagsüber' },
        treatments: {
          'Olive Oil and Sea Salt Scrub': 'Peeling mit Olivenöl und Meersalz',
          'Ligurian Lemon Massage': 'Ligurische Zitronenmassage',
          'Thalasso Facial': 'Thalasso-Gesichtsbehandlung',
          'Rosemary and Lavender Ritual': 'Rosmarin-Lavendel-Ritual',
          'Express Neck and Shoulders': 'Express-Behandlung für Nacken und Schultern',
        },
      },
    },
    'golden-dunes-casino-resort': {
      'al-majlis': {
        cuisine: 'Emiratisch',
        description: 'Langsam gegartes Lamm-Ouzi, Machboos und Luqaimat mit Dattelsirup, serviert in einem Majlis aus Teppichen und Messinglaternen.',
        sittings: { Lunch: 'Mittagessen', Dinner: 'Abendessen' },
      },
      'saffron-and-sea': {
        cuisine: 'Levantinische Fischküche',
        description:
          'Hammour aus dem Golf, Safranreis und Mezze auf einer Terrasse über der Lagune des Resorts, während die Wüste nach Sonnenuntergang abkühlt.',
        sittings: { Dinner: 'Abendessen' },
      },
      'sky-grill': {
        cuisine: 'Moderner Grill',
        description: 'Wagyu und Hummer aus dem Josper-Ofen, fünfzig Stockwerke hoch, mit den Dünen auf der einen und dem Golf auf der anderen Seite.',
        sittings: { Dinner: 'Abendessen' },
      },
      'dunes-hammam-and-spa': {
        description: 'Ein Marmor-Hammam unter einer Kuppel voller Sternenlicht und Behandlungen mit Oud, Amber, Rose und arabischem Gold.',
        sittings: { Day: 'Tagsüber' },
        treatments: {
          'Royal Hammam Ritual': 'Königliches Hammam-Ritual',
          'Oud and Amber Massage': 'Oud-Amber-Massage',
          '24-Carat Gold Facial': 'Gesichtsbehandlung mit 24-Karat-Gold',
          'Date and Honey Body Wrap': 'Körperpackung mit Dattel und Honig',
          'Desert Rose Journey': 'Wüstenrosen-Reise',
          'Foot Ritual': 'Fußritual',
        },
      },
    },
    'celtic-fortune-casino-resort': {
      'castle-rock-grill': {
        cuisine: 'Schottisch',
        description: 'Aberdeen Angus, Hirsch aus den Highlands und Langustinen von der Westküste, während über dem Fenster die angestrahlte Burg thront.',
        sittings: { Lunch: 'Mittagessen', Dinner: 'Abendessen' },
      },
      'thistle-and-oyster': {
        cuisine: 'Fisch und Meeresfrüchte',
        description:
          'Austern aus dem Loch Fyne, von Hand getauchte Jakobsmuscheln und geräucherter Schellfisch, dazu ein seltener Malt aus den vierhundert der Bar.',
        sittings: { Dinner: 'Abendessen' },
      },
      'heather-spa': {
        description: 'Zwei Behandlungsräume in den Tresorgewölben der alten Bank, mit Produkten aus Heidekraut, Meeresalgen und Highland-Honig.',
        sittings: { Day: 'Tagsüber' },
        treatments: {
          'Highland Hot Stone Massage': 'Highland-Hot-Stone-Massage',
          'Hebridean Seaweed Wrap': 'Hebriden-Algenpackung',
          'Heather and Honey Facial': 'Gesichtsbehandlung mit Heide und Honig',
          'Deep Tissue Massage': 'Tiefengewebsmassage',
        },
      },
    },
    'alpine-gold-casino-lodge': {
      'stuva-engiadina': {
        cuisine: 'Engadiner Küche',
        description: 'Capuns, Pizzoccheri und Bündner Nusstorte in einer arvengetäferten Stüva von 1896, deren Ofen ab dem ersten Schnee brennt.',
        sittings: { Lunch: 'Mittagessen', Dinner: 'Abendessen' },
      },
      'le-chalet': {
        cuisine: 'Fondue und Raclette',
        description: 'Fondue moitié-moitié, Raclette vom Laib und Kirsch aus den Zuger Obstgärten, in einem Chalet am Seeufer.',
        sittings: { Dinner: 'Abendessen' },
      },
      'alpine-spring-spa': {
        description: 'Mineralwasser aus den Quellen von St. Moritz, ein Becken mit Blick auf den Piz Nair und Behandlungen mit Arnika, Arve und Heu.',
        sittings: { Day: 'Tagsüber' },
        treatments: {
          'Alpine Herb Massage': 'Alpenkräuter-Massage',
          'Engadin Mineral Ritual': 'Engadiner Mineral-Ritual',
          'Arnica Sports Massage': 'Arnika-Sportmassage',
          'Glacier Facial': 'Gletscher-Gesichtsbehandlung',
          'Hay Bath': 'Heubad',
        },
      },
    },
  },
} satisfies DemoTranslations;
