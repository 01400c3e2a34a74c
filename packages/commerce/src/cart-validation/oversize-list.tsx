import { cartValidationMessage } from './wording';
import type { OversizedItem } from './schema';

/** Props of {@link OversizeList}. */
export interface OversizeListProps {
  items: readonly OversizedItem[];
}

/** Oversized items [ref: commerce#data]: a table of boxes (boxNumber, quantity, width, depth, height) per item, captioned by its title. */
export function OversizeList({ items }: OversizeListProps) {
  return (
    <>
      {items.map((item, index) => (
        <table key={index} className="hearth-oversize">
          {item.title ? <caption>{item.title}</caption> : null}
          <thead>
            <tr>
              <th scope="col">{cartValidationMessage('oversizeBox', 'Box')}</th>
              <th scope="col">{cartValidationMessage('oversizeQuantity', 'Quantity')}</th>
              <th scope="col">{cartValidationMessage('oversizeWidth', 'Width (in.)')}</th>
              <th scope="col">{cartValidationMessage('oversizeDepth', 'Depth (in.)')}</th>
              <th scope="col">{cartValidationMessage('oversizeHeight', 'Height (in.)')}</th>
            </tr>
          </thead>
          <tbody>
            {(item.boxes ?? []).map((box, row) => (
              <tr key={row}>
                <td>{box.boxNumber ?? row + 1}</td>
                <td>{box.quantity ?? ''}</td>
                <td>{box.width ?? ''}</td>
                <td>{box.depth ?? ''}</td>
                <td>{box.height ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
