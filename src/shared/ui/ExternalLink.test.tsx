import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ExternalLink } from '@/shared/ui/ExternalLink';

describe('ExternalLink', () => {
  it('links to an address on the allow-list, in a new tab without an opener', () => {
    render(<ExternalLink href="https://finombudsman.kz">finombudsman.kz</ExternalLink>);
    const link = screen.getByRole('link', { name: 'finombudsman.kz' });
    expect(link).toHaveAttribute('href', 'https://finombudsman.kz/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('anything else is no link: its fallback, or nothing', () => {
    const { rerender } = render(
      <ExternalLink href="https://finombudsman.kz.evil.example/" fallback="finombudsman.kz.evil.example">
        x
      </ExternalLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('finombudsman.kz.evil.example')).toBeVisible();
    for (const href of ['javascript:alert(1)', 'http://finombudsman.kz/', '/pages/home/index', null]) {
      rerender(<ExternalLink href={href}>x</ExternalLink>);
      expect(screen.queryByRole('link'), String(href)).toBeNull();
      expect(screen.queryByText('x'), String(href)).toBeNull();
    }
  });
});
