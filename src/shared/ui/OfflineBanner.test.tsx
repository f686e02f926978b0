import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { OfflineBanner } from '@/shared/ui/OfflineBanner';

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('OfflineBanner', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('appears when the connection drops and goes away when it returns', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() => setOnline(false));
    expect(region).toHaveTextContent('Нет подключения к интернету');

    act(() => setOnline(true));
    expect(region).toBeEmptyDOMElement();
  });

  it('shows at once when the app starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText('Нет подключения к интернету')).toBeInTheDocument();
  });
});
