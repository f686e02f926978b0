/**
 * The sandbox's consent ledger and signed-in sessions (docs/api.md, "Consents and devices"; OUR ASSUMPTION).
 *
 * - personal data: given at the first sign-in (the privacy tick, signed by that sign-in's SMS code);
 * - credit bureau: given with the first credit-bureau check or order; state databases: with the first
 *   citizen-library lookup or order (the sandbox does not keep a separate signature for them);
 * - marketing: the sign-in's marketing tick, then the borrower's own give and withdraw in «Согласия».
 * The texts are SANDBOX TEXTS in the shape the law asks for (law.md §1 rows 22–23), not the company's.
 */
import type { Consent, ConsentKind, ConsentTerms, DeviceSession } from '@/features/consents/api';
import { COMPANY, type Lang } from '../data';
import type { DbState, UserRecord } from '../model';
import { hash } from '../util';

export const CONSENT_VERSION = '2026-01';

/** What the sandbox keeps beyond the spec's records (optional: older saved data has none). */
export interface MarketingRecord {
  given: boolean;
  /** When it was last given (ms), or null if never. */
  givenAt: number | null;
  withdrawnAt: number | null;
}

export interface SessionRecord {
  device: string;
  signedInAt: number;
  lastSeenAt: number;
}

type Texts = Omit<ConsentTerms, 'operator' | 'bin'> & { title: string };

const NO_TRANSFER = { ru: 'Данные хранятся в Казахстане и за его пределы не передаются.', kz: 'Деректер Қазақстанда сақталады және оның шегінен тыс берілмейді.' };

const TEXTS: Record<ConsentKind, Record<Lang, Texts>> = {
  personal_data: {
    ru: {
      title: 'Согласие на сбор и обработку персональных данных',
      purpose: 'Рассмотрение заявок на микрокредит, заключение и исполнение договора, связь с вами по займу.',
      data: [
        'Фамилия, имя, отчество, ИИН, дата рождения',
        'Данные удостоверения личности и его фото',
        'Фото лица (селфи) для биометрической идентификации',
        'Номер телефона, адрес, место работы и доход',
        'Номера телефонов контактных лиц',
        'Сведения о займах и платежах',
      ],
      thirdParties: ['Кредитные бюро', 'Банки и платёжные организации — для выплаты на карту и погашения', 'Государственные органы — в случаях, предусмотренных законом'],
      crossBorder: NO_TRANSFER.ru,
      term: 'На время действия договора и 5 лет после его исполнения или до отзыва согласия.',
    },
    kz: {
      title: 'Дербес деректерді жинауға және өңдеуге келісім',
      purpose: 'Микрокредит өтінімдерін қарау, шартты жасасу және орындау, қарыз бойынша сізбен байланысу.',
      data: [
        'Тегі, аты, әкесінің аты, ЖСН, туған күні',
        'Жеке куәлік деректері және оның суреті',
        'Биометриялық сәйкестендіруге арналған бет суреті (селфи)',
        'Телефон нөмірі, мекенжай, жұмыс орны және табыс',
        'Байланыс адамдарының телефон нөмірлері',
        'Қарыздар мен төлемдер туралы мәліметтер',
      ],
      thirdParties: ['Кредиттік бюролар', 'Банктер мен төлем ұйымдары — картаға ақша аудару және өтеу үшін', 'Мемлекеттік органдар — заңда көзделген жағдайларда'],
      crossBorder: NO_TRANSFER.kz,
      term: 'Шарт қолданылатын уақытқа және ол орындалғаннан кейін 5 жылға немесе келісім кері қайтарылғанға дейін.',
    },
  },
  credit_bureau: {
    ru: {
      title: 'Согласие на получение и передачу сведений в кредитное бюро',
      purpose: 'Оценка платёжеспособности перед выдачей займа и передача сведений о займе в вашу кредитную историю.',
      data: ['ИИН, фамилия, имя, отчество', 'Кредитный отчёт: займы, платежи, просрочки', 'Сведения о новом займе и его погашении'],
      thirdParties: ['ТОО «Первое кредитное бюро»', 'АО «Государственное кредитное бюро»'],
      crossBorder: NO_TRANSFER.ru,
      term: 'На время действия договора и до полного погашения займа.',
    },
    kz: {
      title: 'Кредиттік бюродан мәлімет алуға және оған беруге келісім',
      purpose: 'Қарыз беру алдында төлем қабілеттілігін бағалау және қарыз туралы мәліметтерді кредиттік тарихыңызға беру.',
      data: ['ЖСН, тегі, аты, әкесінің аты', 'Кредиттік есеп: қарыздар, төлемдер, мерзімі өткен берешек', 'Жаңа қарыз және оны өтеу туралы мәліметтер'],
      thirdParties: ['«Бірінші кредиттік бюро» ЖШС', '«Мемлекеттік кредиттік бюро» АҚ'],
      crossBorder: NO_TRANSFER.kz,
      term: 'Шарт қолданылатын уақытқа және қарыз толық өтелгенге дейін.',
    },
  },
  state_databases: {
    ru: {
      title: 'Согласие на запросы в государственные базы данных',
      purpose: 'Проверка личности, номера телефона, официального дохода и занятости для оценки долговой нагрузки.',
      data: ['ИИН и данные удостоверения личности', 'Номер телефона, привязанный к ИИН', 'Официальный доход и пенсионные взносы за 6 месяцев', 'Сведения о месте работы'],
      thirdParties: ['НАО «Государственная корпорация „Правительство для граждан“»', 'АО «Центр развития трудовых ресурсов»'],
      crossBorder: NO_TRANSFER.ru,
      term: 'На время рассмотрения заявки и действия договора.',
    },
    kz: {
      title: 'Мемлекеттік деректер базаларына сұрау салуға келісім',
      purpose: 'Борыш жүктемесін бағалау үшін жеке басыңызды, телефон нөміріңізді, ресми табысыңызды және жұмыспен қамтылуыңызды тексеру.',
      data: ['ЖСН және жеке куәлік деректері', 'ЖСН-ге тіркелген телефон нөмірі', 'Соңғы 6 айдағы ресми табыс және зейнетақы жарналары', 'Жұмыс орны туралы мәліметтер'],
      thirdParties: ['«„Азаматтарға арналған үкімет“ мемлекеттік корпорациясы» КЕАҚ', '«Еңбек ресурстарын дамыту орталығы» АҚ'],
      crossBorder: NO_TRANSFER.kz,
      term: 'Өтінімді қарау және шарт қолданылатын уақытқа.',
    },
  },
  marketing: {
    ru: {
      title: 'Согласие на рекламу и рекламные идентификаторы',
      purpose: 'Предложения компании и оценка рекламы: из какой рекламы вы к нам пришли.',
      data: ['Рекламные идентификаторы Meta и TikTok (fbp, fbc, ttp, ttclid) и номер перехода по рекламе (click_id)', 'Номер телефона — для предложений по SMS'],
      thirdParties: ['Meta Platforms, Inc. (США)', 'TikTok Pte. Ltd. (Сингапур)'],
      crossBorder: 'Рекламные идентификаторы передаются рекламным площадкам за пределы Казахстана: в США и Сингапур.',
      term: 'До отзыва согласия. Отозвать его можно в любой момент в приложении: «Настройки» → «Согласия».',
    },
    kz: {
      title: 'Жарнамаға және жарнамалық идентификаторларға келісім',
      purpose: 'Компанияның ұсыныстары және жарнаманы бағалау: сіз бізге қай жарнамадан келдіңіз.',
      data: ['Meta және TikTok жарнамалық идентификаторлары (fbp, fbc, ttp, ttclid) және жарнамадан өту нөмірі (click_id)', 'Телефон нөмірі — SMS арқылы ұсыныстар үшін'],
      thirdParties: ['Meta Platforms, Inc. (АҚШ)', 'TikTok Pte. Ltd. (Сингапур)'],
      crossBorder: 'Жарнамалық идентификаторлар Қазақстаннан тыс жарнама алаңдарына беріледі: АҚШ пен Сингапурға.',
      term: 'Келісім кері қайтарылғанға дейін. Оны қолданбада кез келген уақытта қайтаруға болады: «Баптаулар» → «Келісімдер».',
    },
  },
};

const LABELS: Record<Lang, { operator: string; bin: string; purpose: string; data: string; thirdParties: string; crossBorder: string; term: string }> = {
  ru: { operator: 'Оператор', bin: 'БИН', purpose: 'Цель', data: 'Данные', thirdParties: 'Кому передаются', crossBorder: 'Трансграничная передача', term: 'Срок' },
  kz: { operator: 'Оператор', bin: 'БСН', purpose: 'Мақсаты', data: 'Деректер', thirdParties: 'Кімге беріледі', crossBorder: 'Трансшекаралық беру', term: 'Мерзімі' },
};

function fullText(lang: Lang, title: string, terms: ConsentTerms): string {
  const l = LABELS[lang];
  return [
    title,
    `${l.operator}: ${terms.operator}, ${l.bin} ${terms.bin}.`,
    `${l.purpose}: ${terms.purpose}`,
    `${l.data}: ${terms.data.join('; ')}.`,
    `${l.thirdParties}: ${terms.thirdParties.join('; ')}.`,
    `${l.crossBorder}: ${terms.crossBorder}`,
    `${l.term}: ${terms.term}`,
  ].join('\n\n');
}

const earliest = (times: Array<number | null | undefined>): number | null => {
  const known = times.filter((t): t is number => typeof t === 'number');
  return known.length ? Math.min(...known) : null;
};

type Extra = { marketing?: MarketingRecord };
const extra = (user: UserRecord) => user as UserRecord & Extra;

export function marketingOf(user: UserRecord): MarketingRecord {
  return extra(user).marketing ?? { given: false, givenAt: null, withdrawnAt: null };
}

/** The sign-in's marketing tick: ticked gives it (again); unticked withdraws one given before, else leaves it not given. */
export function recordSignInMarketing(user: UserRecord, ticked: boolean | undefined, now: number): void {
  if (ticked === undefined) return;
  setMarketing(user, ticked, now);
}

export function setMarketing(user: UserRecord, given: boolean, now: number): MarketingRecord {
  const m = marketingOf(user);
  const next: MarketingRecord = given
    ? { given: true, givenAt: m.given ? m.givenAt : now, withdrawnAt: m.withdrawnAt }
    : { given: false, givenAt: m.givenAt, withdrawnAt: m.given ? now : m.withdrawnAt };
  extra(user).marketing = next;
  return next;
}

function consentOf(user: UserRecord, kind: ConsentKind, lang: Lang, givenAt: number | null, withdrawnAt: number | null, given = givenAt !== null): Consent {
  const { title, ...rest } = TEXTS[kind][lang];
  const terms: ConsentTerms = { operator: COMPANY.name[lang], bin: COMPANY.bin, ...rest };
  return {
    id: `${kind}-${user.id}`,
    kind,
    title,
    required: kind !== 'marketing',
    status: given ? 'given' : withdrawnAt !== null ? 'withdrawn' : 'not_given',
    givenAt,
    signedWith: givenAt === null ? null : { method: 'sms', phoneTail: user.phone.slice(-4) },
    withdrawnAt,
    version: CONSENT_VERSION,
    terms,
    text: fullText(lang, title, terms),
    documentUrl: null,
  };
}

export function consentView(user: UserRecord, kind: ConsentKind, lang: Lang): Consent {
  const firstOrder = earliest(user.orders.map((o) => o.createdAt));
  switch (kind) {
    case 'personal_data':
      return consentOf(user, kind, lang, user.createdAt, null);
    case 'credit_bureau':
      return consentOf(user, kind, lang, earliest([...Object.values(user.fcb).map((f) => f.signedAt), firstOrder]), null);
    case 'state_databases':
      return consentOf(user, kind, lang, earliest([...Object.values(user.citizen.sessions).map((s) => s.createdAt), firstOrder]), null);
    case 'marketing': {
      const m = marketingOf(user);
      return consentOf(user, kind, lang, m.givenAt, m.withdrawnAt, m.given);
    }
  }
}

export function consentsView(user: UserRecord, lang: Lang): Consent[] {
  return (['personal_data', 'credit_bureau', 'state_databases', 'marketing'] as const).map((k) => consentView(user, k, lang));
}

/* Sessions: kept beside the spec's token map (optional: saved data without it has no device names). */

type SessionsState = DbState & { sessions?: Record<string, SessionRecord> };
const sessionsOf = (state: DbState) => ((state as SessionsState).sessions ??= {});

/** 'Android · Chrome' from a User-Agent; '' when it names nothing known (the app says «unknown device»). */
export function deviceName(ua: string): string {
  const os = /Android/i.test(ua) ? 'Android' : /iPhone|iPad|iPod/i.test(ua) ? 'iOS' : /Windows/i.test(ua) ? 'Windows' : /Mac OS X/i.test(ua) ? 'macOS' : /Linux/i.test(ua) ? 'Linux' : '';
  const browser = /SamsungBrowser/i.test(ua)
    ? 'Samsung Internet'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : '';
  return [os, browser].filter(Boolean).join(' · ');
}

export function recordSession(state: DbState, token: string, ua: string, now: number): void {
  sessionsOf(state)[token] = { device: deviceName(ua), signedInAt: now, lastSeenAt: now };
}

export function touchSession(state: DbState, token: string, now: number): void {
  const s = sessionsOf(state)[token];
  if (s) s.lastSeenAt = now;
}

export function sessionsView(state: DbState, phone: string, current: string): DeviceSession[] {
  const sessions = sessionsOf(state);
  const list = Object.entries(state.tokens)
    .filter(([, owner]) => owner === phone)
    .map(([token]) => {
      const s = sessions[token];
      return {
        // Never the token itself: an id the borrower's other sessions cannot use.
        id: `s${hash(token).toString(36)}`,
        device: s?.device ?? '',
        signedInAt: s?.signedInAt ?? 0,
        lastSeenAt: s?.lastSeenAt ?? 0,
        current: token === current,
      };
    });
  return list.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);
}

/** Ends every session of the phone but `keep`; returns how many ended. Their tokens answer 301 from now on. */
export function endOtherSessions(state: DbState, phone: string, keep: string): number {
  const sessions = sessionsOf(state);
  let n = 0;
  for (const [token, owner] of Object.entries(state.tokens)) {
    if (owner !== phone || token === keep) continue;
    delete state.tokens[token];
    delete state.tokenTimes?.[token];
    delete sessions[token];
    n += 1;
  }
  return n;
}
