import { CONFIG_DEFAULTS } from '@/stores/config';
/** Static reference data of the sandbox: what the company's servers would hold for Kazakhstan. */

/**
 * `bins`: SANDBOX VALUES. Six-digit prefixes in the shape of Kazakh banks' Visa and Mastercard BINs, so
 * the card form can name the bank from the number; not a registry of real BINs (the real table is the
 * server's). The sandbox's test cards fall in them: 440043… is Kaspi, 552204… ForteBank; 400000… (the
 * card of someone else) is in none, so it stands for a card whose bank is not recognised.
 */
export const BANKS = [
  { code: 'CASPKZKA', name: 'Kaspi Bank', bins: ['440043', '516949', '440563'] },
  { code: 'HSBKKZKX', name: 'Halyk Bank', bins: ['440564', '539545', '404932'] },
  { code: 'TSESKZKA', name: 'Jusan Bank', bins: ['539551', '405868', '444479'] },
  { code: 'IRTYKZKA', name: 'ForteBank', bins: ['552204', '415486', '517792'] },
  { code: 'KCJBKZKX', name: 'Bank CenterCredit', bins: ['426327', '548318'] },
  { code: 'KSNVKZKA', name: 'Freedom Bank', bins: ['400303', '533647'] },
  { code: 'INLMKZKA', name: 'Home Credit Bank', bins: ['422847', '522868'] },
  { code: 'BRKEKZKA', name: 'Bereke Bank', bins: ['489993', '532130'] },
] as const;

type City = readonly [code: string, ru: string, kz: string];
type Region = { code: string; name: string; nameKz: string; cities: readonly City[] };

/** The 17 regions and 3 cities of republican significance (2022 administrative division). */
export const REGIONS: readonly Region[] = [
  { code: 'astana', name: 'г. Астана', nameKz: 'Астана қ.', cities: [['astana', 'Астана', 'Астана']] },
  { code: 'almaty', name: 'г. Алматы', nameKz: 'Алматы қ.', cities: [['almaty', 'Алматы', 'Алматы']] },
  { code: 'shymkent', name: 'г. Шымкент', nameKz: 'Шымкент қ.', cities: [['shymkent', 'Шымкент', 'Шымкент']] },
  {
    code: 'abai',
    name: 'Абайская область',
    nameKz: 'Абай облысы',
    cities: [
      ['semey', 'Семей', 'Семей'],
      ['ayagoz', 'Аягоз', 'Аягөз'],
      ['kurchatov', 'Курчатов', 'Курчатов'],
    ],
  },
  {
    code: 'akmola',
    name: 'Акмолинская область',
    nameKz: 'Ақмола облысы',
    cities: [
      ['kokshetau', 'Кокшетау', 'Көкшетау'],
      ['stepnogorsk', 'Степногорск', 'Степногор'],
      ['shchuchinsk', 'Щучинск', 'Щучинск'],
    ],
  },
  {
    code: 'aktobe',
    name: 'Актюбинская область',
    nameKz: 'Ақтөбе облысы',
    cities: [
      ['aktobe', 'Актобе', 'Ақтөбе'],
      ['khromtau', 'Хромтау', 'Хромтау'],
      ['kandyagash', 'Кандыагаш', 'Қандыағаш'],
    ],
  },
  {
    code: 'almaty_region',
    name: 'Алматинская область',
    nameKz: 'Алматы облысы',
    cities: [
      ['konaev', 'Конаев', 'Қонаев'],
      ['talgar', 'Талгар', 'Талғар'],
      ['kaskelen', 'Каскелен', 'Қаскелең'],
      ['yesik', 'Есик', 'Есік'],
    ],
  },
  {
    code: 'atyrau',
    name: 'Атырауская область',
    nameKz: 'Атырау облысы',
    cities: [
      ['atyrau', 'Атырау', 'Атырау'],
      ['kulsary', 'Кульсары', 'Құлсары'],
    ],
  },
  {
    code: 'east_kz',
    name: 'Восточно-Казахстанская область',
    nameKz: 'Шығыс Қазақстан облысы',
    cities: [
      ['oskemen', 'Усть-Каменогорск', 'Өскемен'],
      ['ridder', 'Риддер', 'Риддер'],
      ['altai', 'Алтай', 'Алтай'],
    ],
  },
  {
    code: 'zhambyl',
    name: 'Жамбылская область',
    nameKz: 'Жамбыл облысы',
    cities: [
      ['taraz', 'Тараз', 'Тараз'],
      ['shu', 'Шу', 'Шу'],
      ['karatau', 'Каратау', 'Қаратау'],
    ],
  },
  {
    code: 'zhetisu',
    name: 'Жетысуская область',
    nameKz: 'Жетісу облысы',
    cities: [
      ['taldykorgan', 'Талдыкорган', 'Талдықорған'],
      ['tekeli', 'Текели', 'Текелі'],
      ['zharkent', 'Жаркент', 'Жаркент'],
    ],
  },
  {
    code: 'west_kz',
    name: 'Западно-Казахстанская область',
    nameKz: 'Батыс Қазақстан облысы',
    cities: [
      ['oral', 'Уральск', 'Орал'],
      ['aksai', 'Аксай', 'Ақсай'],
    ],
  },
  {
    code: 'karaganda',
    name: 'Карагандинская область',
    nameKz: 'Қарағанды облысы',
    cities: [
      ['karaganda', 'Караганда', 'Қарағанды'],
      ['temirtau', 'Темиртау', 'Теміртау'],
      ['shakhtinsk', 'Шахтинск', 'Шахтинск'],
      ['balkhash', 'Балхаш', 'Балқаш'],
    ],
  },
  {
    code: 'kostanay',
    name: 'Костанайская область',
    nameKz: 'Қостанай облысы',
    cities: [
      ['kostanay', 'Костанай', 'Қостанай'],
      ['rudny', 'Рудный', 'Рудный'],
      ['lisakovsk', 'Лисаковск', 'Лисаков'],
    ],
  },
  {
    code: 'kyzylorda',
    name: 'Кызылординская область',
    nameKz: 'Қызылорда облысы',
    cities: [
      ['kyzylorda', 'Кызылорда', 'Қызылорда'],
      ['aral', 'Аральск', 'Арал'],
    ],
  },
  {
    code: 'mangystau',
    name: 'Мангистауская область',
    nameKz: 'Маңғыстау облысы',
    cities: [
      ['aktau', 'Актау', 'Ақтау'],
      ['zhanaozen', 'Жанаозен', 'Жаңаөзен'],
    ],
  },
  {
    code: 'pavlodar',
    name: 'Павлодарская область',
    nameKz: 'Павлодар облысы',
    cities: [
      ['pavlodar', 'Павлодар', 'Павлодар'],
      ['ekibastuz', 'Экибастуз', 'Екібастұз'],
      ['aksu', 'Аксу', 'Ақсу'],
    ],
  },
  {
    code: 'north_kz',
    name: 'Северо-Казахстанская область',
    nameKz: 'Солтүстік Қазақстан облысы',
    cities: [
      ['petropavl', 'Петропавловск', 'Петропавл'],
      ['bulaevo', 'Булаево', 'Булаев'],
    ],
  },
  {
    code: 'turkistan',
    name: 'Туркестанская область',
    nameKz: 'Түркістан облысы',
    cities: [
      ['turkistan', 'Туркестан', 'Түркістан'],
      ['kentau', 'Кентау', 'Кентау'],
      ['saryagash', 'Сарыагаш', 'Сарыағаш'],
    ],
  },
  {
    code: 'ulytau',
    name: 'Улытауская область',
    nameKz: 'Ұлытау облысы',
    cities: [
      ['zhezkazgan', 'Жезказган', 'Жезқазған'],
      ['satpaev', 'Сатпаев', 'Сәтбаев'],
      ['karazhal', 'Каражал', 'Қаражал'],
    ],
  },
];

/** People the fake ID recognition "reads" from an ID card; picked by phone so a borrower keeps one identity. */
export const PEOPLE = [
  { surname: 'Нурланова', name: 'Айгерим', patronymic: 'Ерлановна', female: true },
  { surname: 'Касымов', name: 'Ерлан', patronymic: 'Талгатович', female: false },
  { surname: 'Серикбаева', name: 'Динара', patronymic: 'Маратовна', female: true },
  { surname: 'Сулейменов', name: 'Данияр', patronymic: 'Асланович', female: false },
  { surname: 'Жумабекова', name: 'Асель', patronymic: 'Кайратовна', female: true },
  { surname: 'Абенов', name: 'Нурсултан', patronymic: 'Серикович', female: false },
  { surname: 'Ахметова', name: 'Мадина', patronymic: 'Бауыржановна', female: true },
  { surname: 'Омаров', name: 'Тимур', patronymic: 'Ержанович', female: false },
] as const;

/** Client configuration (spec section 3 defaults). */
export const CLIENT_CONFIG = { ...CONFIG_DEFAULTS, ver: '1.1.7', verIos: '1.1.7' } as const;

/** Loan product. Amounts in tenge. */
export const PRODUCT = {
  minAmount: 10_000,
  /**
   * The product's ceiling. A returning borrower's limit reaches it step by step (firstQuota + quotaStep per repaid
   * loan): from the 11th repaid loan a single loan may come above the cooling threshold (324 375 ₸ in 2026), as law.md
   * section 1 row 12 allows only for a borrower who is not taking their first online loan.
   */
  maxAmount: 500_000,
  amountStep: 5_000,
  defaultAmount: 30_000,
  /** Terms offered, days (a first loan: 5 to 30 days). */
  terms: [5, 7, 10, 14, 21, 30],
  defaultDays: 14,
  /**
   * Reward: 0.15 % a day of the outstanding principal (domain/money.ts has the rules) on a loan of at most
   * `lowCostCeiling`, and `dailyRateAbove` on a larger one (`dailyRateFor`).
   */
  dailyRate: 0.0015,
  /**
   * The ГЭСВ caps (law.md section 1 row 9): a loan of at most 45 days and at most 45 MRP (194 625 ₸ in 2026) may
   * cost up to 179 % a year, its reward under 0.3 % a day; any other loan at most 46 %. At 0.15 % a day a
   * loan's ГЭСВ is 70.8–72.5 % over the terms offered, so a larger loan is priced at 0.1 % a day: 43.3–43.9 %.
   * The amounts are on a 5 000 ₸ step, so 190 000 ₸ is the largest at the first rate.
   */
  lowCostCeiling: 194_625,
  lowCostMaxDays: 45,
  lowCostAprCapPercent: 179,
  aprCapPercent: 46,
  dailyRateAbove: 0.001,
  /**
   * Penalty (пеня) per overdue day, as a share of the overdue principal: 0.5 %, the legal ceiling
   * (law.md section 1 row 7). It accrues on at most `penaltyMaxDays` consecutive overdue days: 90, the
   * value law.md reports and marks to verify (section 1.2).
   */
  penaltyRate: 0.005,
  penaltyMaxDays: 90,
  /**
   * Reward and penalty together, over a loan's life (extensions included), never exceed this share of the
   * principal issued: 100 %, the value law.md reports (section 1 row 8, grade C: to verify on adilet).
   */
  overpaymentCap: 1,
  /** Quota of a new borrower, raised per repaid loan up to maxAmount. */
  firstQuota: 50_000,
  quotaStep: 25_000,
  reapplyDays: 7,
  /** Above this amount the server asks for a credit-bureau (FCB) application before the order (4008). */
  creditBureauAbove: 40_000,
  /** How many days late the 'overdue' scenario makes a loan. */
  overdueScenarioDays: 3,
  /** Smallest partial repayment, tenge (a payment of everything owed may be smaller). */
  minPartPayment: 1_000,
  /** Extensions allowed per loan. */
  maxExtensions: 2,
  /** The extension window: from this many Kazakhstan calendar days before the due date… */
  extensionOpensDaysBefore: 3,
  /** …to this many days after it, both days included. */
  extensionClosesDaysAfter: 7,
  /** A card payment still pending this long after its link was issued is cancelled (the provider's page expired). */
  paymentExpiryMinutes: 15,
  /**
   * Cooling period (law.md section 1 row 11): an online loan above 75 MRP (324 375 ₸ in 2026), or loans signed
   * the same Kazakhstan day that together come above it, is paid out no sooner than this many hours after
   * signing, and only once the borrower confirms again. The 'cooling' scenario applies it to any amount.
   */
  coolingThreshold: 324_375,
  coolingHours: 24,
} as const;

/**
 * What the sandbox says of a refusal the law decides (scenarios self_ban, debt_load, overdue_elsewhere; law.md
 * section 1 rows 13-15). A real server reads the credit bureau and the state sources at the decision; these are
 * the sandbox's stand-ins, sent as figures so the app computes nothing.
 */
export const REFUSAL_FACTS = {
  /**
   * Where the borrower lifts a self-ban: eGov's service «Добровольный отказ от получения банковских займов,
   * микрокредитов». The sandbox sends the portal's address (the app names the service in its text); the server
   * sends the service's own page. Its origin is on the app's link allow-list (src/config/links.ts).
   */
  selfBanUrl: 'https://egov.kz/',
  /** Where the borrower reads their credit report (the First Credit Bureau's report is an eGov service too). */
  creditReportUrl: 'https://egov.kz/',
  /** КДН limit: 0.5 of the official average monthly income (0.25 after a delay over 90 days in 12 months; law.md row 14). */
  debtLoadLimit: 0.5,
  /** Official average monthly income over 6 months, tenge (state sources). */
  officialIncome: 180_000,
  /** Monthly payments on the borrower's other loans, tenge (credit bureau). With any loan of ours the ratio passes 0.5. */
  otherPayments: 85_000,
  /** Days late with another lender from which the sandbox refuses (law.md row 15: 60 in the MFO rules' reproduction, 90 in the press; the server decides). */
  overdueElsewhereDays: 60,
} as const;

/** Phones a contact may never have (company numbers, test numbers). The borrower's own phone is refused too. */
export const FORBIDDEN_CONTACT_PHONES = ['77000000000', '77777777777', '77272000000'] as const;

/** sendCode to this phone answers 1001 'send failed' (the SMS gateway refuses it). */
export const SMS_REFUSED_PHONE = '77000000001';

/** Test cards (Luhn-valid). */
export const TEST_CARDS = {
  visaOk: '4400430123456789',
  mastercardOk: '5522041234567891',
  /** Refused with 2004: the card's owner is not the borrower. */
  notOwner: '4000000000000002',
  /** Mir card: refused with 2002 (only Visa and Mastercard). */
  unsupported: '2200000000000004',
} as const;

/** The company's account for repayment by bank transfer. */
export const COMPANY_ACCOUNTS = [
  {
    bankName: 'Kaspi Bank',
    iban: 'KZ86722S000012345678',
    beneficiary: 'ТОО «МФО „Быстрые займы“»',
    bin: '240940012345',
    kbe: '15',
    knp: '421',
  },
  {
    bankName: 'Halyk Bank',
    iban: 'KZ126010002009876543',
    beneficiary: 'ТОО «МФО „Быстрые займы“»',
    bin: '240940012345',
    kbe: '15',
    knp: '421',
  },
] as const;

/**
 * The company's details (the borrower's cabinet must show them: law.md section 1 row 3): the loan page, the
 * debt certificate, receipts and the overdue contact. The name and BIN are the transfer recipient's, so the
 * two never differ; the licence is the one the licence page shows. The phone is the company number a
 * contact may not have (FORBIDDEN_CONTACT_PHONES).
 */
export const COMPANY = {
  name: { ru: COMPANY_ACCOUNTS[0].beneficiary, kz: '«„Жылдам қарыздар“ МҚҰ» ЖШС' },
  bin: COMPANY_ACCOUNTS[0].bin,
  address: {
    ru: 'Республика Казахстан, 050000, г. Алматы, пр. Абая, 10',
    kz: 'Қазақстан Республикасы, 050000, Алматы қ., Абай даңғылы, 10',
  },
  /** E.164 without the plus. */
  phone: '77272000000',
  email: 'info@bystrye-zaimy.kz',
  licence: {
    number: '02.24.0011.M',
    issuedOn: '2024-09-14',
    issuer: {
      ru: 'Агентство Республики Казахстан по регулированию и развитию финансового рынка',
      kz: 'Қазақстан Республикасының Қаржы нарығын реттеу және дамыту агенттігі',
    },
  },
} as const;

export const TERMINALS = [
  {
    id: 'kaspi',
    name: { ru: 'Kaspi.kz', kz: 'Kaspi.kz' },
    steps: {
      ru: [
        'Откройте Kaspi.kz → Платежи → Погашение кредитов → МФО',
        'Найдите «Быстрые займы»',
        'Введите номер договора и сумму',
        'Подтвердите платёж',
      ],
      kz: [
        'Kaspi.kz қолданбасын ашыңыз → Төлемдер → Несиелерді өтеу → МҚҰ',
        '«Жылдам қарыздарды» табыңыз',
        'Шарт нөмірі мен соманы енгізіңіз',
        'Төлемді растаңыз',
      ],
    },
  },
  {
    id: 'qiwi',
    name: { ru: 'Терминалы Qiwi', kz: 'Qiwi терминалдары' },
    steps: {
      ru: ['Выберите «Погашение кредитов» → «Быстрые займы»', 'Введите номер договора', 'Внесите наличные'],
      kz: ['«Несиелерді өтеу» → «Жылдам қарыздар» бөлімін таңдаңыз', 'Шарт нөмірін енгізіңіз', 'Қолма-қол ақша салыңыз'],
    },
  },
] as const;

export const REPAY_CHANNELS = [
  { id: 'card', name: 'Оплата картой', nameKz: 'Картамен төлеу' },
  { id: 'terminal', name: 'Через терминал', nameKz: 'Терминал арқылы' },
  { id: 'transfer', name: 'Банковский перевод', nameKz: 'Банктік аударым' },
] as const;

export type Lang = 'ru' | 'kz';

export const TEXT = {
  welcomeTitle: { ru: 'Добро пожаловать в «Быстрые займы»', kz: '«Жылдам қарыздарға» қош келдіңіз' },
  welcomeText: {
    ru: 'Заполните анкету за 3 минуты и получите деньги на карту. Заявки рассматриваются круглосуточно.',
    kz: 'Сауалнаманы 3 минутта толтырып, ақшаны картаға алыңыз. Өтінімдер тәулік бойы қаралады.',
  },
  approvedTitle: { ru: 'Заявка одобрена', kz: 'Өтінім мақұлданды' },
  approvedText: {
    ru: 'Обычно деньги поступают на карту в течение 5 минут. Если вы не оформляли этот заём, откройте его страницу и нажмите «Я не оформлял этот заём»: мы приостановим выплату.',
    kz: 'Әдетте ақша 5 минут ішінде картаға түседі. Егер бұл қарызды сіз ресімдемеген болсаңыз, оның бетін ашып, «Мен бұл қарызды ресімдеген жоқпын» батырмасын басыңыз: ақша аударуды тоқтатамыз.',
  },
  paidOutTitle: { ru: 'Деньги отправлены на карту', kz: 'Ақша картаға жіберілді' },
  rejectedTitle: { ru: 'Заявка отклонена', kz: 'Өтінім қабылданбады' },
  rejectedText: {
    ru: 'Вы сможете подать новую заявку через 7 дней.',
    kz: 'Жаңа өтінімді 7 күннен кейін бере аласыз.',
  },
  rejectedSelfBanText: {
    ru: 'На ваше имя на eGov установлен добровольный отказ от получения займов, и по закону мы не можем выдать заём. Снять отказ можете только вы на eGov.',
    kz: 'eGov-та сіздің атыңызға қарыз алудан өз еркімен бас тарту орнатылған, сондықтан заң бойынша қарыз бере алмаймыз. Бас тартуды тек өзіңіз eGov-та алып тастай аласыз.',
  },
  rejectedDebtLoadText: {
    ru: 'С этим займом платежи по кредитам превысили бы предел, который закон устанавливает от вашего официального дохода.',
    kz: 'Осы қарызды қосқанда несиелер бойынша ай сайынғы өтеу сомасы ресми табысыңызға қатысты заңда белгіленген шектен асып кетер еді.',
  },
  rejectedOverdueElsewhereText: {
    ru: 'У вас есть долгая просрочка по займу в другой организации, и по закону мы не можем выдать заём, пока она не погашена.',
    kz: 'Басқа ұйымдағы қарызыңыз бойынша ұзақ мерзімі өткен берешек бар, ол өтелмейінше заң бойынша қарыз бере алмаймыз.',
  },
  supplementTitle: { ru: 'Нужны новые фото', kz: 'Жаңа суреттер қажет' },
  supplementText: {
    ru: 'Загрузите заново фото удостоверения и селфи, и мы продолжим рассмотрение.',
    kz: 'Жеке куәліктің суреттерін және селфиді қайта жүктеңіз, біз қарауды жалғастырамыз.',
  },
  payoutFailedTitle: { ru: 'Не удалось перевести деньги', kz: 'Ақшаны аудару мүмкін болмады' },
  payoutFailedText: {
    ru: 'Банк отклонил перевод. Укажите другую карту для получения денег.',
    kz: 'Банк аударымды қабылдамады. Ақша алу үшін басқа картаны көрсетіңіз.',
  },
  repaidTitle: { ru: 'Заём погашен', kz: 'Қарыз өтелді' },
  repaidText: {
    ru: 'Спасибо! Заём полностью погашен. Ваш новый лимит — в разделе «Заем».',
    kz: 'Рақмет! Қарыз толық өтелді. Жаңа лимитіңізді «Қарыз» бөлімінен көріңіз.',
  },
  extendedTitle: { ru: 'Заём продлён', kz: 'Қарыз мерзімі ұзартылды' },
  /** {{date}} is 'DD.MM.YYYY'; in Kazakh nothing is attached to the date (no case ending). */
  extendedText: { ru: 'Спасибо! Новая дата возврата: {{date}}', kz: 'Рақмет! Жаңа қайтару күні: {{date}}' },
  voucherRejectedTitle: { ru: 'Квитанция не принята', kz: 'Түбіртек қабылданбады' },
  voucherRejectedText: {
    ru: 'Мы не смогли подтвердить перевод по этой квитанции. Пожалуйста, проверьте её и отправьте снова или оплатите картой.',
    kz: 'Бұл түбіртек бойынша аударымды растай алмадық. Түбіртекті тексеріп, қайта жіберуіңізді немесе картамен төлеуіңізді өтінеміз.',
  },
  newcomerTitle: { ru: 'Подарок новому клиенту', kz: 'Жаңа клиентке сыйлық' },
  loyaltyTitle: { ru: 'Скидка на следующий заём', kz: 'Келесі қарызға жеңілдік' },
  repayCouponTitle: { ru: 'Скидка за погашение в срок', kz: 'Мерзімінде өтегені үшін жеңілдік' },
  couponMessage: { ru: 'У вас есть купон на скидку', kz: 'Сізде жеңілдік купоны бар' },
  terminalTip: {
    ru: 'Платёж через терминал зачисляется в течение 24 часов. Чтобы погасить заём сразу, платите картой Kaspi.',
    kz: 'Терминал арқылы аударылған ақша 24 сағат ішінде есепке алынады. Қарызды бірден өтеу үшін Kaspi картасымен төлеңіз.',
  },
  contractTitle: { ru: 'Договор о предоставлении микрокредита', kz: 'Микрокредит беру туралы шарт' },
  /** Payment purpose of a bank transfer (repayment-copy dialog). */
  transferPurpose: {
    ru: (orderNo: string, who: string) => `Погашение микрокредита по договору № ${orderNo}, ${who}`,
    kz: (orderNo: string, who: string) => `№ ${orderNo} шарт бойынша микрокредитті өтеу, ${who}`,
  },

  // --- Messages (issue 11): the payout, the due-date reminders, the overdue notice, a coupon received.
  // {{date}} is 'DD.MM.YYYY' and {{amount}} / {{charge}} '30 630 ₸'; in Kazakh nothing is attached to either.
  paidOutText: {
    ru: 'Мы перевели деньги на вашу карту. Сумма и дата возврата — в разделе «Мои займы».',
    kz: 'Ақшаны картаңызға аудардық. Қайтарылатын сома мен қайтару күні — «Менің қарыздарым» бөлімінде.',
  },
  dueIn3DaysTitle: { ru: 'Через 3 дня — дата возврата займа', kz: 'Қарызды қайтару күніне 3 күн қалды' },
  dueIn3DaysText: {
    ru: 'Дата возврата: {{date}}. Сумма к возврату в этот день: {{amount}}. Погасить заём можно картой, через терминал или банковским переводом, в том числе досрочно и без комиссии. Если нужно больше времени, заём можно продлить.',
    kz: 'Қайтару күні: {{date}}. Сол күні қайтарылатын сома: {{amount}}. Қарызды картамен, терминал арқылы немесе банктік аударыммен өтеуге болады, оның ішінде мерзімінен бұрын және комиссиясыз. Көбірек уақыт қажет болса, қарыз мерзімін ұзартуға болады.',
  },
  dueTodayTitle: { ru: 'Сегодня — дата возврата займа', kz: 'Бүгін — қарызды қайтару күні' },
  dueTodayText: {
    ru: 'Сумма к возврату: {{amount}}. Погасите заём сегодня, чтобы не было просрочки: за каждый день просрочки начисляется пеня.',
    kz: 'Қайтарылатын сома: {{amount}}. Мерзімі өтіп кетпеуі үшін қарызды бүгін өтеңіз: мерзімі өткен әр күн үшін өсімпұл есептеледі.',
  },
  overdueTitle: { ru: 'Заём просрочен', kz: 'Қарызды қайтару мерзімі өтті' },
  /** The notice the lender owes in the first days of a delay: the overdue amount and the right to ask for changed terms. */
  overdueText: {
    ru: 'Дата возврата: {{date}}. Просроченная задолженность: {{amount}}, в том числе пеня: {{charge}}. Пеня начисляется за каждый день просрочки, поэтому погасите заём как можно скорее. Если вам трудно платить, вы вправе обратиться к нам с заявлением об изменении условий договора (например, об отсрочке или увеличении срока займа): нажмите «Не могу платить» на вкладке «Заем» или на странице займа. Заявление можно подать в течение 30 календарных дней с даты возникновения просрочки; последний день указан там же.',
    kz: 'Қайтару күні: {{date}}. Мерзімі өткен берешек: {{amount}}, оның ішінде өсімпұл: {{charge}}. Өсімпұл мерзімі өткен әр күн үшін есептеледі, сондықтан қарызды мүмкіндігінше тезірек өтеңіз. Төлеу қиын болса, шарт талаптарын өзгерту туралы (мысалы, өтеу мерзімін кейінге шегеру немесе қарыз мерзімін ұлғайту туралы) өтінішпен бізге жүгінуге құқығыңыз бар: «Қарыз» қойындысында немесе қарыз бетінде «Төлей алмаймын» түймесін басыңыз. Өтінішті мерзімі өткен күннен бастап 30 күнтізбелік күн ішінде беруге болады; соңғы күні сол жерде көрсетілген.',
  },
  couponIssuedTitle: { ru: 'Вам начислен купон', kz: 'Сізге купон берілді' },
  /** {{title}} is the coupon's own title in the message's language. */
  couponIssuedText: {
    ru: '«{{title}}»: скидка {{amount}} на вознаграждение. Действует до {{date}}. Купон — в разделе «Купоны».',
    kz: '«{{title}}»: сыйақыға {{amount}} жеңілдік. Жарамдылық мерзімі: {{date}}. Купон «Купондар» бөлімінде.',
  },
  /* Coupons (issue 11): the Loans tab pop-up about a coupon just received (bury3/pop/get 'home'). */
  couponPopTitle: { ru: 'У вас новый купон', kz: 'Сізде жаңа купон бар' },
  /** {{title}}: the coupon's title; {{amount}}: '2 000 ₸'; {{date}}: 'DD.MM.YYYY' (nothing attached in Kazakh). */
  couponPopText: {
    ru: '«{{title}}»: скидка {{amount}} на вознаграждение. Действует до {{date}}.',
    kz: '«{{title}}»: сыйақыға {{amount}} жеңілдік. Жарамдылық мерзімі: {{date}}.',
  },
  /* «Не могу платить» (issue 26): the application to change the terms, its answer (domain/hardship.ts). */
  /** The conversation an application opens (glossary: the application to change the contract's terms). */
  hardshipSubject: { ru: 'Заявление об изменении условий договора', kz: 'Шарт талаптарын өзгерту туралы өтініш' },
  hardshipFiledTitle: { ru: 'Заявление об изменении условий зарегистрировано', kz: 'Шарт талаптарын өзгерту туралы өтініш тіркелді' },
  /** {{regNo}}: the registration number; {{date}}: 'DD.MM.YYYY', the last day of the answer (nothing attached in Kazakh). */
  hardshipFiledText: {
    ru: 'Номер заявления: {{regNo}}. Мы обязаны ответить не позднее {{date}}. Ответ придёт сюда и появится на странице займа.',
    kz: 'Өтініш нөмірі: {{regNo}}. Жауап беру мерзімінің соңғы күні: {{date}}. Жауап осында келеді және қарыз бетінде көрсетіледі.',
  },
  hardshipApprovedTitle: { ru: 'Мы согласны изменить условия займа', kz: 'Қарыз талаптарын өзгертуге келісеміз' },
  hardshipApprovedText: {
    ru: 'По заявлению {{regNo}} мы согласны изменить условия. Новые условия — на странице займа.',
    kz: '{{regNo}} өтініші бойынша талаптарды өзгертуге келісеміз. Жаңа талаптар қарыз бетінде.',
  },
  hardshipRefusedTitle: { ru: 'Ответ на заявление об изменении условий', kz: 'Шарт талаптарын өзгерту туралы өтінішке жауап' },
  hardshipRefusedText: {
    ru: 'По заявлению {{regNo}} мы не можем изменить условия. Причина и куда обратиться, если вы не согласны, — на странице займа.',
    kz: '{{regNo}} өтініші бойынша талаптарды өзгерте алмаймыз. Себебі және келіспесеңіз қайда жүгіну керектігі қарыз бетінде.',
  },
  /** {{date}}: the new due date, 'DD.MM.YYYY'. */
  hardshipDeferText: {
    ru: 'Отсрочка платежа: новая дата возврата — {{date}}.',
    kz: 'Қарызды өтеу кейінге шегерілді. Қарызды қайтарудың жаңа күні: {{date}}.',
  },
  /** {{count}}: how many monthly payments; {{date}}: the first one's day. */
  hardshipSmallerText: {
    ru: 'Долг разделён на ежемесячные платежи ({{count}}), первый — {{date}}.',
    kz: 'Берешек ай сайын {{count}} бөлікпен өтеледі. Бірінші өтеу күні: {{date}}.',
  },
  hardshipRefusedReason: {
    ru: 'Увеличить срок займа в вашем случае мы не можем. Новым заявлением вы можете предложить отсрочку или погашение частями.',
    kz: 'Сіздің жағдайыңызда қарыз мерзімін ұлғайта алмаймыз. Жаңа өтініште өтеуді кейінге шегеруді немесе бөліп өтеуді ұсына аласыз.',
  },

  // --- Cooling period and «Я не оформлял этот заём» (issue 26). The new-loan messages link to the loan's page.
  coolingOverTitle: { ru: 'Можно подтвердить получение займа', kz: 'Қарызды алуды растауға болады' },
  coolingOverText: {
    ru: '24 часа прошли. Деньги придут на карту, только когда вы подтвердите получение на странице займа. Если вы передумали, там же можно бесплатно отказаться: договор будет аннулирован.',
    kz: '24 сағат өтті. Ақша картаға сіз қарыз бетінде алуды растағаннан кейін ғана түседі. Егер ойыңыз өзгерсе, сол бетте қарыздан тегін бас тартуға болады: шарттың күші жойылады.',
  },
  coolingTitle: { ru: 'Заявка одобрена: действует период охлаждения', kz: 'Өтінім мақұлданды: салқындату кезеңі басталды' },
  coolingText: {
    ru: 'По закону деньги по этому займу переводятся не раньше чем через 24 часа после подписания договора и только после того, как вы ещё раз подтвердите получение на странице займа. До этого вы можете бесплатно отказаться от займа: договор будет аннулирован. Если вы не оформляли этот заём, откройте его страницу и нажмите «Я не оформлял этот заём».',
    kz: 'Заң бойынша бұл қарыздың ақшасы шартқа қол қойылғаннан кейін 24 сағаттан ерте емес және сіз қарыз бетінде алуды қайта растағаннан кейін ғана аударылады. Оған дейін қарыздан тегін бас тарта аласыз: шарттың күші жойылады. Егер бұл қарызды сіз ресімдемеген болсаңыз, оның бетін ашып, «Мен бұл қарызды ресімдеген жоқпын» батырмасын басыңыз.',
  },
  annulledTitle: { ru: 'Вы отказались от займа', kz: 'Сіз қарыздан бас тарттыңыз' },
  annulledText: {
    ru: 'Договор аннулирован, деньги на карту не переводились, вы ничего не должны. Отказ бесплатный. Новую заявку можно подать в любое время.',
    kz: 'Шарттың күші жойылды, ақша картаға аударылған жоқ, сіз ештеңе қарыз емессіз. Бас тарту тегін. Жаңа өтінімді кез келген уақытта беруге болады.',
  },
  notMineTitle: { ru: 'Обращение № {{ticket}}: заём, который вы не оформляли', kz: '№ {{ticket}} өтініш: сіз ресімдемеген қарыз' },
  /** The payout was not made yet: it is held. */
  notMineHeldText: {
    ru: 'Мы приостановили выплату по заявке № {{orderNo}} и проверяем, кто её оформил. Ничего не платите по этой заявке, никому не переводите деньги и не сообщайте коды из SMS. Ответ придёт в раздел «Сообщения» не позднее {{date}}.',
    kz: '№ {{orderNo}} өтінім бойынша ақша аударуды тоқтатып, оны кім ресімдегенін тексеріп жатырмыз. Бұл өтінім бойынша ештеңе өтемеңіз, ешкімге ақша аудармаңыз және SMS кодтарын ешкімге айтпаңыз. Жауап «Хабарламалар» бөліміне келеді, соңғы мерзімі: {{date}}.',
  },
  /** The money had already gone to the card: the check still runs; nothing to hold. */
  notMinePaidText: {
    ru: 'Деньги по заявке № {{orderNo}} уже переведены на карту, указанную в заявке. Мы проверяем, кто оформил заём; пока идёт проверка, не переводите эти деньги незнакомым людям и никому не сообщайте коды из SMS. Ответ придёт в раздел «Сообщения» не позднее {{date}}.',
    kz: '№ {{orderNo}} өтінім бойынша ақша өтінімде көрсетілген картаға аударылып қойған. Қарызды кім ресімдегенін тексеріп жатырмыз; тексеру кезінде бұл ақшаны бейтаныс адамдарға аудармаңыз және SMS кодтарын ешкімге айтпаңыз. Жауап «Хабарламалар» бөліміне келеді, соңғы мерзімі: {{date}}.',
  },

} as const;

/**
 * The financial ombudsman (law.md row 20: free for the borrower; the lender's refusal may be taken there).
 * SANDBOX VALUES in the shape the server sends; the real details are the server's.
 */
export const OMBUDSMAN = {
  name: { ru: 'Финансовый омбудсман', kz: 'Қаржы омбудсманы' },
  phone: '77272000001',
  email: 'info@finombudsman.kz',
  site: 'https://finombudsman.kz',
  address: {
    ru: 'Республика Казахстан, 050000, г. Алматы',
    kz: 'Қазақстан Республикасы, 050000, Алматы қ.',
  },
} as const;

/** Instructions, loyalty and sharing (issue 11): what productInfoForH5 adds for them. */
export const CONTENT_FACTS = {
  /** The worked example's early repayment: the default offer repaid in full this many days after the payout. */
  earlyRepaymentDays: 5,
  /** A borrower's referral channel is this prefix and an opaque code made from the borrower's id (never personal data). */
  referralPrefix: 'ref-',
} as const;
