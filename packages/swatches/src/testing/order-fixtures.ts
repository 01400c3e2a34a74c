/** Test helper: small swatch data (002 §3) for the order modal's tests, in the server's shape. */
import type { OrderSwatchData } from '../swatch-order/schema';

const swatch = (code: number, family: string, colour: string, fields: Record<string, unknown> = {}) => ({
  ChoiceCode: code,
  ImagePath: `/api/demo/img/swatch/${code}.svg`,
  Description: `${family}, ${colour}`,
  SwatchInStock: 'yes',
  IsStock: false,
  PriceGroupCode: 'A',
  FabricName: family,
  Attributes: [{ AttributeId: 101, Value: 'yes' }],
  ...fields,
});

/** Two families of custom fabric (one swatch unavailable), two stock fabrics; the default is Dover, Slate. */
export function orderData(overrides: Partial<OrderSwatchData> = {}): OrderSwatchData {
  return {
    Sku: '410100',
    FabricsByName: {
      Aberdeen: [swatch(10000, 'Aberdeen', 'Snow'), swatch(10001, 'Aberdeen', 'Ivory'), swatch(10002, 'Aberdeen', 'Oat')],
      Dover: [
        swatch(10305, 'Dover', 'Slate', { PriceGroupCode: 'B' }),
        swatch(10307, 'Dover', 'Ink', { PriceGroupCode: 'B', SwatchInStock: 'no', Attributes: [{ AttributeId: 101, Value: 'no' }, { AttributeId: 201, Value: 'no' }] }),
        swatch(10308, 'Dover', 'Harbor Blue', { PriceGroupCode: 'B' }),
      ],
      Haven: [swatch(30000, 'Haven', 'Snow', { IsStock: true, PriceGroupCode: 'S' }), swatch(30001, 'Haven', 'Ivory', { IsStock: true, PriceGroupCode: 'S' })],
    },
    DefaultSwatch: swatch(10305, 'Dover', 'Slate', { PriceGroupCode: 'B' }),
    SwatchModalMessage: '',
    FirstName: '',
    LastName: '',
    EmailAddress: '',
    ...overrides,
  } as OrderSwatchData;
}
