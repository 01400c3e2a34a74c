/**
 * The local fake of the address autocomplete (the demo store, Storybook and the tests; never in a
 * published package or the script-tag build): like the real provider it appends
 * its dropdown to `<body>` (the form moves it into the dialog after 300 ms) and fills the address
 * when one is picked. Its list follows the WAI-ARIA combobox pattern: Arrow keys move through it,
 * Enter picks, Escape closes. The demo page registers it (`registerAddressProvider`).
 */
import type { AddressAutocomplete, AddressPlace } from '@hearth/swatches';
import { matchAddresses } from './demo-addresses.js';

/** The accessible name of the demo's list. */
export const AUTOCOMPLETE_LABEL = 'Address suggestions';

let counter = 0;

/** The demo autocomplete. */
export function createDemoAutocomplete(): AddressAutocomplete {
  const lists = new Set<HTMLElement>();
  return {
    async attach(input, { country, onPlace }) {
      const doc = input.ownerDocument;
      const list = doc.createElement('ul');
      list.id = `hearth-demo-autocomplete-${(counter += 1)}`;
      list.className = 'hearth-demo-autocomplete';
      list.setAttribute('role', 'listbox');
      list.setAttribute('aria-label', AUTOCOMPLETE_LABEL);
      list.hidden = true;
      doc.body.append(list);
      lists.add(list);
      const attributes: Record<string, string> = {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': 'false',
        'aria-controls': list.id,
      };
      for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
      let places: AddressPlace[] = [];
      let active = -1;

      const show = (open: boolean) => {
        list.hidden = !open;
        input.setAttribute('aria-expanded', String(open));
        if (!open) input.removeAttribute('aria-activedescendant');
      };
      const render = () => {
        list.replaceChildren(
          ...places.map((place, index) => {
            const option = doc.createElement('li');
            option.id = `${list.id}-${index}`;
            option.setAttribute('role', 'option');
            option.setAttribute('aria-selected', String(index === active));
            option.textContent = `${place.address1}, ${place.city}, ${place.state} ${place.postalCode}`;
            option.addEventListener('mousedown', (event) => event.preventDefault());
            option.addEventListener('click', () => pick(index));
            return option;
          }),
        );
        if (active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
        else input.removeAttribute('aria-activedescendant');
        const box = input.getBoundingClientRect();
        Object.assign(list.style, { top: `${box.bottom}px`, left: `${box.left}px`, width: `${box.width}px` });
        show(places.length > 0);
      };
      const pick = (index: number) => {
        const place = places[index];
        places = [];
        active = -1;
        render();
        if (place) onPlace(place);
      };
      const onInput = () => {
        places = matchAddresses(country, input.value);
        active = -1;
        render();
      };
      const onKeyDown = (event: KeyboardEvent) => {
        if (list.hidden) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          active = (active + step + places.length) % places.length;
          render();
        } else if (event.key === 'Enter' && active >= 0) {
          event.preventDefault();
          pick(active);
        } else if (event.key === 'Escape') {
          // Only the list closes, not the dialog around it.
          event.preventDefault();
          event.stopPropagation();
          places = [];
          render();
        }
      };
      const onBlur = () => {
        places = [];
        render();
      };
      input.addEventListener('input', onInput);
      input.addEventListener('keydown', onKeyDown);
      input.addEventListener('blur', onBlur);
      return () => {
        input.removeEventListener('input', onInput);
        input.removeEventListener('keydown', onKeyDown);
        input.removeEventListener('blur', onBlur);
        for (const name of [...Object.keys(attributes), 'aria-activedescendant']) input.removeAttribute(name);
        list.remove();
        lists.delete(list);
      };
    },
    dropdowns: () => [...lists],
  };
}
