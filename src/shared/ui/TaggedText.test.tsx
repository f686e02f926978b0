import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TaggedText } from '@/shared/ui/TaggedText';

describe('TaggedText', () => {
  it('puts each named tag’s words inside its element, the rest as text around it', () => {
    const { container } = render(
      <p>
        <TaggedText text="Позвоните <phone>+7 727 000 00 00</phone> или напишите в <feedback>«Обратную связь»</feedback>." components={{ phone: <a href="tel:+77270000000" />, feedback: <a href="#/feedback" /> }} />
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('Позвоните +7 727 000 00 00 или напишите в «Обратную связь».');
    expect(screen.getByRole('link', { name: '+7 727 000 00 00' })).toHaveAttribute('href', 'tel:+77270000000');
    expect(screen.getByRole('link', { name: '«Обратную связь»' })).toHaveAttribute('href', '#/feedback');
  });

  it('never makes markup: unknown, unclosed or nested tags and HTML show as the characters they are', () => {
    const text = 'a <b>bold</b> <img src=x onerror=alert(1)> <policy>open <policy>x</policy> <toString>y</toString> <link>z';
    const { container } = render(
      <p>
        <TaggedText text={text} components={{ policy: <a href="#/p" /> }} />
      </p>,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('a <b>bold</b> <img src=x onerror=alert(1)> <policy>open x <toString>y</toString> <link>z', { normalizeWhitespace: false });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'x' })).toHaveAttribute('href', '#/p');
  });
});
