/**
 * A local fake of the vendor visualizer widget (tests and stories): it lists the products it was
 * given with a quantity each, '+' / '−' buttons that report the scene, and 'Fail' that reports
 * a widget error.
 */
import type { VisualizerAdapter, WidgetOptions } from '../visualizer/visualizer-adapter';

export function fakeVisualizerAdapter(
  options: { fail?: boolean } = {},
): VisualizerAdapter & { mounted: WidgetOptions[]; loads: number } {
  const adapter = {
    mounted: [] as WidgetOptions[],
    loads: 0,
    async load() {
      adapter.loads += 1;
      if (options.fail) throw new Error('vendor script failed');
      return {
        mount(element: HTMLElement, widget: WidgetOptions) {
          adapter.mounted.push(widget);
          // the room it was asked to open with (the visualizer request's sceneInfo)
          const qty = new Map(widget.sceneInfo.map(({ id, qty: n }) => [id, n]));
          const list = element.ownerDocument.createElement('ul');
          const draw = () => {
            list.replaceChildren(
              ...[...qty].map(([sku, n]) => {
                const item = element.ownerDocument.createElement('li');
                const name = widget.products.find((p) => p.sku === sku)?.name ?? sku;
                item.textContent = `${name} × ${n} `;
                for (const [label, delta] of [
                  [`More ${name}`, 1],
                  [`Fewer ${name}`, -1],
                ] as const) {
                  const button = element.ownerDocument.createElement('button');
                  button.type = 'button';
                  button.textContent = label;
                  button.onclick = () => {
                    qty.set(sku, Math.max(0, (qty.get(sku) ?? 0) + delta));
                    draw();
                    widget.onSceneChange([...qty].map(([id, q]) => ({ id, qty: q })));
                  };
                  item.append(button);
                }
                return item;
              }),
            );
          };
          draw();
          const fail = element.ownerDocument.createElement('button');
          fail.type = 'button';
          fail.textContent = 'Fail';
          fail.onclick = () => widget.onError(new Error('widget error'));
          element.append(list, fail);
          return { unmount: () => element.replaceChildren() };
        },
      };
    },
  };
  return adapter;
}
