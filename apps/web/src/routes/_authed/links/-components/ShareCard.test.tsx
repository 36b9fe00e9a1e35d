import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cropNote, ShareCard } from './ShareCard';

function loaded(img: HTMLImageElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
}

describe('share card preview', () => {
  it('shows the card in the box each network crops to: 1.91:1 large, square small, and what is cut', async () => {
    render(
      <ShareCard
        hostname="xn--mnchen-3ya.de"
        title="Summer sale"
        description="Everything half price"
        image="https://cdn.example/card.png"
        enabled
        onBroken={() => {}}
      />,
    );
    const card = screen.getByTestId('share-card');
    expect(card.textContent).toContain('münchen.de');
    expect(card.textContent).toContain('Summer sale');
    expect(screen.getByRole('radio', { name: 'Facebook, LinkedIn, X (large card)' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('share-image').style.aspectRatio).toBe('1.91');
    const img = card.querySelector('img')!;
    loaded(img, 1200, 630);
    expect(screen.getByTestId('crop-note').textContent).toBe(
      '1.91:1, 1200 × 630 px. Your image: 1200 × 630 px. It fits without cropping.',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Small card (X summary, chat apps)' }));
    expect(screen.getByTestId('share-card').dataset.layout).toBe('small');
    expect(screen.getByTestId('share-image').style.aspectRatio).toBe('1');
    expect(screen.getByTestId('crop-note').textContent).toBe(
      'square, cut from the middle. Your image: 1200 × 630 px. Cropped: 48% of the image is cut at the left and right.',
    );
  });

  it('says which sides a network cuts', () => {
    expect(cropNote(1000, 1000, 1.91)).toBe('Cropped: 48% of the image is cut at the top and bottom.');
    expect(cropNote(1210, 630, 1.91)).toBe('');
    expect(cropNote(2000, 500, 1)).toBe('Cropped: 75% of the image is cut at the left and right.');
  });
});
