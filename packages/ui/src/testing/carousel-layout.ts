/**
 * Test helper (`@hearth/ui/testing`): happy-dom lays nothing out, so every box is 0 px wide and
 * Embla sees a carousel with nothing to scroll. This gives Carousel viewports a width and their
 * slides `width / slides per view` each, side by side, so Previous, Next, swipes and snaps behave
 * as in a browser. Returns a function that puts the real getters back.
 */
export function layoutCarousels(viewportWidth = 800): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['offsetWidth', 'offsetLeft', 'offsetHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  const perView = (el: Element) =>
    Number(
      (el.closest('.hearth-carousel') as HTMLElement | null)?.style.getPropertyValue('--hearth-carousel-per-view'),
    ) || 1;
  const slideWidth = (el: Element) => viewportWidth / perView(el);
  Object.defineProperty(proto, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.matches('.hearth-carousel__viewport, .hearth-carousel__track')) return viewportWidth;
      if (this.matches('.hearth-carousel__slide')) return slideWidth(this);
      return 0;
    },
  });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(proto, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.matches('.hearth-carousel__slide') || !this.parentElement) return 0;
      return Array.prototype.indexOf.call(this.parentElement.children, this) * slideWidth(this);
    },
  });
  // Embla reads the last slide's margins; happy-dom answers '' where a browser says '0px'.
  const computed = window.getComputedStyle;
  window.getComputedStyle = function (element: Element, pseudo?: string | null) {
    const style = computed.call(window, element, pseudo);
    if (!element.matches?.('.hearth-carousel__slide')) return style;
    const read = style.getPropertyValue.bind(style);
    return Object.assign(Object.create(style) as CSSStyleDeclaration, {
      getPropertyValue: (name: string) => read(name) || (name.startsWith('margin') ? '0px' : ''),
    });
  } as typeof window.getComputedStyle;
  return () => {
    window.getComputedStyle = computed;
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}
