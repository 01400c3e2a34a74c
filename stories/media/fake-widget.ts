import type { VisualizerAdapter } from '@hearth/media';

/**
 * A stand-in for the vendor widget in Storybook (the real one loads from the retailer's vendor):
 * the products with More / Fewer buttons that report the scene.
 */
export const fakeWidget: VisualizerAdapter = {
  async load() {
    return {
      mount(element, options) {
        const qty = new Map(options.skus.map((sku) => [sku, 1]));
        const list = document.createElement('ul');
        const draw = () =>
          list.replaceChildren(
            ...[...qty].map(([sku, n]) => {
              const item = document.createElement('li');
              const name = options.products.find((p) => p.sku === sku)?.name ?? sku;
              item.textContent = `${name} × ${n} `;
              for (const [label, delta] of [
                [`More ${name}`, 1],
                [`Fewer ${name}`, -1],
              ] as const) {
                const button = document.createElement('button');
                button.type = 'button';
                button.textContent = label;
                button.onclick = () => {
                  qty.set(sku, Math.max(0, (qty.get(sku) ?? 0) + delta));
                  draw();
                  options.onSceneChange([...qty].map(([id, q]) => ({ id, qty: q })));
                };
                item.append(button);
              }
              return item;
            }),
          );
        draw();
        element.append(list);
        return { unmount: () => list.remove() };
      },
    };
  },
};
