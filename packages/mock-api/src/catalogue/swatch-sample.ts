/**
 * A small swatch set in the server's shape ([ref: swatch-order#data] swatch data) for the swatch order modal's
 * tests and stories: two custom fabric families (one swatch unavailable), one stock fabric; the
 * default is Dover, Slate.
 */

/** Not in stock for either brand's in-stock attribute (101 main and kids, 201 the second brand) [ref: swatches#limits]. */
export const UNAVAILABLE_SWATCH = {
  SwatchInStock: 'no',
  Attributes: [
    { AttributeId: 101, Value: 'no' },
    { AttributeId: 201, Value: 'no' },
  ],
};

const swatch = (code: number, family: string, colour: string, fields: Record<string, unknown> = {}) => ({
  ChoiceCode: code,
  ImagePath: `/api/demo/img/swatch/${code}.svg`,
  Description: `${family}, ${colour}`,
  SwatchInStock: 'yes',
  IsStock: false,
  PriceGroupCode: 'A',
  FabricName: family,
  Attributes: [
    { AttributeId: 101, Value: 'yes' },
    { AttributeId: 201, Value: 'yes' },
  ],
  ...fields,
});

/** The sample swatch data; `overrides` replace top-level fields. */
export function sampleSwatchData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Sku: '410100',
    FabricsByName: {
      Aberdeen: [
        swatch(10000, 'Aberdeen', 'Snow'),
        swatch(10001, 'Aberdeen', 'Ivory'),
        swatch(10002, 'Aberdeen', 'Oat'),
      ],
      Dover: [
        swatch(10305, 'Dover', 'Slate', { PriceGroupCode: 'B' }),
        swatch(10307, 'Dover', 'Ink', { PriceGroupCode: 'B', ...UNAVAILABLE_SWATCH }),
        swatch(10308, 'Dover', 'Harbor Blue', { PriceGroupCode: 'B' }),
      ],
      Haven: [
        swatch(30000, 'Haven', 'Snow', { IsStock: true, PriceGroupCode: 'S' }),
        swatch(30001, 'Haven', 'Ivory', { IsStock: true, PriceGroupCode: 'S' }),
      ],
    },
    DefaultSwatch: swatch(10305, 'Dover', 'Slate', { PriceGroupCode: 'B' }),
    SwatchModalMessage: '',
    FirstName: '',
    LastName: '',
    EmailAddress: '',
    ...overrides,
  };
}
