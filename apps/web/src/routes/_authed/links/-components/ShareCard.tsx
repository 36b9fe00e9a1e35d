import { displayHost } from '@kurz/core';
import { useState } from 'react';

/** How the networks show a shared link's card: the image box's shape, and where the text goes. */
export const CARD_LAYOUTS = [
  { id: 'large', label: 'Facebook, LinkedIn, X (large card)', ratio: 1.91, note: '1.91:1, 1200 × 630 px' },
  { id: 'small', label: 'Small card (X summary, chat apps)', ratio: 1, note: 'square, cut from the middle' },
] as const;
type LayoutId = (typeof CARD_LAYOUTS)[number]['id'];

/** What a network cuts from an image of this shape to fill its box: '' when it fits (within 3%). */
export function cropNote(width: number, height: number, ratio: number): string {
  const own = width / height;
  if (Math.abs(own / ratio - 1) <= 0.03) return '';
  const kept = own > ratio ? ratio / own : own / ratio;
  const side = own > ratio ? 'left and right' : 'top and bottom';
  return `Cropped: ${Math.round((1 - kept) * 100)}% of the image is cut at the ${side}.`;
}

interface Props {
  hostname: string;
  title: string;
  description: string;
  image: string | null;
  enabled: boolean;
  onBroken: () => void;
}

/** The card as a network shows it: the image cut to the network's box (object-fit: cover, centred). */
export function ShareCard({ hostname, title, description, image, enabled, onBroken }: Props) {
  const [layoutId, setLayoutId] = useState<LayoutId>('large');
  const [size, setSize] = useState<{ w: number; h: number; src: string } | null>(null);
  const layout = CARD_LAYOUTS.find((l) => l.id === layoutId)!;
  const known = size && size.src === image ? size : null;
  const crop = known ? cropNote(known.w, known.h, layout.ratio) : '';
  return (
    <>
      <fieldset className="plain-fieldset card-layouts">
        <legend className="small-heading">Shown as</legend>
        {CARD_LAYOUTS.map((l) => (
          <label key={l.id} className="radio">
            <input
              type="radio"
              name="card-layout"
              value={l.id}
              checked={l.id === layoutId}
              onChange={() => setLayoutId(l.id)}
            />
            {l.label}
          </label>
        ))}
      </fieldset>
      <div
        className={`share-card share-card-${layout.id}${enabled ? '' : ' is-off'}`}
        data-testid="share-card"
        data-layout={layout.id}
      >
        <div className="share-image" style={{ aspectRatio: String(layout.ratio) }} data-testid="share-image">
          {image ? (
            <img
              src={image}
              alt=""
              onError={onBroken}
              onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight, src: image })}
            />
          ) : (
            <span>No image</span>
          )}
        </div>
        <div className="share-text">
          <div className="share-host">{displayHost(hostname)}</div>
          <div className="share-title">{title.trim() || 'Your title'}</div>
          <div className="share-desc">{description.trim() || 'Your description shows here.'}</div>
        </div>
      </div>
      <p className="fine-print" data-testid="crop-note">
        {layout.note}
        {known ? `. Your image: ${known.w} × ${known.h} px. ${crop || 'It fits without cropping.'}` : ''}
      </p>
    </>
  );
}
