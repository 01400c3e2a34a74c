import { useState, type PointerEvent } from 'react';
import { mediaMessage } from '../wording';

/** Props of {@link SpinView}. */
export interface SpinViewProps {
  src: string;
  alt: string;
  loading: 'eager' | 'lazy';
}

/**
 * The 360 view of an image flagged is360 [ref: gallery#screens]: 'Start 360° view', then a 'Rotate' slider
 * (Arrow keys, Home/End) and dragging across the image turn it.
 */
export function SpinView({ src, alt, loading }: SpinViewProps) {
  const [started, setStarted] = useState(false);
  const [angle, setAngle] = useState(0);
  const [drag, setDrag] = useState<{ x: number; angle: number } | null>(null);
  const turn = (event: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    setAngle((((drag.angle + (event.clientX - drag.x)) % 360) + 360) % 360);
  };
  return (
    <figure className="hearth-gallery-spin" data-started={started || undefined}>
      <div
        className="hearth-gallery-spin__stage"
        onPointerDown={(event) => started && setDrag({ x: event.clientX, angle })}
        onPointerMove={turn}
        onPointerUp={() => setDrag(null)}
        onPointerCancel={() => setDrag(null)}
      >
        <img
          className="hearth-gallery-spin__img"
          src={src}
          alt={alt}
          loading={loading}
          style={{ transform: `rotateY(${angle}deg)` }}
        />
      </div>
      <figcaption className="hearth-gallery-spin__caption">
        <span className="hearth-gallery-spin__badge">{mediaMessage('view360', '360° view')}</span>
        {started ? (
          <label className="hearth-gallery-spin__control">
            {mediaMessage('rotate', 'Rotate')}
            <input
              type="range"
              min={0}
              max={359}
              step={15}
              value={angle}
              aria-valuetext={`${angle}°`}
              onChange={(event) => setAngle(Number(event.currentTarget.value))}
            />
          </label>
        ) : (
          <button type="button" className="hearth-button hearth-button--secondary" onClick={() => setStarted(true)}>
            <span className="hearth-button__label">{mediaMessage('start360', 'Start 360° view')}</span>
          </button>
        )}
      </figcaption>
    </figure>
  );
}
