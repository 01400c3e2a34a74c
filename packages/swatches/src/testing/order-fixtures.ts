/** Test helper: small swatch data [ref: swatches#data] for the order modal's tests, in the server's shape. */
import { sampleSwatchData } from '@hearth/mock-api';
import type { OrderSwatchData } from '../swatch-order/schema';

/** Two families of custom fabric (one swatch unavailable), two stock fabrics; the default is Dover, Slate. */
export function orderData(overrides: Partial<OrderSwatchData> = {}): OrderSwatchData {
  return sampleSwatchData(overrides) as OrderSwatchData;
}
