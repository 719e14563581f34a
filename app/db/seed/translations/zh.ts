import type { DemoTranslations } from './types';

export const zh = {
  hotels: {
    'royal-palace-casino-resort': {
      city: '新加坡',
      country: '新加坡',
      description:
        'Royal Palace Casino & Resort 隐于一道精心修复的殖民时期立面之后，白色廊柱与百叶游廊静静伫立，隔着滨海湾平静的水面，遥望璀璨的天际线。客房以柚木地板、手绘丝绸壁板与深嵌式大理石浴缸相映成趣；原宴会厅天花之下的博彩沙龙，自黄昏至破晓之后，始终低语不绝。季风云层聚拢之时，下午茶于东侧游廊奉上；私人游艇载宾客横渡海湾，共赴晚宴。这是一座讲究仪式、恪守谨慎的府邸——员工记得您的名字，却从不记得您的失利。',
      dresscode: '精致优雅着装；晚上8点后请着西装外套；博彩区谢绝沙滩装束',
    },
    'nordic-star-casino-hotel': {
      city: '费尔班克斯',
      country: '美国',
      description:
        'Nordic Star Casino & Hotel 坐落于白桦林覆盖的山脊之上，距费尔班克斯市中心仅二十分钟车程，专为漫长冬夜、以及充盈其间的天空而建。每间套房均设朝北的暖座飘窗；极光一旦开始舞动，前台无论何时都会致电相告。楼下的牌室以回收云杉木镶板，石砌壁炉送来融融暖意，二十一点与扑克牌桌更似私人俱乐部，而非赌场大厅。晚餐以阿拉斯加帝王蟹、驯鹿肉与野生蓝莓为主角，不事雕琢，佐以一份出色的太平洋西北地区葡萄酒单。',
      dresscode: '轻松的休闲雅致着装；冬季外套请存放于衣帽间',
    },
    'mediterranean-grand-casino-spa': {
      city: '圣雷莫',
      country: '意大利',
      description:
        'Mediterranean Grand Casino & Spa 高踞圣雷莫海滨步道之上，意大利里维埃拉在此温柔地向法国弯去；自美好年代起，这里便迎候着四方旅人。奶油色灰泥立面、铁艺阳台与层层叠叠的柠檬花园，处处将大海框入画中；花园下方的水疗中心提供海水疗程，历经百余年精心雕琢。入夜，博彩沙龙在穆拉诺水晶吊灯下开启，轮盘与铁路百家乐不疾不徐地进行。午餐则是一场悠长的盛宴：露台之上，利古里亚橄榄油、青酱特罗菲面与冰镇维蒙蒂诺葡萄酒次第登场。',
      dresscode: '精致优雅着装；晚上8点后，男士进入沙龙须着西装外套',
    },
    'golden-dunes-casino-resort': {
      city: '迪拜',
      country: '阿拉伯联合酋长国',
      description:
        'Golden Dunes Casino & Resort 自迪拜沙漠边缘的琥珀色沙海中拔地而起，光影交织，静谧辽阔。低矮的砂岩别墅环绕着一串庭院泳池；主楼博彩大厅冠以镂空金色穹顶，大门从不关闭。清晨，宾客随驻场驯鹰师迎着朝阳出发，归来后享受一场沉香与玫瑰芬芳萦绕的哈曼浴仪式，夜晚则在星空下品尝慢烤羊肉与藏红花饭。管家殷勤周到却从不打扰，私人沙龙更是海湾地区最为私密的去处之一。',
      dresscode: '优雅晚装；欢迎身着民族传统服饰；沙龙内谢绝运动装',
    },
    'celtic-fortune-casino-resort': {
      city: '爱丁堡',
      country: '英国',
      description:
        'Celtic Fortune Casino & Resort 隐身于卡尔顿山下一排乔治亚风格的联排建筑之中，越过爱丁堡的层层屋顶，远眺福斯湾与其后柔缓的青翠山丘。宅邸建于19世纪80年代，至今保留着原有的檐口线脚、明火壁炉，以及一间珍藏稀有单一麦芽威士忌的图书馆；楼上客房则以石楠色粗花呢与哈里斯羊毛装点。楼下的牌室私密静谧，烛光摇曳，设有二十一点、轮盘，以及在艺术节之夜座无虚席的扑克室。早餐有淋上奶油、添一点威士忌的燕麦粥，有烟熏黑线鳕，还有一幅不负早起的风景。',
      dresscode: '日间休闲雅致着装；晚上8点后建议着西装外套；诚挚欢迎身着苏格兰格纹裙',
    },
    'alpine-gold-casino-lodge': {
      city: '圣莫里茨',
      country: '瑞士',
      description:
        'Alpine Gold Casino & Lodge 高居冰封的圣莫里茨湖之上，是一处木与石筑就的静修之所，恩加丁澄澈的光线自每一扇窗倾泻而入。每间客房均设落叶松木镶板的起居角、燃木火炉，以及正对贝尔尼纳山脉群峰的阳台。在科尔维利亚雪场尽兴一日后，宾客围坐沙龙牌桌，畅玩百家乐与轮盘，再步入嵌于山体之中的静谧水疗中心。晚餐是精致的阿尔卑斯料理，从卡蓬斯菜卷到杜松子烩鹿肉，佐以邻近瓦尔泰利纳的珍稀葡萄酒。',
      dresscode: '精致优雅着装；晚上8点后请着西装外套；滑雪服仅限于酒廊酒吧',
    },
  },
  roomTypes: {
    'royal-palace-casino-resort': {
      'Deluxe Marina Room': {
        name: '豪华滨海客房',
        description: '落地窗外即是滨海湾，大理石浴室配有深浸式浴缸。',
        beds: '一张特大床或两张大床',
        view: '滨海湾',
      },
      'Premier Club Room': {
        name: '尊贵行政客房',
        description: '尊享行政酒廊礼遇，包括早餐、下午茶，以及天际线之上的晚间鸡尾酒。',
        beds: '一张特大床',
        view: '城市天际线',
      },
      'Palace Suite': {
        name: '宫廷套房',
        description: '独立客厅、六人餐桌，另有管家日夜随时待命。',
        beds: '一张特大床及一张沙发床',
        view: '滨海湾',
      },
      'Royal Penthouse': {
        name: '皇家顶层套房',
        description: '独占顶层：三间卧室、带私人泳池的露台，入住期间更配备专属司机。',
        beds: '三张特大床',
        view: '海湾与城市全景',
      },
    },
    'nordic-star-casino-hotel': {
      'Aurora Room': {
        name: '极光客房',
        description: '温润木饰、地暖，北极光出现时还有专属叫醒服务。',
        beds: '一张大床',
        view: '北方针叶林',
      },
      'Glass-Roof Aurora Suite': {
        name: '玻璃穹顶极光套房',
        description: '躺在床上，透过加热玻璃屋顶仰望夜空，身旁燃木壁炉噼啪作响。',
        beds: '一张特大床',
        view: '开阔天空',
      },
      'Family Lodge Suite': {
        name: '家庭木屋套房',
        description: '两间卧室、一处阅读角，还有专属桑拿，伴您度过雪后的夜晚。',
        beds: '一张特大床及两张单人床',
        view: '切纳河',
      },
      'Northern Lights Presidential Suite': {
        name: '北极光总统套房',
        description: '转角套房，配有玻璃观星台、私人主厨，以及极光之夜的专属向导。',
        beds: '两张特大床',
        view: '极光天空全景',
      },
    },
    'mediterranean-grand-casino-spa': {
      'Riviera Room': {
        name: '里维埃拉客房',
        description: '清凉的水磨石地面、柔蓝色调的亚麻织品，阳台俯瞰柠檬花园。',
        beds: '一张特大床或两张单人床',
        view: '花园',
      },
      'Sea View Junior Suite': {
        name: '海景小套房',
        description: '窗畔设有起居区，阳台正对日落时分的利古里亚海。',
        beds: '一张特大床',
        view: '利古里亚海',
      },
      'Terrace Suite': {
        name: '露台套房',
        description: '私人露台可享户外早餐，浴室以卡拉拉大理石打造。',
        beds: '一张特大床及一张沙发床',
        view: '私人露台海景',
      },
      'Villa Fiori Presidential Suite': {
        name: '菲奥里别墅总统套房',
        description: '度假村中的独立别墅：两间卧室、围墙环绕的花园与浸泡池。',
        beds: '两张特大床',
        view: '海景与私人花园',
      },
    },
    'golden-dunes-casino-resort': {
      'Desert Deluxe Room': {
        name: '沙漠豪华客房',
        description: '沙色调内饰、雨淋花洒，阳台正对暮色中的沙丘。',
        beds: '一张特大床或两张大床',
        view: '沙漠沙丘',
      },
      'Arabian Gulf Club Room': {
        name: '阿拉伯湾行政客房',
        description: '尊享行政酒廊礼遇，隔水远眺城市灯火。',
        beds: '一张特大床',
        view: '阿拉伯湾',
      },
      'Oasis Pool Villa': {
        name: '绿洲泳池别墅',
        description: '围墙环抱的别墅，自带泳池、荫凉的马吉利斯会客厅与专属管家。',
        beds: '一张特大床及两张单人床',
        view: '私人泳池与棕榈树',
      },
      'Royal Dune Suite': {
        name: '皇家沙丘套房',
        description: '三间卧室、私人影院，并提供机场直升机接送。',
        beds: '三张特大床',
        view: '沙漠与海湾全景',
      },
    },
    'celtic-fortune-casino-resort': {
      'Classic Room': {
        name: '经典客房',
        description: '格纹羊毛毯、书桌，以及俯瞰静谧庭院的窗边座椅。',
        beds: '一张大床',
        view: '庭院',
      },
      'Castle View Room': {
        name: '城堡景观客房',
        description: '躺在床上即可望见爱丁堡城堡，抵达时更有一樽威士忌醒酒瓶相迎。',
        beds: '一张特大床',
        view: '爱丁堡城堡',
      },
      'Highland Suite': {
        name: '高地套房',
        description: '客厅设明火壁炉，凸窗俯瞰老城屋顶。',
        beds: '一张特大床及一张沙发床',
        view: '城堡与老城',
      },
      "Laird's Suite": {
        name: '领主套房',
        description: '塔楼之下的两间卧室、一间藏书室，还有风笛手迎您归来。',
        beds: '两张特大床',
        view: '老城全景',
      },
    },
    'alpine-gold-casino-lodge': {
      'Alpine Room': {
        name: '阿尔卑斯客房',
        description: '落叶松木护墙、羽绒床，阳台俯瞰村落屋顶。',
        beds: '一张特大床或两张单人床',
        view: '村落',
      },
      'Lake View Junior Suite': {
        name: '湖景小套房',
        description: '炉火旁的起居角；冬日里，冰封的湖面就在窗下。',
        beds: '一张特大床',
        view: '圣莫里茨湖',
      },
      'Engadin Family Suite': {
        name: '恩加丁家庭套房',
        description: '两间卧室、配有滑雪靴烘干器的雪具间，以及孩子们最爱的双层床房间。',
        beds: '一张特大床及一张双层床',
        view: '恩加丁群山',
      },
      'Piz Nair Penthouse': {
        name: '皮兹奈尔顶层套房',
        description: '山林小屋的顶层：私人水疗、露台热水浴池与滑雪管家。',
        beds: '两张特大床',
        view: '恩加丁群峰',
      },
    },
  },
  events: {
    'high-roller-poker-championship': {
      title: 'Aurelia 豪客扑克锦标赛',
      location: '新加坡 · Royal Palace Casino & Resort',
      description: '在大沙龙连续三天上演无限注德州扑克，奖池高达100万欧元，并以盛大的决赛桌压轴。',
      category: '锦标赛',
    },
    'riviera-wine-and-jazz-evening': {
      title: '里维埃拉美酒与爵士之夜',
      location: '意大利里维埃拉 · Mediterranean Grand Casino & Spa',
      description: '在海景露台品鉴珍稀利古里亚年份佳酿，搭配五道式晚宴与现场爵士四重奏。',
      category: '美食美酒',
    },
    'northern-lights-gala': {
      title: '北极光盛典',
      location: '阿拉斯加费尔班克斯 · Nordic Star Casino & Hotel',
      description: '极光之下的黑领结晚宴，弦乐四重奏相伴，午夜时分于玻璃露台共赏夜空。',
      category: '盛典',
    },
    'desert-stars-masquerade': {
      title: '沙漠星空假面舞会',
      location: '迪拜 · Golden Dunes Casino & Resort',
      description: '沙丘之间的假面舞会：现场音乐、烟花表演，赌场通宵开放直至黎明。',
      category: '娱乐',
    },
    'highland-whisky-evening': {
      title: '高地威士忌之夜',
      location: '爱丁堡 · Celtic Fortune Casino & Resort',
      description: '在图书馆酒吧品鉴珍稀单一麦芽威士忌。',
      category: '美食美酒',
    },
  },
  venues: {
    'royal-palace-casino-resort': {
      'jade-pavilion': {
        cuisine: '粤菜',
        description: '午间供应手工点心，夜晚则在修复一新的宴会厅漆屏之下呈献粤式盛宴；烧鸭于席前现场片切。',
        sittings: { Lunch: '午餐', Dinner: '晚餐' },
      },
      'the-verandah': {
        cuisine: '娘惹与海峡风味',
        description: '娘惹叻沙、黑果焖鸡与娘惹糕，皆出自海峡华人世家的传承食谱，于海湾灯火初上时在东侧游廊奉上。',
        sittings: { Lunch: '午餐', Dinner: '晚餐' },
      },
      'marina-grill': {
        cuisine: '牛排与海鲜',
        description: '备长炭烤和牛、斯里兰卡蟹与满窖波尔多佳酿，窗外尽览整片滨海湾。',
        sittings: { Dinner: '晚餐' },
      },
      'orchid-spa': {
        description: '八间理疗套房环绕白色兰花庭院，疗程源自马来、中国与印度的传统。',
        sittings: { Day: '全天' },
        treatments: {
          'Traditional Malay Urut': '传统马来 Urut 按摩',
          'Jade Stone Facial': '玉石面部护理',
          'Pandan and Coconut Body Ritual': '香兰椰子身体护理',
          'Foot Reflexology': '足底反射疗法',
          'Royal Orchid Journey': '皇家兰花之旅',
        },
      },
    },
    'nordic-star-casino-hotel': {
      'aurora-dining-room': {
        cuisine: '阿拉斯加海鲜',
        description: '铜河三文鱼、布里斯托尔湾帝王蟹与内陆驯鹿肉，在玻璃穹顶下享用——北极光亦是餐桌服务的一部分。',
        sittings: { Dinner: '晚餐' },
      },
      'trappers-lodge': {
        cuisine: '烟熏与烧烤',
        description: '白桦木烟熏牛胸肉、酸面团松饼与野生蓝莓派，围坐毛石壁炉旁享用；一座拓荒时代的木屋，炉火长暖。',
        sittings: { Lunch: '午餐', Dinner: '晚餐' },
      },
      'borealis-spa': {
        description: '雪松桑拿、向冬日天空敞开的温泉池，以及取材于北方森林的护理疗程。',
        sittings: { Day: '全天' },
        treatments: {
          'Birch Sauna Ritual': '白桦桑拿仪式',
          'Glacial Clay Wrap': '冰川泥身体裹敷',
          'Hot Stone Massage': '热石按摩',
          'Spruce Tip Facial': '云杉嫩芽面部护理',
        },
      },
    },
    'mediterranean-grand-casino-spa': {
      'terrazza-dei-fiori': {
        cuisine: '利古里亚菜',
        description: '青酱特罗菲面选用圣雷莫山坡梯田种植的罗勒，配塔加斯卡橄榄与当日清晨渔获，于鲜花市场玫瑰环绕的露台上享用。',
        sittings: { Lunch: '午餐', Dinner: '晚餐' },
      },
      'osteria-del-porto': {
        cuisine: '里维埃拉海鲜',
        description: '圣雷莫红虾、卡蓬马格罗海鲜塔与维蒙蒂诺酒单，于老港畔的拱顶餐厅中呈献。',
        sittings: { Dinner: '晚餐' },
      },
      'spa-riviera': {
        description: '引利古里亚海水注入的海洋疗法泳池，以及取材小镇后山橄榄、柠檬与迷迭香的护理仪式。',
        sittings: { Day: '全天' },
        treatments: {
          'Olive Oil and Sea Salt Scrub': '橄榄油海盐磨砂',
          'Ligurian Lemon Massage': '利古里亚柠檬按摩',
          'Thalasso Facial': '海洋疗法面部护理',
          'Rosemary and Lavender Ritual': '迷迭香薰衣草仪式',
          'Express Neck and Shoulders': '肩颈快速舒缓',
        },
      },
    },
    'golden-dunes-casino-resort': {
      'al-majlis': {
        cuisine: '阿联酋菜',
        description: '慢炖羊肉欧兹、马克布斯香饭与淋上椰枣糖浆的卢凯马特甜球，于地毯与黄铜灯笼装点的马吉利斯中享用。',
        sittings: { Lunch: '午餐', Dinner: '晚餐' },
      },
      'saffron-and-sea': {
        cuisine: '黎凡特海鲜',
        description: '海湾石斑鱼、藏红花饭与中东开胃小菜，在俯瞰度假村泻湖的露台上享用，日落后的沙漠渐渐转凉。',
        sittings: { Dinner: '晚餐' },
      },
      'sky-grill': {
        cuisine: '现代烧烤',
        description: 'Josper 炭烤炉烹制的和牛与龙虾，高踞五十层之上，一侧是沙丘，一侧是海湾。',
        sittings: { Dinner: '晚餐' },
      },
      'dunes-hammam-and-spa': {
        description: '星光穿透穹顶之下的大理石哈曼浴室，以及融入沉香、琥珀、玫瑰与阿拉伯黄金的护理疗程。',
        sittings: { Day: '全天' },
        treatments: {
          'Royal Hammam Ritual': '皇家哈曼浴仪式',
          'Oud and Amber Massage': '沉香琥珀按摩',
          '24-Carat Gold Facial': '24K 黄金面部护理',
          'Date and Honey Body Wrap': '椰枣蜂蜜身体裹敷',
          'Desert Rose Journey': '沙漠玫瑰之旅',
          'Foot Ritual': '足部护理仪式',
        },
      },
    },
    'celtic-fortune-casino-resort': {
      'castle-rock-grill': {
        cuisine: '苏格兰菜',
        description: '阿伯丁安格斯牛肉、高地鹿肉与西海岸海螯虾，窗外高处是灯光映照的城堡。',
        sittings: { Lunch: '午餐', Dinner: '晚餐' },
      },
      'thistle-and-oyster': {
        cuisine: '海鲜',
        description: '法恩湖生蚝、潜水手采扇贝与烟熏黑线鳕，再从酒吧四百款珍藏中挑选一杯稀有麦芽威士忌。',
        sittings: { Dinner: '晚餐' },
      },
      'heather-spa': {
        description: '两间理疗室设于昔日银行的金库之中，选用石楠花、海藻与高地蜂蜜制成的护理产品。',
        sittings: { Day: '全天' },
        treatments: {
          'Highland Hot Stone Massage': '高地热石按摩',
          'Hebridean Seaweed Wrap': '赫布里底海藻裹敷',
          'Heather and Honey Facial': '石楠蜂蜜面部护理',
          'Deep Tissue Massage': '深层组织按摩',
        },
      },
    },
    'alpine-gold-casino-lodge': {
      'stuva-engiadina': {
        cuisine: '恩加丁菜',
        description: '卡蓬斯菜卷、荞麦宽面与格劳宾登核桃挞，于1896年的松木镶板传统木屋餐厅中享用，初雪一落，暖炉即燃。',
        sittings: { Lunch: '午餐', Dinner: '晚餐' },
      },
      'le-chalet': {
        cuisine: '芝士火锅与拉克雷特',
        description: '双拼芝士火锅、整轮现刮的拉克雷特奶酪，以及产自楚格果园的樱桃白兰地，于湖畔木屋中尽享。',
        sittings: { Dinner: '晚餐' },
      },
      'alpine-spring-spa': {
        description: '引自圣莫里茨泉眼的矿泉水、正对皮兹奈尔峰的泳池，以及山金车、松木与干草护理疗程。',
        sittings: { Day: '全天' },
        treatments: {
          'Alpine Herb Massage': '阿尔卑斯草本按摩',
          'Engadin Mineral Ritual': '恩加丁矿物仪式',
          'Arnica Sports Massage': '山金车运动按摩',
          'Glacier Facial': '冰川面部护理',
          'Hay Bath': '干草浴',
        },
      },
    },
  },
} satisfies DemoTranslations;
