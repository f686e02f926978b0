/**
 * The loan's documents as the sandbox's document service makes them, in the request's language:
 * - the debt certificate («справка о задолженности» / «берешек туралы анықтама»): a whole HTML file the
 *   borrower saves or shares (debtCertificate), with the company's details and the loan's figures today,
 *   or the day it was repaid in full;
 * - a payment's receipt and an extension's supplementary agreement: pages to read in the app's webview,
 *   `sandbox/vendor/document.html`, which only places the texts given in its address (a title, label and
 *   value rows, a closing note). A real server would serve both from its document service.
 * Every figure comes from the domain (loanHistory.ts, money.ts); every text is the server's, in ru or kz.
 */
import { COMPANY, REPAY_CHANNELS, type Lang } from './data';
import { orderLoan } from './domain/lending';
import type { CoveredPayment, PenaltyOutlook, Split } from './domain/loanHistory';
import type { OrderRecord, UserRecord } from './model';
import { vendorUrl, type Ctx } from './route';
import { kzDay } from '@/utils/kzDate';
import { formatDate, formatTenge } from '@/utils/format';
import { displayPhone } from '@/utils/phone';

const TAG: Record<Lang, string> = { ru: 'ru', kz: 'kk' };
const money = (v: number, lang: Lang) => formatTenge(v, TAG[lang]);
const date = (day: string, lang: Lang) => formatDate(day, TAG[lang]);

/** Every text of the documents, in both languages. In Kazakh nothing is attached to a date or an amount. */
const DOC = {
  company: { ru: 'Займодатель', kz: 'Қарыз беруші' },
  bin: { ru: 'БИН', kz: 'БСН' },
  address: { ru: 'Адрес', kz: 'Мекенжайы' },
  phone: { ru: 'Телефон', kz: 'Телефон нөмірі' },
  email: { ru: 'Электронная почта', kz: 'Электрондық пошта' },
  licence: { ru: 'Лицензия', kz: 'Лицензия' },
  licenceText: {
    ru: (number: string, day: string, issuer: string) => `№\u00a0${number} от ${day}, выдана: ${issuer}`,
    kz: (number: string, day: string, issuer: string) => `№\u00a0${number}, берілген күні: ${day}, берген: ${issuer}`,
  },
  borrower: { ru: 'Заёмщик', kz: 'Қарыз алушы' },
  iin: { ru: 'ИИН', kz: 'ЖСН' },
  contract: { ru: 'Договор о предоставлении микрокредита', kz: 'Микрокредит беру туралы шарт' },
  contractLine: {
    ru: (no: string, day: string) => `№\u00a0${no}, заключён ${day}`,
    kz: (no: string, day: string) => `№\u00a0${no}, жасалған күні: ${day}`,
  },
  amount: { ru: 'Сумма микрокредита', kz: 'Микрокредит сомасы' },
  paidOut: { ru: 'Дата выплаты на карту', kz: 'Картаға аударылған күні' },
  dueDate: { ru: 'Дата возврата', kz: 'Қайтару күні' },
  principal: { ru: 'Основной долг', kz: 'Негізгі борыш' },
  reward: { ru: 'Вознаграждение', kz: 'Сыйақы' },
  penalty: { ru: 'Пеня', kz: 'Өсімпұл' },
  certificateTitle: { ru: 'Справка о задолженности', kz: 'Берешек туралы анықтама' },
  certificateNo: { ru: (no: string, day: string) => `№\u00a0${no} от ${day}`, kz: (no: string, day: string) => `№\u00a0${no}, берілген күні: ${day}` },
  owedAsOf: {
    ru: (day: string) => `Задолженность по договору по состоянию на ${day}:`,
    kz: (day: string) => `Шарт бойынша берешек (есептеу күні: ${day}):`,
  },
  owedTotal: { ru: 'Итого задолженность', kz: 'Берешектің жалпы сомасы' },
  overdueDays: { ru: 'Дней просрочки', kz: 'Мерзімі өткен күндер' },
  repaidInFull: {
    ru: (day: string) => `Микрокредит погашен полностью ${day}. Задолженности по договору нет.`,
    kz: (day: string) => `Микрокредит толық өтелді, өтелген күні: ${day}. Шарт бойынша берешек жоқ.`,
  },
  issuedOnRequest: {
    ru: 'Справка выдана по запросу заёмщика из личного кабинета.',
    kz: 'Анықтама қарыз алушының жеке кабинеттегі сұрауы бойынша берілді.',
  },
  receiptTitle: { ru: (ref: string) => `Квитанция об оплате №\u00a0${ref}`, kz: (ref: string) => `№\u00a0${ref} төлем түбіртегі` },
  payer: { ru: 'Плательщик', kz: 'Төлеуші' },
  recipient: { ru: 'Получатель', kz: 'Алушы' },
  paidOn: { ru: 'Дата платежа', kz: 'Төлем күні' },
  paidAmount: { ru: 'Сумма', kz: 'Сомасы' },
  channel: { ru: 'Способ оплаты', kz: 'Төлеу тәсілі' },
  purpose: { ru: 'Назначение', kz: 'Мақсаты' },
  purposeRepay: { ru: 'Погашение микрокредита', kz: 'Микрокредитті өтеу' },
  purposeExtension: { ru: 'Продление срока микрокредита', kz: 'Микрокредит мерзімін ұзарту' },
  covered: { ru: 'Распределение платежа', kz: 'Төлемнің бөлінуі' },
  coveredText: {
    ru: (penalty: string, reward: string, principal: string) => `пеня ${penalty}, вознаграждение ${reward}, основной долг ${principal}`,
    kz: (penalty: string, reward: string, principal: string) => `өсімпұл: ${penalty}, сыйақы: ${reward}, негізгі борыш: ${principal}`,
  },
  receiptNote: { ru: 'Платёж зачислен.', kz: 'Төлем есепке алынды.' },
  supplementTitle: {
    ru: (n: number, no: string) => `Дополнительное соглашение №\u00a0${n} к договору №\u00a0${no}`,
    kz: (n: number, no: string) => `№\u00a0${no} шартқа №\u00a0${n} қосымша келісім`,
  },
  concludedOn: { ru: 'Дата заключения', kz: 'Жасалған күні' },
  draftTitle: {
    ru: (n: number, no: string) => `Проект дополнительного соглашения №\u00a0${n} к договору №\u00a0${no}`,
    kz: (n: number, no: string) => `№\u00a0${no} шартқа №\u00a0${n} қосымша келісімнің жобасы`,
  },
  draftDay: { ru: 'Дата составления', kz: 'Жасалған күні' },
  toPayForExtension: { ru: 'К оплате для продления', kz: 'Ұзарту үшін төленетін сома' },
  draftNote: {
    ru: 'Соглашение заключается оплатой продления. После оплаты дата возврата микрокредита переносится на новую; оплачиваются вознаграждение и пеня, начисленные по день продления. Остальные условия договора не меняются.',
    kz: 'Келісім ұзарту төлемі арқылы жасалады. Төлемнен кейін микрокредитті қайтару күні жаңа күнге шегеріледі; ұзарту күнін қоса алғанда есептелген сыйақы мен өсімпұл төленеді. Шарттың қалған талаптары өзгермейді.',
  },
  oldDueDate: { ru: 'Прежняя дата возврата', kz: 'Бұрынғы қайтару күні' },
  newDueDate: { ru: 'Новая дата возврата', kz: 'Жаңа қайтару күні' },
  paidForExtension: { ru: 'Оплачено при продлении', kz: 'Ұзарту кезінде төленді' },
  supplementNote: {
    ru: 'Стороны договорились перенести дату возврата микрокредита. Оплачены вознаграждение и пеня, начисленные по день продления. Остальные условия договора не меняются. Соглашение заключено оплатой продления.',
    kz: 'Тараптар микрокредитті қайтару күнін кейінге шегеруге келісті. Ұзарту күніне дейін есептелген сыйақы мен өсімпұл төленді. Шарттың қалған талаптары өзгермейді. Келісім ұзарту төлемі арқылы жасалды.',
  },
} as const;

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function borrowerName(user: UserRecord): string {
  const id = user.identity;
  return id ? [id.surname, id.name, id.patronymic].filter(Boolean).join(' ') : '';
}

/** The company's details as document rows. */
function companyRows(lang: Lang): [string, string][] {
  const l = COMPANY.licence;
  return [
    [DOC.company[lang], COMPANY.name[lang]],
    [DOC.bin[lang], COMPANY.bin],
    [DOC.address[lang], COMPANY.address[lang]],
    [DOC.phone[lang], displayPhone(COMPANY.phone)],
    [DOC.email[lang], COMPANY.email],
    [DOC.licence[lang], DOC.licenceText[lang](l.number, date(l.issuedOn, lang), l.issuer[lang])],
  ];
}

export interface CertificateFile {
  title: string;
  fileName: string;
  mime: 'text/html';
  content: string;
  issuedOn: string;
}

/**
 * The debt certificate of a paid-out loan, as of `now`: what is owed by part (with the days overdue), or
 * the day it was repaid in full. A whole HTML document with its own styles and no script.
 */
export function debtCertificate(
  user: UserRecord,
  order: OrderRecord,
  figures: { owed: Split | null; overdue: PenaltyOutlook | null },
  lang: Lang,
  now: number,
): CertificateFile {
  const today = kzDay(now);
  const title = DOC.certificateTitle[lang];
  const rows = (list: [string, string][]) =>
    list.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const loanRows: [string, string][] = [
    [DOC.borrower[lang], borrowerName(user)],
    [DOC.iin[lang], user.identity?.iin ?? ''],
    [DOC.contract[lang], DOC.contractLine[lang](order.contractNo, date(kzDay(order.createdAt), lang))],
    [DOC.amount[lang], money(order.amount, lang)],
  ];
  if (order.payoutDay) loanRows.push([DOC.paidOut[lang], date(order.payoutDay, lang)]);
  if (order.dueDate && order.phase !== 'repaid') loanRows.push([DOC.dueDate[lang], date(order.dueDate, lang)]);
  let standing: string;
  if (figures.owed) {
    const owed = figures.owed;
    const lines: [string, string][] = [
      [DOC.principal[lang], money(owed.principal, lang)],
      [DOC.reward[lang], money(owed.reward, lang)],
      [DOC.penalty[lang], money(owed.penalty, lang)],
      [DOC.owedTotal[lang], money(owed.total, lang)],
    ];
    if (figures.overdue) lines.push([DOC.overdueDays[lang], String(figures.overdue.days)]);
    standing = `<p>${escapeHtml(DOC.owedAsOf[lang](date(today, lang)))}</p><table>${rows(lines)}</table>`;
  } else {
    standing = `<p><strong>${escapeHtml(DOC.repaidInFull[lang](date(kzDay(order.repaidAt ?? now), lang)))}</strong></p>`;
  }
  const number = `${order.contractNo}-${today.replace(/-/g, '')}`;
  const content = [
    '<!doctype html>',
    `<html lang="${lang === 'kz' ? 'kk' : 'ru'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}',
    'table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{text-align:left;vertical-align:top;padding:.4rem;border-bottom:1px solid #ddd}',
    'th{font-weight:600;width:45%}</style></head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(DOC.certificateNo[lang](number, date(today, lang)))}</p>`,
    `<table>${rows(companyRows(lang))}</table>`,
    `<table>${rows(loanRows)}</table>`,
    standing,
    `<p>${escapeHtml(DOC.issuedOnRequest[lang])}</p>`,
    '</body></html>',
  ].join('\n');
  const file = lang === 'kz' ? 'anyktama' : 'spravka';
  return { title, fileName: `${file}-${order.orderNo}-${today}.html`, mime: 'text/html', content, issuedOn: today };
}

/** A page of `document.html`: its language, title, rows and closing note, all in its address. */
function documentPage(ctx: Ctx, lang: Lang, title: string, rows: [string, string][], note: string): string {
  const params: Record<string, string> = { lang, title, note };
  rows.forEach(([k, v], i) => {
    params[`k${i + 1}`] = k;
    params[`v${i + 1}`] = v;
  });
  return vendorUrl(ctx, 'document', params);
}

/** A payment's receipt: who paid whom, when, how much, how, and what it covered. */
export function receiptUrl(ctx: Ctx, user: UserRecord, order: OrderRecord, payment: CoveredPayment, lang: Lang): string {
  const { entry, covered } = payment;
  const channel = REPAY_CHANNELS.find((c) => c.id === entry.channel);
  return documentPage(
    ctx,
    lang,
    DOC.receiptTitle[lang](entry.ref),
    [
      [DOC.recipient[lang], `${COMPANY.name[lang]}, ${DOC.bin[lang]} ${COMPANY.bin}`],
      [DOC.payer[lang], borrowerName(user)],
      [DOC.contract[lang], `№\u00a0${order.contractNo}`],
      [DOC.paidOn[lang], date(entry.day, lang)],
      [DOC.paidAmount[lang], money(entry.amount, lang)],
      [DOC.channel[lang], channel ? (lang === 'kz' ? channel.nameKz : channel.name) : entry.channel],
      [DOC.purpose[lang], entry.kind === 'extension' ? DOC.purposeExtension[lang] : DOC.purposeRepay[lang]],
      [DOC.covered[lang], DOC.coveredText[lang](money(covered.penalty, lang), money(covered.reward, lang), money(covered.principal, lang))],
    ],
    DOC.receiptNote[lang],
  );
}

export interface SupplementDoc {
  number: number;
  title: string;
  day: string;
  url: string;
}

/** Each extension's supplementary agreement, in the order they were made: the due date it moved and what was paid. */
export function supplements(ctx: Ctx, user: UserRecord, order: OrderRecord, lang: Lang): SupplementDoc[] {
  const loan = orderLoan(order);
  if (!loan) return [];
  let previous = loan.dueDate;
  let n = 0;
  const docs: SupplementDoc[] = [];
  for (const entry of order.ledger) {
    if (entry.kind !== 'extension') continue;
    n += 1;
    const title = DOC.supplementTitle[lang](n, order.contractNo);
    const url = documentPage(
      ctx,
      lang,
      title,
      [
        [DOC.concludedOn[lang], date(entry.day, lang)],
        [DOC.company[lang], `${COMPANY.name[lang]}, ${DOC.bin[lang]} ${COMPANY.bin}`],
        [DOC.borrower[lang], borrowerName(user)],
        [DOC.oldDueDate[lang], date(previous, lang)],
        [DOC.newDueDate[lang], date(entry.dueDate, lang)],
        [DOC.paidForExtension[lang], money(entry.amount, lang)],
      ],
      DOC.supplementNote[lang],
    );
    docs.push({ number: n, title, day: entry.day, url });
    previous = entry.dueDate;
  }
  return docs;
}

/**
 * The supplementary agreement an extension would make, to read before paying for it (the extension page):
 * the same parties and rows as the signed one, with what is to be paid and the new due date of that term.
 */
export function supplementDraftUrl(
  ctx: Ctx,
  user: UserRecord,
  order: OrderRecord,
  lang: Lang,
  option: { fee: number; newDueDate: string },
  today: string,
): string {
  const n = order.ledger.filter((e) => e.kind === 'extension').length + 1;
  return documentPage(
    ctx,
    lang,
    DOC.draftTitle[lang](n, order.contractNo),
    [
      [DOC.draftDay[lang], date(today, lang)],
      [DOC.company[lang], `${COMPANY.name[lang]}, ${DOC.bin[lang]} ${COMPANY.bin}`],
      [DOC.borrower[lang], borrowerName(user)],
      [DOC.oldDueDate[lang], order.dueDate ? date(order.dueDate, lang) : ''],
      [DOC.newDueDate[lang], date(option.newDueDate, lang)],
      [DOC.toPayForExtension[lang], money(option.fee, lang)],
    ],
    DOC.draftNote[lang],
  );
}
