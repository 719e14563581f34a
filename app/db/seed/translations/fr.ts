import type { DemoTranslations } from './types';

export const fr = {
  hotels: {
    'royal-palace-casino-resort': {
      city: 'Singapour',
      country: 'Singapour',
      description:
        'Derrière une façade coloniale minutieusement restaurée, toute de colonnes blanches et de vérandas à persiennes, le Royal Palace Casino & Resort contemple les eaux immobiles de Marina Bay et, au-delà, les lumières scintillantes de la ville. Les chambres marient parquets de teck et panneaux de soie peints à la main à de profondes baignoires de marbre, tandis que les salons de jeu, sous le plafond d’origine de l’ancienne salle de bal, bruissent à mi-voix du crépuscule jusqu’à bien après l’aube. Le thé de l’après-midi est servi sur la véranda est, à l’heure où s’amoncellent les nuages de la mousson, et une vedette privée conduit les hôtes de l’autre côté de la baie pour le dîner. C’est une maison de cérémonie et de discrétion, où le personnel se souvient de votre nom, jamais de vos pertes.',
      dresscode: 'Tenue élégante ; veste de rigueur après 20 h ; tenue de plage proscrite en salle de jeu',
    },
    'nordic-star-casino-hotel': {
      city: 'Fairbanks',
      country: 'États-Unis',
      description:
        'Posé sur une crête couverte de bouleaux, à vingt minutes du centre de Fairbanks, le Nordic Star Casino & Hotel a été conçu pour les longues nuits d’hiver et le ciel qui les habite. Chaque suite dispose d’une banquette chauffée sous une fenêtre orientée au nord, et la réception vous appelle à toute heure dès que l’aurore boréale se met à danser. À l’étage inférieur, la salle de jeu, lambrissée d’épicéa de réemploi et réchauffée par une cheminée de pierre, accueille des tables de blackjack et de poker qui évoquent davantage un club privé qu’un casino. Au dîner, le crabe royal d’Alaska, le renne et les myrtilles sauvages sont servis sans façon, accompagnés d’une remarquable carte de vins du Nord-Ouest Pacifique.',
      dresscode: 'Tenue décontractée chic ; manteaux et vêtements d’hiver à déposer au vestiaire',
    },
    'mediterranean-grand-casino-spa': {
      city: 'Sanremo',
      country: 'Italie',
      description:
        'Perché au-dessus de la promenade de Sanremo, là où la Riviera italienne s’incurve doucement vers la France, le Mediterranean Grand Casino & Spa accueille les voyageurs depuis la Belle Époque. Sa façade de stuc crème, ses balcons en fer forgé et ses jardins de citronniers en terrasses encadrent la mer à chaque détour, et le spa, niché sous les jardins, propose des soins à l’eau de mer perfectionnés depuis plus d’un siècle. Le soir venu, les salons de jeu s’ouvrent sous les lustres de Murano, où la roulette et le chemin de fer se jouent sans hâte. Le déjeuner s’y prolonge en terrasse, autour de l’huile d’olive ligure, des trofie al pesto et d’un vermentino bien frais.',
      dresscode: 'Tenue élégante ; veste exigée pour ces messieurs dans les salons après 20 h',
    },
    'golden-dunes-casino-resort': {
      city: 'Dubaï',
      country: 'Émirats arabes unis',
      description:
        'Surgi des sables ambrés aux portes du désert de Dubaï, le Golden Dunes Casino & Resort est une étude de lumière, d’ombre et de silence généreux. Des villas basses en grès entourent un chapelet de bassins nichés dans des patios, et la salle de jeu du pavillon principal, coiffée d’un dôme d’or ajouré, ne ferme jamais ses portes. Les hôtes partent au lever du soleil avec les fauconniers de la maison, reviennent pour un rituel de hammam parfumé à l’oud et à la rose, puis dînent sous les étoiles : agneau rôti lentement et riz au safran. Les majordomes sont attentionnés sans jamais être pressants, et les salons privés comptent parmi les plus discrets du Golfe.',
      dresscode: 'Tenue de soirée élégante ; tenue traditionnelle bienvenue ; pas de tenue de sport dans les salons',
    },
    'celtic-fortune-casino-resort': {
      city: 'Édimbourg',
      country: 'Royaume-Uni',
      description:
        'Niché dans un alignement de maisons géorgiennes au pied de Calton Hill, le Celtic Fortune Casino & Resort embrasse du regard les toits d’Édimbourg jusqu’au Firth of Forth et aux douces collines verdoyantes qui s’étendent au-delà. La demeure, qui date des années 1880, a conservé ses corniches d’origine, ses feux de cheminée et une bibliothèque garnie de single malts rares, tandis que les chambres des étages sont habillées de tweeds aux teintes de bruyère et de laine de Harris. En contrebas, les salons de jeu, intimes et éclairés à la bougie, accueillent blackjack, roulette et une salle de poker qui ne désemplit pas les soirs de festival. Au petit déjeuner : porridge à la crème relevé d’un trait de whisky, haddock fumé et une vue qui récompense les lève-tôt.',
      dresscode: 'Tenue décontractée chic en journée ; veste appréciée après 20 h ; le kilt est chaleureusement bienvenu',
    },
    'alpine-gold-casino-lodge': {
      city: 'Saint-Moritz',
      country: 'Suisse',
      description:
        'Dominant le lac gelé de Saint-Moritz, l’Alpine Gold Casino & Lodge est une retraite de bois et de pierre où la lumière limpide de l’Engadine entre à flots par chaque fenêtre. Chaque chambre possède un coin salon lambrissé de mélèze, un poêle à bois et un balcon face aux sommets du massif de la Bernina. Après une journée sur les pistes de Corviglia, les hôtes se retrouvent autour des tables du salon pour le baccara et la roulette, avant de descendre vers un spa paisible creusé dans la montagne. Au dîner, une cuisine alpine raffinée, des capuns au chevreuil parfumé au genièvre, accompagnée de vins rares de la Valteline voisine.',
      dresscode: 'Tenue élégante ; veste après 20 h ; tenue de ski admise au bar-salon uniquement',
    },
  },
  roomTypes: {
    'royal-palace-casino-resort': {
      'Deluxe Marina Room': {
        name: 'Chambre Deluxe Marina',
        description: 'Baies vitrées du sol au plafond sur Marina Bay, salle de bains en marbre et baignoire profonde.',
        beds: 'Un lit king size ou deux lits queen size',
        view: 'Marina Bay',
      },
      'Premier Club Room': {
        name: 'Chambre Club Premier',
        description: 'Accès au salon Club, avec petit déjeuner, thé de l’après-midi et cocktails du soir au-dessus des toits de la ville.',
        beds: 'Un lit king size',
        view: 'Skyline de la ville',
      },
      'Palace Suite': {
        name: 'Suite Palace',
        description: 'Un salon séparé, une table à manger pour six convives et un majordome disponible jour et nuit.',
        beds: 'Un lit king size et un canapé-lit',
        view: 'Marina Bay',
      },
      'Royal Penthouse': {
        name: 'Penthouse Royal',
        description: 'Le dernier étage : trois chambres, une terrasse avec piscine privée et un chauffeur pour toute la durée du séjour.',
        beds: 'Trois lits king size',
        view: 'Panorama sur la baie et la ville',
      },
    },
    'nordic-star-casino-hotel': {
      'Aurora Room': {
        name: 'Chambre Aurora',
        description: 'Boiseries chaleureuses, sols chauffants et un appel pour vous réveiller dès que les aurores boréales apparaissent.',
        beds: 'Un lit queen size',
        view: 'Forêt boréale',
      },
      'Glass-Roof Aurora Suite': {
        name: 'Suite Aurora sous verrière',
        description: 'Contemplez le ciel depuis votre lit, sous une verrière chauffée, au coin d’un feu de bois.',
        beds: 'Un lit king size',
        view: 'Plein ciel',
      },
      'Family Lodge Suite': {
        name: 'Suite Lodge Famille',
        description: 'Deux chambres, un coin lecture et un sauna rien qu’à vous pour les soirées après la neige.',
        beds: 'Un lit king size et deux lits simples',
        view: 'Rivière Chena',
      },
      'Northern Lights Presidential Suite': {
        name: 'Suite Présidentielle Aurores Boréales',
        description: 'Une suite d’angle avec observatoire vitré, un chef privé et un guide pour les nuits d’aurore.',
        beds: 'Deux lits king size',
        view: 'Panorama sur le ciel des aurores',
      },
    },
    'mediterranean-grand-casino-spa': {
      'Riviera Room': {
        name: 'Chambre Riviera',
        description: 'Sols frais en terrazzo, linge de lit aux bleus tendres et balcon sur le jardin de citronniers.',
        beds: 'Un lit king size ou deux lits simples',
        view: 'Jardin',
      },
      'Sea View Junior Suite': {
        name: 'Junior Suite Vue Mer',
        description: 'Un coin salon près de la fenêtre et un balcon face à la mer Ligure au coucher du soleil.',
        beds: 'Un lit king size',
        view: 'Mer Ligure',
      },
      'Terrace Suite': {
        name: 'Suite Terrasse',
        description: 'Une terrasse privée pour le petit déjeuner au grand air et une salle de bains en marbre de Carrare.',
        beds: 'Un lit king size et un canapé-lit',
        view: 'La mer, depuis une terrasse privée',
      },
      'Villa Fiori Presidential Suite': {
        name: 'Suite Présidentielle Villa Fiori',
        description: 'Une villa au sein du resort : deux chambres, un jardin clos de murs et un bassin de plongée.',
        beds: 'Deux lits king size',
        view: 'Mer et jardin privé',
      },
    },
    'golden-dunes-casino-resort': {
      'Desert Deluxe Room': {
        name: 'Chambre Deluxe Désert',
        description: 'Intérieurs couleur sable, douche à effet pluie et balcon face aux dunes au crépuscule.',
        beds: 'Un lit king size ou deux lits queen size',
        view: 'Dunes du désert',
      },
      'Arabian Gulf Club Room': {
        name: 'Chambre Club Golfe Arabique',
        description: 'Accès au salon Club et vue sur l’eau jusqu’aux lumières de la ville.',
        beds: 'Un lit king size',
        view: 'Golfe Arabique',
      },
      'Oasis Pool Villa': {
        name: 'Villa Oasis avec piscine',
        description: 'Une villa ceinte de murs avec sa propre piscine, un majlis ombragé et un majordome dédié.',
        beds: 'Un lit king size et deux lits simples',
        view: 'Piscine privée et palmiers',
      },
      'Royal Dune Suite': {
        name: 'Suite Royale des Dunes',
        description: 'Trois chambres, une salle de cinéma privée et un transfert en hélicoptère depuis l’aéroport.',
        beds: 'Trois lits king size',
        view: 'Panorama sur le désert et le Golfe',
      },
    },
    'celtic-fortune-casino-resort': {
      'Classic Room': {
        name: 'Chambre Classique',
        description: 'Plaids en tartan, un secrétaire et une banquette sous la fenêtre donnant sur la cour paisible.',
        beds: 'Un lit queen size',
        view: 'Cour intérieure',
      },
      'Castle View Room': {
        name: 'Chambre Vue Château',
        description: 'Le château d’Édimbourg sous vos yeux depuis le lit, et une carafe de whisky pour vous accueillir.',
        beds: 'Un lit king size',
        view: 'Château d’Édimbourg',
      },
      'Highland Suite': {
        name: 'Suite Highland',
        description: 'Un salon avec feu de cheminée et un bow-window sur les toits de la vieille ville.',
        beds: 'Un lit king size et un canapé-lit',
        view: 'Château et vieille ville',
      },
      "Laird's Suite": {
        name: 'Suite du Laird',
        description: 'Deux chambres sous la tourelle, une bibliothèque et un joueur de cornemuse pour saluer votre retour.',
        beds: 'Deux lits king size',
        view: 'Panorama sur la vieille ville',
      },
    },
    'alpine-gold-casino-lodge': {
      'Alpine Room': {
        name: 'Chambre Alpine',
        description: 'Lambris de mélèze, lit de plumes et balcon sur les toits du village.',
        beds: 'Un lit king size ou deux lits simples',
        view: 'Village',
      },
      'Lake View Junior Suite': {
        name: 'Junior Suite Vue Lac',
        description: 'Un coin salon au coin du feu et, l’hiver, le lac gelé sous la fenêtre.',
        beds: 'Un lit king size',
        view: 'Lac de Saint-Moritz',
      },
      'Engadin Family Suite': {
        name: 'Suite Famille Engadine',
        description: 'Deux chambres, un local à skis avec chauffe-chaussures et une chambre à lits superposés qui fait le bonheur des enfants.',
        beds: 'Un lit king size et des lits superposés',
        view: 'Montagnes de l’Engadine',
      },
      'Piz Nair Penthouse': {
        name: 'Penthouse Piz Nair',
        description: 'Le dernier étage du lodge : un spa privé, un bain à remous en terrasse et un majordome dédié au ski.',
        beds: 'Deux lits king size',
        view: 'Sommets de l’Engadine',
      },
    },
  },
  events: {
    'high-roller-poker-championship': {
      title: 'Championnat de poker High Roller Aurelia',
      location: 'Royal Palace Casino & Resort, Singapour',
      description: 'Trois jours de no-limit hold’em dans le Grand Salon, avec une dotation de 1 M€ et une table finale de gala.',
      category: 'Tournoi',
    },
    'riviera-wine-and-jazz-evening': {
      title: 'Soirée Vins & Jazz de la Riviera',
      location: 'Mediterranean Grand Casino & Spa, Riviera italienne',
      description: 'De rares millésimes ligures sur la terrasse face à la mer, accompagnés d’un dîner en cinq services et d’un quartet de jazz live.',
      category: 'Gastronomie',
    },
    'northern-lights-gala': {
      title: 'Gala des Aurores Boréales',
      location: 'Nordic Star Casino & Hotel, Fairbanks, Alaska',
      description: 'Un dîner en smoking sous l’aurore boréale, avec un quatuor à cordes et une observation du ciel à minuit sur la terrasse de verre.',
      category: 'Gala',
    },
    'desert-stars-masquerade': {
      title: 'Bal masqué des Étoiles du Désert',
      location: 'Golden Dunes Casino & Resort, Dubaï',
      description: 'Un bal masqué au milieu des dunes : musique live, feux d’artifice et le casino ouvert jusqu’à l’aube.',
      category: 'Divertissement',
    },
    'highland-whisky-evening': {
      title: 'Soirée Whisky des Highlands',
      location: 'Celtic Fortune Casino & Resort, Édimbourg',
      description: 'Une dégustation de single malts rares au bar de la bibliothèque.',
      category: 'Gastronomie',
    },
  },
  venues: {
    'royal-palace-casino-resort': {
      'jade-pavilion': {
        cuisine: 'Cantonaise',
        description:
          'Dim sum façonnés à la main au déjeuner et banquet cantonais le soir, sous les paravents laqués de l’ancienne salle de bal restaurée ; le canard rôti est découpé à table.',
        sittings: { Lunch: 'Déjeuner', Dinner: 'Dîner' },
      },
      'the-verandah': {
        cuisine: 'Peranakan et cuisine des Détroits',
        description:
          'Laksa nyonya, ayam buah keluak et kueh selon les recettes des familles chinoises des Détroits, servis sur la véranda est à l’heure où s’allument les lumières de la baie.',
        sittings: { Lunch: 'Déjeuner', Dinner: 'Dîner' },
      },
      'marina-grill': {
        cuisine: 'Viandes grillées et fruits de mer',
        description: 'Wagyu grillé au binchotan, crabe du Sri Lanka et une cave de bordeaux, avec tout Marina Bay dans les baies vitrées.',
        sittings: { Dinner: 'Dîner' },
      },
      'orchid-spa': {
        description: 'Huit suites de soins autour d’un patio d’orchidées blanches, avec des rituels inspirés des traditions malaise, chinoise et indienne.',
        sittings: { Day: 'Journée' },
        treatments: {
          'Traditional Malay Urut': 'Urut, massage traditionnel malais',
          'Jade Stone Facial': 'Soin du visage aux pierres de jade',
          'Pandan and Coconut Body Ritual': 'Rituel corps pandan et coco',
          'Foot Reflexology': 'Réflexologie plantaire',
          'Royal Orchid Journey': 'Voyage Orchidée Royale',
        },
      },
    },
    'nordic-star-casino-hotel': {
      'aurora-dining-room': {
        cuisine: 'Produits de la mer d’Alaska',
        description:
          'Saumon de la Copper River, crabe royal de Bristol Bay et renne de l’intérieur des terres, sous une verrière où les aurores boréales font partie du service.',
        sittings: { Dinner: 'Dîner' },
      },
      'trappers-lodge': {
        cuisine: 'Fumoir et grill',
        description:
          'Poitrine de bœuf fumée au bouleau, pancakes au levain et tarte aux myrtilles sauvages près d’une cheminée en pierres brutes ; l’esprit des pionniers, gardé bien au chaud.',
        sittings: { Lunch: 'Déjeuner', Dinner: 'Dîner' },
      },
      'borealis-spa': {
        description: 'Un sauna en cèdre, un bassin d’eau de source chaude ouvert sur le ciel d’hiver et des soins empruntés à la forêt boréale.',
        sittings: { Day: 'Journée' },
        treatments: {
          'Birch Sauna Ritual': 'Rituel du sauna au bouleau',
          'Glacial Clay Wrap': 'Enveloppement à l’argile glaciaire',
          'Hot Stone Massage': 'Massage aux pierres chaudes',
          'Spruce Tip Facial': 'Soin du visage aux bourgeons d’épicéa',
        },
      },
    },
    'mediterranean-grand-casino-spa': {
      'terrazza-dei-fiori': {
        cuisine: 'Ligure',
        description:
          'Trofie al pesto au basilic cultivé sur les terrasses qui dominent Sanremo, olives taggiasche et pêche du matin, sur une terrasse parmi les roses des marchés aux fleurs.',
        sittings: { Lunch: 'Déjeuner', Dinner: 'Dîner' },
      },
      'osteria-del-porto': {
        cuisine: 'Produits de la mer de la Riviera',
        description: 'Crevettes rouges de Sanremo, cappon magro et une carte de vermentinos, dans une salle voûtée sur le vieux port.',
        sittings: { Dinner: 'Dîner' },
      },
      'spa-riviera': {
        description:
          'Des bassins de thalassothérapie alimentés par la mer Ligure, et des rituels à l’olive, au citron et au romarin des collines qui dominent la ville.',
        sittings: { Day: 'Journée' },
        treatments: {
          'Olive Oil and Sea Salt Scrub': 'Gommage à l’huile d’olive et au sel marin',
          'Ligurian Lemon Massage': 'Massage au citron de Ligurie',
          'Thalasso Facial': 'Soin du visage thalasso',
          'Rosemary and Lavender Ritual': 'Rituel romarin et lavande',
          'Express Neck and Shoulders': 'Express nuque et épaules',
        },
      },
    },
    'golden-dunes-casino-resort': {
      'al-majlis': {
        cuisine: 'Émiratie',
        description: 'Ouzi d’agneau longuement mijoté, machboos et luqaimat au sirop de dattes, servis dans un majlis de tapis et de lanternes en laiton.',
        sittings: { Lunch: 'Déjeuner', Dinner: 'Dîner' },
      },
      'saffron-and-sea': {
        cuisine: 'Produits de la mer du Levant',
        description:
          'Hammour du Golfe, riz au safran et mezzés sur une terrasse dominant le lagon du resort, tandis que le désert se rafraîchit après le coucher du soleil.',
        sittings: { Dinner: 'Dîner' },
      },
      'sky-grill': {
        cuisine: 'Grill contemporain',
        description: 'Wagyu et homard saisis au four Josper, cinquante étages plus haut, avec les dunes d’un côté et le Golfe de l’autre.',
        sittings: { Dinner: 'Dîner' },
      },
      'dunes-hammam-and-spa': {
        description: 'Un hammam de marbre sous une coupole percée d’étoiles, et des soins à l’oud, à l’ambre, à la rose et à l’or d’Arabie.',
        sittings: { Day: 'Journée' },
        treatments: {
          'Royal Hammam Ritual': 'Rituel royal du hammam',
          'Oud and Amber Massage': 'Massage oud et ambre',
          '24-Carat Gold Facial': 'Soin du visage à l’or 24 carats',
          'Date and Honey Body Wrap': 'Enveloppement corps datte et miel',
          'Desert Rose Journey': 'Voyage Rose des Sables',
          'Foot Ritual': 'Rituel des pieds',
        },
      },
    },
    'celtic-fortune-casino-resort': {
      'castle-rock-grill': {
        cuisine: 'Écossaise',
        description: 'Aberdeen Angus, chevreuil des Highlands et langoustines de la côte ouest, avec le château illuminé au-dessus de la fenêtre.',
        sittings: { Lunch: 'Déjeuner', Dinner: 'Dîner' },
      },
      'thistle-and-oyster': {
        cuisine: 'Produits de la mer',
        description:
          'Huîtres du Loch Fyne, coquilles Saint-Jacques pêchées en plongée et haddock fumé, avec un malt rare choisi parmi les quatre cents du bar.',
        sittings: { Dinner: 'Dîner' },
      },
      'heather-spa': {
        description:
          'Deux salles de soins dans les anciennes chambres fortes de la banque, avec des produits à la bruyère, aux algues et au miel des Highlands.',
        sittings: { Day: 'Journée' },
        treatments: {
          'Highland Hot Stone Massage': 'Massage aux pierres chaudes des Highlands',
          'Hebridean Seaweed Wrap': 'Enveloppement aux algues des Hébrides',
          'Heather and Honey Facial': 'Soin du visage bruyère et miel',
          'Deep Tissue Massage': 'Massage des tissus profonds',
        },
      },
    },
    'alpine-gold-casino-lodge': {
      'stuva-engiadina': {
        cuisine: 'Engadinoise',
        description:
          'Capuns, pizzoccheri et Bündner Nusstorte dans une stüva lambrissée de pin datant de 1896, dont le poêle s’allume dès les premières neiges.',
        sittings: { Lunch: 'Déjeuner', Dinner: 'Dîner' },
      },
      'le-chalet': {
        cuisine: 'Fondue et raclette',
        description: 'Fondue moitié-moitié, raclette à la meule et kirsch des vergers de Zoug, dans un chalet au bord du lac.',
        sittings: { Dinner: 'Dîner' },
      },
      'alpine-spring-spa': {
        description: 'L’eau minérale des sources de Saint-Moritz, un bassin face au Piz Nair et des soins à l’arnica, au pin et au foin.',
        sittings: { Day: 'Journée' },
        treatments: {
          'Alpine Herb Massage': 'Massage aux herbes des Alpes',
          'Engadin Mineral Ritual': 'Rituel minéral de l’Engadine',
          'Arnica Sports Massage': 'Massage sportif à l’arnica',
          'Glacier Facial': 'Soin du visage Glacier',
          'Hay Bath': 'Bain de foin',
        },
      },
    },
  },
} satisfies DemoTranslations;
