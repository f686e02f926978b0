import { describe, expect, it } from 'vitest';
import { SHARE_CHANNEL, safeChannel, shareLink } from '@/features/content/shareLink';
import { launchQuery } from '@/stores/tracking';

const AT = { origin: 'https://app.bystrye-zaimy.kz', pathname: '/' };

describe('shareLink', () => {
  it("is this origin's landing page with the channel and nothing else", () => {
    const url = shareLink('ref-abc123', AT);
    expect(url).toBe('https://app.bystrye-zaimy.kz/#/pages/home/landingpage?channel=ref-abc123');
    // What the app reads from it when the link is opened.
    expect([...launchQuery(url).entries()]).toEqual([['channel', 'ref-abc123']]);
  });

  it('without a server code the channel says the link was shared', () => {
    expect(shareLink(null, AT)).toBe(`https://app.bystrye-zaimy.kz/#/pages/home/landingpage?channel=${SHARE_CHANNEL}`);
  });

  it('never carries what looks like a phone or an IIN, or anything that is not a plain code', () => {
    for (const bad of ['77011234567', 'ref-77011234567', '900101300007', 'a b', 'x&token=1', '#/x', 'ж', 'a'.repeat(65), '']) {
      expect(safeChannel(bad), bad).toBe(SHARE_CHANNEL);
    }
    expect(safeChannel('ref-1a2b3c')).toBe('ref-1a2b3c');
  });
});
