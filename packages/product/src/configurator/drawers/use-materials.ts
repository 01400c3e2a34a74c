import { useCallback, useMemo, useState } from 'react';
import type { Option } from '../data/schema';
import { offeredOptions, type Selections } from '../summary/selection-logic';
import { isMaterialOption } from './drawer-logic';

/**
 * Fabric or leather, where a product offers both: one covers the piece. The options to choose in
 * (`offered`: of the two, the one chosen, else the one the shopper switched to, else the first),
 * and the switch: switching drops the other's choice and the focus follows the switch into the
 * drawer drawn in the first one's place.
 */
export function useMaterials(
  options: readonly Option[],
  selections: Selections,
  drop: (codes: readonly number[]) => void,
  idBase: string,
) {
  const [material, setMaterial] = useState<number | undefined>(undefined);
  const offered = useMemo(() => offeredOptions(options, selections, material), [options, selections, material]);
  const materials = useMemo(() => options.filter(isMaterialOption), [options]);
  const materialId = useCallback((code: number) => `${idBase}-material-${code}`, [idBase]);
  const switchTo = useCallback(
    (code: number) => {
      setMaterial(code);
      drop(materials.flatMap((o) => (o.code === code ? [] : [o.code])));
      setTimeout(() => document.getElementById(materialId(code))?.focus());
    },
    [materials, drop, materialId],
  );
  return { material, offered, materials, materialId, switchTo };
}
