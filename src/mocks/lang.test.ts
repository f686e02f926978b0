/** Server-made texts follow the `lang` common field of the body (Accept-Language when it is absent). */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../tests/msw-server';
import { seedBorrower } from './fixtures';

let token = '';
let orderNo = '';
beforeEach(() => {
  token = seedBorrower(db, { stage: 'active_loan' }).token;
  orderNo = db.userByToken(token)!.orders[0]!.orderNo;
});

async function ask(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token, ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: Record<string, unknown> };
  expect(json.code, path).toBe(0);
  return json.data;
}

/** Every language-dependent answer, picked down to its text, with a piece of each language's text. */
const TEXTS: Record<string, { body: Record<string, unknown>; pick: (d: Record<string, unknown>) => unknown; kz: string; ru: string }> = {
  '/bury3/pop/get': {
    body: { position: 'messages' },
    pick: (d) => (d.list as { title: string; text: string }[])[0],
    kz: 'қош келдіңіз',
    ru: 'Добро пожаловать',
  },
  '/api/prod/getIsTerminalPayTip': { body: {}, pick: (d) => d.text, kz: 'Терминал арқылы', ru: 'Платёж через терминал' },
  '/api/loan/getContractInfo': { body: {}, pick: (d) => d.title, kz: 'Микрокредит беру туралы шарт', ru: 'Договор о предоставлении' },
  '/api/prod/getTerminalPayList': {
    body: {},
    pick: (d) => (d.list as { name: string; steps: string[] }[]).map((t) => [t.name, t.steps]),
    kz: 'Qiwi терминалдары',
    ru: 'Терминалы Qiwi',
  },
  '/api/loan/getRepayBankCard': {
    body: {},
    pick: (d) => (d.accounts as { purpose: string }[])[0]?.purpose,
    kz: 'шарт бойынша микрокредитті өтеу',
    ru: 'Погашение микрокредита по договору',
  },
};

describe('language of server-made texts', () => {
  it.each(Object.entries(TEXTS))('%s answers Kazakh with lang kz and Russian with lang ru', async (path, t) => {
    const kz = JSON.stringify(t.pick(await ask(path, { ...t.body, lang: 'kz' })));
    const ru = JSON.stringify(t.pick(await ask(path, { ...t.body, lang: 'ru' })));
    expect(kz).toContain(t.kz);
    expect(kz).not.toContain(t.ru);
    expect(ru).toContain(t.ru);
    expect(ru).not.toContain(t.kz);
  });

  it('answers Russian by default, and Kazakh for Accept-Language kk when the body says nothing', async () => {
    const tip = async (headers: Record<string, string>) => (await ask('/api/prod/getIsTerminalPayTip', {}, headers)).text as string;
    expect(await tip({})).toMatch(/^Платёж через терминал/);
    expect(await tip({ 'Accept-Language': 'kk-KZ' })).toMatch(/^Терминал арқылы/);
    // The body wins: the app's chosen language, not the device's.
    expect((await ask('/api/prod/getIsTerminalPayTip', { lang: 'ru' }, { 'Accept-Language': 'kk' })).text).toMatch(/^Платёж/);
  });

  it('texts that come in both languages carry both, whatever lang says', async () => {
    const channels = (await ask('/api/prod/getRepayChannelNameList', { lang: 'kz' })).list as { name: string; nameKz: string }[];
    expect(channels[0]).toEqual({ id: 'card', name: 'Оплата картой', nameKz: 'Картамен төлеу' });
    const coupons = (await ask('/coupon/getRepayListCoupon', { orderNo, lang: 'ru' })).list;
    expect(Array.isArray(coupons)).toBe(true);
    const regions = (await ask('/api/web/addresscfg', { lang: 'ru' })).regions as { name: string; nameKz: string }[];
    expect(regions[0]).toMatchObject({ name: 'г. Астана', nameKz: 'Астана қ.' });
  });
});
