import type { SeedPost } from './types';

/**
 * The journal's posts written in the site's other languages (docs/decisions/0035): one each in
 * French, German, Italian, Arabic and Chinese, written natively, not translated from the English
 * ones. Dated before the English posts, so the English /blog (English first, then the others, newest
 * first within each) reads as plain newest first on the demo data. Hotel links go to the English
 * hotel pages, which every deployment publishes.
 */
export const demoPostsInOtherLanguages: SeedPost[] = [
  {
    slug: 'saint-moritz-l-hiver-et-l-art-de-la-lenteur',
    title: 'Saint-Moritz, l’hiver et l’art de la lenteur',
    date: '2026-02-17',
    language: 'fr',
    image: '/images/hotels/alpine-gold-casino-lodge.svg',
    content: `Il existe à Saint-Moritz une heure que les habitués attendent toute la journée : celle où le soleil quitte le lac gelé et où les sommets de la Bernina virent au rose, puis au bleu. Les skieurs rentrent, les joues brûlées par le froid, et l’Alpine Gold Casino & Lodge s’emplit d’une rumeur feutrée, faite de bois qui crépite et de verres que l’on remplit.

Depuis l’ouverture de la maison, nous avons appris que l’Engadine ne se visite pas : elle se savoure. Voici quelques conseils glanés auprès de notre équipe pour ceux qui nous rejoindront cet hiver.

## Le matin appartient à la montagne

Partez tôt. À neuf heures, les pistes de Corviglia sont encore lisses comme du velours, et la lumière rasante dessine chaque relief. Notre concierge de ski réchauffe vos chaussures pendant la nuit et peut réserver un moniteur qui connaît les hors-pistes les plus discrets de la vallée.

## Le déjeuner se prend lentement

Au **Stüva Engiadina**, les boiseries d’arole datent du XIXe siècle et les recettes sont plus anciennes encore. Commandez les *capuns*, ces feuilles de blette farcies à la viande séchée des Grisons, puis une tarte aux noix de l’Engadine avec le café. Personne ne vous pressera.

## L’après-midi, la chaleur

L’Alpine Spring Spa propose un bain de foin de montagne récolté chaque été sur les alpages voisins. L’odeur de pin cembro et de thym sauvage reste longtemps sur la peau. Nous conseillons de réserver pour seize heures, afin de sortir au moment précis où la vallée s’illumine.

## Le soir, la table et le jeu

Le dîner au **Chalet** se partage autour d’une fondue moitié-moitié ou d’une raclette que l’on racle à la table. Ensuite, le salon de jeu ouvre ses portes : une salle intime, où l’on vient autant pour la conversation que pour les cartes. La tenue de soirée n’est pas exigée, mais une veste est toujours appréciée.

> « À Saint-Moritz, le luxe, c’est le temps que l’on prend. » C’est ce que répète notre chef concierge à chaque nouvel hôte, et il a raison.

Pour préparer votre séjour, consultez la page de l’[Alpine Gold Casino & Lodge](/rooms/alpine-gold-casino-lodge) : nos chambres donnant sur le lac partent vite dès janvier.
`,
  },
  {
    slug: 'edinburgh-im-herbst-whisky-wind-und-alte-mauern',
    title: 'Edinburgh im Herbst: Whisky, Wind und alte Mauern',
    date: '2026-01-20',
    language: 'de',
    image: '/images/hotels/celtic-fortune-casino-resort.svg',
    content: `Wer Edinburgh nur im Sommer kennt, kennt die Stadt nur halb. Erst im Herbst, wenn der Wind vom Firth of Forth durch die engen Gassen der Altstadt fegt und die Burg schon am Nachmittag im Dunst verschwindet, zeigt sie ihren eigentlichen Charakter: rau, geschichtsträchtig und erstaunlich herzlich.

Das Celtic Fortune Casino & Resort liegt nur wenige Schritte von der Royal Mile entfernt. Unsere Gäste fragen uns oft, wie man ein langes Wochenende in dieser Jahreszeit am besten verbringt. Hier ist unsere Antwort.

## Freitag: Ankommen und Aufwärmen

Lassen Sie den ersten Abend ruhig angehen. Im **Castle Rock Grill** steht schottisches Hochlandrind auf der Karte, dazu Wurzelgemüse aus den Lowlands und eine Sauce mit einem Schuss Speyside-Whisky. Der Blick aus den hohen Fenstern reicht bei klarem Wetter bis zur Burg.

## Samstag: Die Stadt zu Fuß

- **Vormittags** über die Royal Mile hinauf zur Burg, bevor die Reisegruppen kommen.
- **Mittags** Austern und ein Glas Muscadet im **Thistle & Oyster**, unserem Fischrestaurant mit Meeresfrüchten von der Westküste.
- **Nachmittags** ein Spaziergang auf den Calton Hill, von dem aus man über die Dächer der Neustadt bis zum Meer sieht.

## Sonntag: Wärme von innen

Das Heather Spa trägt seinen Namen nicht ohne Grund: Die Anwendungen arbeiten mit Heidekraut, Seetang von den Hebriden und warmen Steinen aus schottischen Flussbetten. Nach einem Morgen an der frischen Luft gibt es kaum etwas Besseres.

## Ein Wort zum Spiel

Unser Spielsaal ist bewusst klein gehalten. Man spielt hier gesellig und ohne Hast, und das Personal erklärt Neulingen gern die Regeln am Roulettetisch. Legen Sie Ihr Budget für den Abend vorher fest und bleiben Sie dabei, dann bleibt das Spiel, was es sein soll: ein Vergnügen.

Mehr über Zimmer, Preise und Restaurants finden Sie auf der Seite des [Celtic Fortune Casino & Resort](/rooms/celtic-fortune-casino-resort). Packen Sie einen guten Mantel ein, den Rest erledigen wir.
`,
  },
  {
    slug: 'sanremo-d-inverno-la-riviera-dei-fiori-senza-fretta',
    title: 'Sanremo d’inverno: la Riviera dei Fiori, senza fretta',
    date: '2025-12-09',
    language: 'it',
    image: '/images/hotels/mediterranean-grand-casino-spa.svg',
    content: `D’inverno Sanremo torna a essere quella che era un tempo: una città di villeggiatura elegante e silenziosa, dove il sole di dicembre scalda ancora le panchine della passeggiata e il mare ha il colore dell’ardesia. È la stagione che preferiamo, e che i nostri ospiti più affezionati scelgono di anno in anno.

Al Mediterranean Grand Casino & Spa abbiamo raccolto i consigli del nostro personale per chi desidera scoprire la Riviera dei Fiori lontano dalla folla estiva.

## La mattina al mercato

Il mercato coperto apre presto. Tra i banchi si trovano olive taggiasche, carciofi di Albenga, focaccia ancora tiepida e, naturalmente, fiori: mimose, anemoni e ranuncoli coltivati sulle colline alle spalle della città. Portatene un mazzo in camera, ci penserà la governante a trovare un vaso.

## Il pranzo in terrazza

Alla **Terrazza dei Fiori** lo chef cucina la Liguria di sempre: trofie al pesto battuto al mortaio, coniglio alla ligure con olive e pinoli, e una torta di riso che ricorda quella delle nonne. Se la giornata è limpida, dal tavolo si vede la costa fino a Capo Verde.

## Il pomeriggio alla Spa Riviera

Il percorso talassoterapico alterna vasche di acqua di mare riscaldata a temperature diverse e si conclude con un impacco di alghe liguri. È il rimedio ideale dopo una mattinata a piedi tra i vicoli della Pigna, il borgo medievale arroccato sopra il porto.

## La sera, il pesce e il gioco

All’**Osteria del Porto** il menu segue il pescato del giorno: gamberi rossi, acciughe marinate, un branzino al sale da dividere in due. Poi, per chi lo desidera, le sale da gioco ospitano una clientela internazionale e rilassata. Un consiglio dei nostri croupier: decidete prima quanto giocare, e godetevi la serata qualunque cosa dicano le carte.

Per prenotare, visitate la pagina del [Mediterranean Grand Casino & Spa](/rooms/mediterranean-grand-casino-spa). A dicembre le camere con vista mare sono le prime a esaurirsi.
`,
  },
  {
    slug: 'layali-al-shita-fi-dubai',
    title: 'ليالي الشتاء في دبي: بين الكثبان والبحر',
    date: '2025-11-18',
    language: 'ar',
    image: '/images/hotels/golden-dunes-casino-resort.svg',
    content: `حين تنحسر حرارة الصيف عن دبي مع حلول شهر نوفمبر، تتغيّر المدينة كلّها. تطول السهرات في الهواء الطلق، وتمتلئ الشرفات بالضيوف، ويصبح الغروب فوق الخليج موعدًا يوميًا لا يفوّته أحد. إنه الموسم الذي ننتظره طوال العام في منتجع Golden Dunes Casino & Resort.

جمعنا في هذه السطور نصائح فريقنا لمن يزورنا هذا الشتاء، ويرغب في أن يعيش المدينة على إيقاعها الحقيقي.

## الصباح في الصحراء

انطلقوا قبل شروق الشمس. على بُعد أقلّ من ساعة من المنتجع تمتدّ الكثبان الذهبية في صمت تامّ، ويرتّب فريق الكونسيرج رحلات هادئة مع مرشدين من أهل المنطقة، تنتهي بقهوة عربية بالهيل وتمر خلاص تحت خيمة من شعر الماعز.

## الغداء على الطريقة الإماراتية

في مطعم **Al Majlis** تُقدَّم أطباق المطبخ الإماراتي الأصيل: الهريس، والمجبوس باللحم، واللقيمات المغموسة بدبس التمر. الجلسة أرضية على الطراز التقليدي، والخدمة متأنّية كما يليق بكرم الضيافة.

## استراحة في الحمّام

يبدأ طقس الحمّام في **Dunes Hammam & Spa** بالبخار، ثم التقشير بالصابون البلدي الأسود، ويُختتم بتدليك بزيت دافئ معطّر بالعود والورد الطائفي. ننصح بحجز موعد في ساعات العصر، لتخرجوا إلى الشرفة مع أوّل نسمات المساء.

## العشاء على البحر

يطلّ مطعم **Saffron & Sea** على مياه الخليج، ويقدّم مأكولات بحرية على الطريقة الشامية: سمك مشوي بالطحينة، وسلطة فتّوش، وأرز بالزعفران. وبعد العشاء تستقبل صالات اللعب ضيوفها في أجواء راقية وهادئة.

> «الضيافة عندنا ليست خدمة، بل عادة». هكذا يقول مدير المنتجع لكلّ ضيف جديد.

ولمن يرتاد صالات اللعب، نذكّر بأنّ اللعب متعة ما دام ضمن حدود مرسومة سلفًا: حدّدوا ميزانية السهرة قبل الجلوس إلى الطاولة والتزموا بها.

للاطّلاع على الغرف والأسعار، تفضّلوا بزيارة صفحة [Golden Dunes Casino & Resort](/rooms/golden-dunes-casino-resort)، فأسابيع الشتاء تُحجز مبكرًا.
`,
  },
  {
    slug: 'xinjiapo-binhaiwan-de-man-shiguang',
    title: '新加坡：滨海湾畔的慢时光',
    date: '2025-10-28',
    language: 'zh',
    image: '/images/hotels/royal-palace-casino-resort.svg',
    content: `清晨六点的滨海湾，海面还笼着一层薄雾，远处的天际线在晨光里一点点亮起来。这是新加坡一天中最安静的时刻，也是 Royal Palace Casino & Resort 的老客人最钟爱的时刻：在东侧回廊上要一壶热茶，看城市慢慢醒来。

许多客人第一次来新加坡，行程排得满满当当。我们的礼宾团队却常常建议：不妨放慢脚步。以下是他们为您准备的一份“慢游”指南。

## 上午：老街与早餐

从酒店步行不远，便是保留着殖民时期风貌的老城区。在熟食中心点一份咖椰吐司、两颗半熟蛋和一杯浓郁的南洋咖啡，与本地人同桌而坐，是了解这座城市最好的开始。

## 午餐：粤菜的讲究

酒店的 **Jade Pavilion** 主理正宗粤菜。午市的点心每日现做，虾饺皮薄透亮，叉烧包松软微甜；若是人多，不妨预订一道脆皮烧鹅。餐厅窗外正对海湾，午后的光线格外柔和。

## 下午：兰花与水疗

**The Orchid Spa** 坐落在热带花园之中。招牌疗程以新鲜香兰叶和冷榨椰子油调制香膏，配合传统马来按摩的长推手法，最能舒缓城市午后的闷热与疲惫。

## 傍晚：娘惹风味

**The Verandah** 的娘惹菜融合了中式与马来的烹饪传统：叻沙汤头浓郁，椰浆与香料层层递进；黑果焖鸡则是许多新加坡家庭的味道。建议提前预订露台座位，欣赏日落时分的海湾。

## 夜晚：游戏厅的礼仪

晚餐之后，游戏厅在昔日舞厅的穹顶之下静静开放。我们的领班提醒各位：入座前请先确认台面限额，并为当晚设定预算、量力而行，游戏才能始终是一种享受。

更多客房与价格信息，请参阅 [Royal Palace Casino & Resort](/rooms/royal-palace-casino-resort) 页面。雨季的午后常有阵雨，酒店大堂备有雨伞，请随时取用。
`,
  },
];
