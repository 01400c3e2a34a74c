/**
 * What React code expects of DOM props and Preact does differently, normalized the way
 * preact/compat does it, for what Hearth's components use. Imported for its effect by the layer's
 * index, so every island on Preact gets it once.
 */
import { options, type VNode } from 'preact';
import { CAMEL_PROPS } from './svg-props';

/** React event props whose DOM event has another name (as preact/compat maps them). */
const EVENTS: Record<string, string> = { onFocus: 'onfocusin', onBlur: 'onfocusout', onDoubleClick: 'ondblclick' };
/** SVG elements, whose camelCase presentation attributes (strokeWidth) are dash-cased. */
const SVG = /^(svg|path|g|circle|ellipse|line|poly\w+|rect|text|use)$/;
// Runs for every element created, so it looks up a few names rather than going through every
// prop (preact/compat's loop over every prop was a fifth of a quantity stepper's mount). Names
// already normalized (by preact/compat, when a library brought it) are lowercase: left alone.
const previous = options.vnode;
options.vnode = (vnode: VNode<Record<string, unknown>>) => {
  const { type, props } = vnode;
  if (typeof type === 'string') {
    const svg = SVG.test(type);
    const field =
      (type === 'input' || type === 'textarea') && !/fil|che|rad/.test(props.type as string) && 'onChange' in props;
    if (field || svg || 'onFocus' in props || 'onBlur' in props || 'onDoubleClick' in props) {
      const normalized: Record<string, unknown> = {};
      for (const name in props) {
        normalized[
          (field && name === 'onChange' ? 'oninput' : EVENTS[name]) ??
            (svg && CAMEL_PROPS.test(name) ? name.replace(/[A-Z0-9]/g, '-$&').toLowerCase() : name)
        ] = props[name];
      }
      vnode.props = normalized as typeof props;
    }
  }
  previous?.(vnode);
};
