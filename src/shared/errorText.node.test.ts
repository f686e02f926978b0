import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { initI18n } from '@/lib/i18n';
import { errorText } from '@/shared/errorText';

describe('errorText: one sentence per failure, saying what happened', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'kz' });
  });
  const t = () => i18next.getFixedT(i18next.language, 'auth');

  it('says "no connection" and "no answer in time" in the borrower language', () => {
    expect(errorText(t(), new ApiError('network', '/x'))).toBe('Интернет байланысы жоқ. Желіні тексеріп, қайталап көріңіз.');
    expect(errorText(t(), new ApiError('timeout', '/x'))).toBe('Сервер ұзақ уақыт жауап бермей тұр. Қайталап көріңіз.');
  });

  it("keeps a feature's own sentence first and adds the reason for a lost connection or timeout", () => {
    const messages = { transport: 'auth:errors.loginError' } as const;
    const own = t()('errors.loginError');
    expect(own).not.toBe('errors.loginError');
    expect(errorText(t(), new ApiError('network', '/x'), messages)).toBe(`${own}. Интернет байланысы жоқ. Желіні тексеріп, қайталап көріңіз.`);
    expect(errorText(t(), new ApiError('http', '/x', { status: 500 }), messages)).toBe(own);
    expect(errorText(t(), new ApiError('parse', '/x'), messages)).toBe(own);
  });

  it('says the session ended for 301, and the common sentence for a server refusal without its own', () => {
    expect(errorText(t(), new ApiError('session', '/x', { code: 301 }))).toBe('Кіру мерзімі аяқталды');
    expect(errorText(t(), new ApiError('server', '/x', { code: 7001 }))).toBe('Бірдеңе дұрыс болмады. Қайталап көріңіз.');
  });
});
