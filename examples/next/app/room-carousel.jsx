'use client';
import { Carousel } from '@hearth/ui';

const ROOMS = ['Living room', 'Dining room', 'Bedroom', 'Office', 'Outdoor', 'Entryway'];

/**
 * A function prop (`renderItem`) cannot cross from a Server Component to a client one, so the
 * page renders this small client component of its own; Hearth's components need no wrapper.
 */
export function RoomCarousel() {
  return (
    <Carousel
      aria-label="Shop by room"
      items={ROOMS}
      itemKey={(room) => room}
      renderItem={(room) => <a href={`#${room}`}>{room}</a>}
      perView={{ 0: 2.5, 769: 4 }}
    />
  );
}
