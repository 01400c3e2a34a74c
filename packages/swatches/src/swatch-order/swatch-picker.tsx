import { checkUrl } from '@hearth/core';
import { useId } from 'react';
import { swatchesMessage } from '../wording';
import { SwatchFlag } from '../shared/swatch-flag';
import type { OrderSwatch } from './order-data-logic';
import { isSwatchDisabled } from './selection-logic';
import type { SwatchGroup } from './swatch-groups-logic';

/** Props of {@link SwatchPicker}. */
export interface SwatchPickerProps {
  groups: SwatchGroup[];
  selected: readonly string[];
  nlaCodes: readonly string[];
  onToggle: (code: string) => void;
}

/**
 * The order modal's swatch list [ref: swatch-order#screens, #rules]: a group of checkboxes per swatch group, a nested
 * group per price group or fabric name. Swatches not in stock are disabled and flagged
 * 'Unavailable'; at 5 chosen every other swatch is disabled; NLA swatches are flagged.
 */
export function SwatchPicker({ groups, selected, nlaCodes, onToggle }: SwatchPickerProps) {
  const prefix = useId();
  const options = (key: string, swatches: OrderSwatch[]) => (
    <ul className="hearth-swatch-picker__list">
      {swatches.map((swatch) => {
        const id = `${prefix}-${key}-${swatch.code}`;
        const image = checkUrl(swatch.imagePath, { island: 'swatch-order', field: 'ImagePath' });
        return (
          <li key={swatch.code}>
            <input
              id={id}
              type="checkbox"
              className="hearth-swatch-option__input"
              checked={selected.includes(swatch.code)}
              disabled={isSwatchDisabled(swatch, selected)}
              onChange={() => onToggle(swatch.code)}
            />
            <label htmlFor={id} className="hearth-swatch-option">
              {image ? (
                <img src={image} alt="" width={56} height={56} />
              ) : (
                <span className="hearth-swatch-option__blank" aria-hidden="true" />
              )}
              <span className="hearth-swatch-option__name">{swatch.description}</span>
              {!swatch.inStock && <SwatchFlag>{swatchesMessage('unavailableFlag', 'Unavailable')}</SwatchFlag>}
              {nlaCodes.includes(swatch.code) && (
                <SwatchFlag>{swatchesMessage('nlaFlag', 'No longer available')}</SwatchFlag>
              )}
            </label>
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className="hearth-swatch-picker">
      {groups.map((group) => (
        <fieldset key={group.key} className="hearth-swatch-picker__group" data-group={group.key}>
          <legend>{group.title}</legend>
          {group.subgroups.map((subgroup) =>
            subgroup.title ? (
              <fieldset key={subgroup.key} className="hearth-swatch-picker__subgroup">
                <legend>{subgroup.title}</legend>
                {options(`${group.key}-${subgroup.key}`, subgroup.swatches)}
              </fieldset>
            ) : (
              <div key={subgroup.key}>{options(`${group.key}-${subgroup.key}`, subgroup.swatches)}</div>
            ),
          )}
        </fieldset>
      ))}
    </div>
  );
}
