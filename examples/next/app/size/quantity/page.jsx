import { QuantitySelector } from '@hearth/ui';

/** One Hearth component imported straight from a Server Component, as docs/npm.md shows. */
export default function QuantityPage() {
  return (
    <main>
      <QuantitySelector name="qty" label="Quantity" defaultValue={1} />
    </main>
  );
}
