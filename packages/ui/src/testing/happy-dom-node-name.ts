/**
 * Test helper (not exported): happy-dom's `Node.prototype.nodeName` getter answers `''` and each
 * subclass overrides it, while DOMPurify reads the getter of `Node.prototype` itself (to resist
 * DOM clobbering), so under happy-dom every tag name looks empty and sanitizing goes wrong.
 * Browsers define the getter once, on Node.prototype. This makes happy-dom do the same.
 */
export function fixHappyDomNodeName(): void {
  const proto = globalThis.Node?.prototype;
  if (!proto || (proto as { __hearthNodeNameFixed?: boolean }).__hearthNodeNameFixed) return;
  const base = Object.getOwnPropertyDescriptor(proto, 'nodeName');
  Object.defineProperty(proto, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (let p = Object.getPrototypeOf(this); p && p !== proto; p = Object.getPrototypeOf(p)) {
        const own = Object.getOwnPropertyDescriptor(p, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
      }
      return (base?.get?.call(this) as string | undefined) ?? '';
    },
  });
  (proto as { __hearthNodeNameFixed?: boolean }).__hearthNodeNameFixed = true;
}
