// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allMaterials, customFabrics, DEMO_ENDPOINTS as E, demoProducts, leathers, signIn } from '../index';
import { customerImages } from '../catalogue/media';
import { api, get, post, setupMockServer } from './harness';

setupMockServer();

describe('catalogue', () => {
  it('has 300+ fabric choices in price groups, stock fabrics and leathers, with in-stock yes/no', () => {
    expect(customFabrics.length).toBeGreaterThanOrEqual(300);
    expect(new Set(customFabrics.map((m) => m.priceGroupCode))).toEqual(new Set(['A', 'B', 'C', 'D', 'E', 'F']));
    expect(leathers.length).toBeGreaterThan(0);
    expect(new Set(allMaterials.map((m) => m.swatchInStock))).toEqual(new Set(['yes', 'no']));
  });

  it('product pictures are drawings with no text in them, each under 2 KB, and look different from one another', async () => {
    for (const p of demoProducts) {
      const svg = decodeURIComponent(p.imageSvg.replace('data:image/svg+xml;utf8,', ''));
      expect(svg, p.sku).toMatch(/^<svg [^>]*viewBox="0 0 100 100">/);
      expect(svg, p.sku).not.toMatch(/<text|<tspan|font-|<image/);
      expect(svg.length, p.sku).toBeLessThan(2048);
    }
    expect(new Set(demoProducts.map((p) => p.art)).size).toBeGreaterThanOrEqual(18);
    const served = await api('/api/demo/img/product/300101.svg');
    expect(served.response.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.json).not.toContain('<text');
    for (const image of customerImages('410100')) {
      const url = (image['imageSizes'] as { smallSquare: { url: string } }).smallSquare.url;
      expect(decodeURIComponent(url)).not.toContain('<text');
    }
  });
});

describe('the demo pictures', () => {
  const text = async (url: string) => (await fetch(`http://shop.test${url}`)).text();

  it('a gallery shows the product from the front, the side, close up and in a room: four distinct drawings', async () => {
    for (const sku of ['410100', '300101', '430100']) {
      const images = (await get(`${E.galleryImages}?sku=${sku}`)).json.images.filter(
        (i: { type: number; additionalDetails: { defaultWelcomeMat: boolean } }) =>
          i.type === 1 && !i.additionalDetails.defaultWelcomeMat,
      ) as Array<{ src: string; srcIcon: string; altText: string }>;
      expect(
        images.map((i) => i.altText.replace(/^.*?, /, '')),
        sku,
      ).toEqual(['from the front', 'from the side', 'a close-up of the material', 'in a room']);
      expect(new Set(images.map((i) => i.src)).size, sku).toBe(4);
      const drawings = await Promise.all(images.map((i) => text(i.src)));
      expect(new Set(drawings).size, sku).toBe(4);
      for (const svg of drawings) expect(svg, sku).toMatch(/^<svg [^>]*viewBox="0 0 100 100">/);
      expect(images.map((i) => i.srcIcon)).toEqual(images.map((i) => i.src));
    }
  });

  it('with the options chosen, every view shows the fabric chosen', async () => {
    const blue = customFabrics.find((m) => m.colour === 'Harbor Blue')!;
    const { json } = await get(`${E.specialOrderBrowseData}?sku=410100&sortType=recommended`);
    const fabricCode = json.options.find((o: { optionType: string }) => o.optionType === 'fabric').code as number;
    const ocp = `6,802_${fabricCode},${blue.code}`;
    const images = (
      await get(`${E.galleryImages}?sku=410100&optionChoiceParameter=${encodeURIComponent(ocp)}`)
    ).json.images.filter((i: { type: number }) => i.type === 1) as Array<{ src: string }>;
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image.src).toContain(`fabric=${blue.code}`);
      expect((await text(image.src)).toLowerCase()).toContain(blue.hex.toLowerCase());
    }
    const side = await text(`/api/demo/img/product/410100.svg?fabric=${blue.code}&view=side`);
    expect(side.toLowerCase()).toContain(blue.hex.toLowerCase());
    expect(side).not.toBe(await text(`/api/demo/img/product/410100.svg?fabric=${blue.code}`));
  });

  it('a fabric swatch is woven (a thread pattern in its colour), a leather grained, and in at least three weaves', async () => {
    const fabric = customFabrics[0]!;
    const svg = await text(`/api/demo/img/swatch/${fabric.code}.svg`);
    expect(svg).toMatch(/<pattern [^>]*>.*<path /);
    expect(svg).toContain(`fill="${fabric.hex}"`);
    expect(svg).not.toMatch(/<text|<image/);
    const weaves = new Set(
      await Promise.all(
        [...new Set(customFabrics.map((m) => m.family))].map(async (family) => {
          const m = customFabrics.find((f) => f.family === family)!;
          return /<pattern[^>]*>(.*)<\/pattern>/
            .exec(await text(`/api/demo/img/swatch/${m.code}.svg`))?.[1]
            ?.replace(/#[0-9a-f]{6}/gi, '');
        }),
      ),
    );
    expect(weaves.size).toBeGreaterThanOrEqual(3);
    expect(await text(`/api/demo/img/swatch/${leathers[0]!.code}.svg`)).toMatch(/<pattern [^>]*>.*<circle /);
  });
});

describe('configurator [ref: configurator#calls]', () => {
  it('special-order browse data: browse DTO and drawers with the option fields of [ref: configurator#data]', async () => {
    const { json } = await get(
      `${E.specialOrderBrowseData}?sku=410100&sortType=recommended&choices=${encodeURIComponent(JSON.stringify([{ optionCode: 6, choiceCode: 802 }]))}`,
    );
    expect(json).toMatchObject({
      sku: '410100',
      name: 'Lounge Sofa',
      reviewCount: expect.any(Number),
      isNla: false,
      superSpecialOrder: { sku: '410100' },
    });
    expect(json.specialOrderDetail).toMatchObject({
      optionChoiceParameter: '6,802',
      formattedPrice: '$2,099.00',
      isStockSku: false,
    });
    const fabric = json.options.find((o: { optionType: string }) => o.optionType === 'fabric');
    for (const key of [
      'code',
      'sequence',
      'source',
      'optionExperience',
      'header',
      'choiceGroups',
      'choiceGroupsV2',
      'choiceGroupsV2All',
      'choiceGroupsPriceGroups',
      'totalChoiceCountV2',
      'totalChoiceCountV2All',
      'maxMaterials',
      'filters',
      'filtersV2',
      'selectedChoice',
      'allChoiceMatchingSkus',
      'hasMaterialSwatchesToOrder',
    ]) {
      expect(fabric).toHaveProperty(key);
    }
    expect(fabric.totalChoiceCountV2All).toBeGreaterThan(300);
    expect(fabric.totalChoiceCountV2).toBeLessThan(fabric.totalChoiceCountV2All);
    expect(fabric.filters.map((f: { filterType: number }) => f.filterType)).toEqual([1, 2, 2, 3]);
    expect(fabric.choiceGroupsV2All.map((g: { header: { code: string } }) => g.header.code)).toEqual([
      'S',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    const choice = fabric.choiceGroupsV2All[1].choices[0];
    expect(choice).toMatchObject({
      code: expect.any(Number),
      images: { desktop: expect.any(String) },
      matchingSkus: expect.any(Array),
      priceGroupCode: 'A',
      additionalDetails: { careInstructions: { description: expect.any(String) } },
    });
    const size = json.options.find((o: { optionType: string }) => o.optionType === 'size');
    expect(size.selectedChoice).toMatchObject({ code: 802, title: 'Sofa' });
  });

  it("one price per choice: a fabric tile's price is the quick view's for that fabric with the other choices made", async () => {
    const choices = [{ optionCode: 6, choiceCode: 802 }];
    const { json } = await get(
      `${E.specialOrderBrowseData}?sku=410100&sortType=recommended&choices=${encodeURIComponent(JSON.stringify(choices))}`,
    );
    const fabric = json.options.find((o: { optionType: string }) => o.optionType === 'fabric');
    const size = json.options.find((o: { optionType: string }) => o.optionType === 'size');
    for (const group of fabric.choiceGroupsV2All.slice(0, 3)) {
      const choice = group.choices[0];
      const fabricCode = fabric.code as number;
      const quick = await get(
        `/quickView/details?sku=${choice.matchingSkus[0] ?? '410100'}&choices=${encodeURIComponent(
          JSON.stringify([...choices, { optionCode: fabricCode, choiceCode: choice.code }]),
        )}`,
      );
      expect(choice.formattedPrice, `${group.header.code} ${choice.swatchName}`).toBe(quick.json.formattedPrice);
    }
    // the size's tiles too: each size with the fabric chosen so far
    expect(size.choiceGroupsV2All[0].choices.map((c: { formattedPrice: string }) => c.formattedPrice)).not.toContain(
      '',
    );
  });

  it('the picture shows the fabric chosen: in the summary, as its own image, and on the cart line', async () => {
    const blue = customFabrics.find((m) => m.colour === 'Harbor Blue')!;
    const { json } = await get(`${E.specialOrderBrowseData}?sku=410100&sortType=recommended`);
    const fabricCode = json.options.find((o: { optionType: string }) => o.optionType === 'fabric').code as number;
    const choices = [
      { optionCode: 6, choiceCode: 802 },
      { optionCode: fabricCode, choiceCode: blue.code },
    ];
    const chosen = await get(
      `${E.specialOrderBrowseData}?sku=410100&sortType=recommended&choices=${encodeURIComponent(JSON.stringify(choices))}`,
    );
    const picture = chosen.json.specialOrderDetail.imagePath as string;
    expect(picture).toMatch(new RegExp(`\\?fabric=${blue.code}$`));
    const svg = await (await fetch(`http://shop.test${picture}`)).text();
    expect(svg.toLowerCase()).toContain(blue.hex.toLowerCase());
    const plain = await (await fetch(`http://shop.test${json.specialOrderDetail.imagePath}`)).text();
    expect(plain).not.toBe(svg);
    await post(E.addItem, [
      {
        Sku: chosen.json.specialOrderDetail.sku,
        Quantity: 1,
        OptionChoiceParameter: chosen.json.specialOrderDetail.optionChoiceParameter,
      },
    ]);
    const cart = await get(E.getCartJsx);
    expect(cart.json.cartData.lineItems[0].imagePath).toBe(picture);
  });

  it('every choice image of the browse data is a same-site path the mock serves as SVG (islands refuse data: URLs)', async () => {
    const { json } = await get(`${E.specialOrderBrowseData}?sku=410100&sortType=recommended`);
    const images = new Set<string>();
    const walk = (value: unknown, key = ''): void => {
      if (typeof value === 'string' && /image|desktop|mobile/i.test(key)) images.add(value);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k);
    };
    walk(json.options);
    const paths = [...images].filter(Boolean);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !p.startsWith('/'))).toEqual([]);
    const leg = paths.find((p) => p.includes('/img/choice/'))!;
    const res = await fetch(`http://shop.test${leg}`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
    expect((await fetch('http://shop.test/api/demo/img/choice/nothex.svg')).status).toBe(404);
  });

  it('quick view prices a matching sku, or flags an error', async () => {
    // 410121 = Sofa (+$200), standard depth; 10300 = Dover, price group B (+$100)
    expect((await get('/quickView/details?sku=410121&oc=1,10300')).json).toMatchObject({
      formattedPrice: '$2,199.00',
      hasError: false,
    });
    const choices = encodeURIComponent(JSON.stringify([{ optionCode: 3, choiceCode: 504 }]));
    expect(
      (await get(`/quickView/details?sku=410111&choices=${choices}&oc=&outputCacheString=1,10300`)).json.formattedPrice,
    ).toBe('$2,098.00');
    expect((await get('/quickView/details?sku=1')).json).toEqual({ formattedPrice: '', hasError: true });
  });

  it('quick view pictures the piece in the material chosen, with its measures', async () => {
    // 410132 = Grand Sofa, deep
    expect((await get('/quickView/details?sku=410132&oc=1,10300')).json).toMatchObject({
      portraitSrc: '/api/demo/img/product/410100.svg?fabric=10300',
      imageAlt: expect.stringMatching(/^Lounge Sofa in Dover, /),
      dimensions: { width: 98, depth: 42, height: 34, systemOfMeasure: 1 },
    });
  });

  it('dimensions follow the product and its size; a line names each choice once; one material covers a piece', async () => {
    const dto = async (sku: string, oc = '') =>
      (await get(`${E.specialOrderBrowseData}?sku=${sku}&outputCacheString=${encodeURIComponent(oc)}`)).json;
    expect((await dto('410100')).dimensions).toMatchObject({ width: 74, depth: 38, height: 34 });
    expect((await dto('420200')).dimensions).toMatchObject({ width: 104, depth: 68 });
    expect((await dto('430100')).dimensions).toMatchObject({ width: 34 });
    expect((await dto('410100', '6,803_5,702')).dimensions).toMatchObject({ width: 98, depth: 42 });
    // the Gather Deep Sofa offers fabric or leather: 410621 = Sofa, standard depth
    const fabricOnly = '6,802_5,701_1,10300_4,602_3,501';
    const added = await post(E.addItem, [
      { Sku: '410621', Quantity: 1, OptionChoiceParameter: '6,802_5,701_1,10300_2,40000_4,602_3,501' },
      { Sku: '410621', Quantity: 1, OptionChoiceParameter: fabricOnly },
    ]);
    const [item, alone] = added.json.items;
    expect(item.formattedPrice).toBe(alone.formattedPrice);
    expect(item.selectedOptions.map((o: { title: string; text: string }) => `${o.title}: ${o.text}`)).toEqual([
      'Size: Sofa (86")',
      'Depth: Standard Depth (38" deep)',
      expect.stringMatching(/^Fabric: Dover, /),
      'Cushion: Down Blend',
      'Leg: Walnut Tapered',
    ]);
    // pictured as chosen, priced with the one material
    expect(item.imagePath).toBe('/api/demo/img/product/410600.svg?fabric=10300');
  });

  it('fabric info', async () => {
    const { json } = await get('/browse/fabricinfopopup/GetFabricInfo?sku=410100&optionChoiceParameter=1,10300');
    expect(json).toMatchObject({
      squareImage: expect.stringContaining('10300'),
      squareImageHiRes: expect.any(String),
      fabricPlpURL: expect.stringContaining('/free-swatches'),
      partOfACollection: { header: expect.any(String), items: expect.any(Array) },
    });
  });

  it('filtered choice groups: union within a facet, intersection across, with facets and selected facets', async () => {
    const { json } = await get(
      '/api/special-order/filtered-choice-groups?sku=410100&optioncode=1&optiontype=fabric&colorgroup=blue+grey&features=performance&sort=priceLowHigh',
    );
    const choices = json.choiceGroups.flatMap((g: { choices: unknown[] }) => g.choices);
    expect(choices.length).toBeGreaterThan(0);
    for (const c of choices) {
      const values = c.attributes.map((a: { value: string }) => a.value);
      expect(values.includes('Blue') || values.includes('Grey')).toBe(true);
      expect(values).toContain('Performance');
    }
    expect(json.facets.map((f: { key: string }) => f.key)).toEqual(['features', 'colorgroup', 'fabrictype', 'sort']);
    expect(json.selectedFacets).toEqual(
      expect.arrayContaining([{ queryKey: 'colorgroup', queryValues: ['blue', 'grey'], chipValues: ['blue', 'grey'] }]),
    );
  });

  it('sort/filter selection and sort/filter choice groups', async () => {
    expect(
      (await post(E.sortFilterSelection, { optionCode: 1, sku: '410100', attributeId: 103, sorKey: 'fabricType' }))
        .json,
    ).toMatchObject({ isSuccess: true, sortKey: 'fabricType', choiceGroups: expect.any(Array) });
    expect(
      (await get(`${E.sortFilterChoiceGroups}?choices=[]&optionCode=3&sku=410100&sortType=recommended`)).json
        .choiceGroups[0].choices,
    ).toHaveLength(6);
  });
});

describe('swatches [ref: cart#calls, configurator#calls]', () => {
  const codes = customFabrics
    .filter((m) => m.swatchInStock === 'yes' && !m.isNla)
    .slice(0, 3)
    .map((m) => m.code);

  it('recent swatches by comma-joined choice codes', async () => {
    const { json } = await get(`${E.recentSwatches}?choiceCodes=${codes.join(',')}`);
    expect(json[0]).toEqual(
      expect.objectContaining({
        ChoiceCode: codes[0],
        SwatchInStock: true,
        name: expect.any(String),
        choiceCode: codes[0],
      }),
    );
  });

  it('order swatch data prefills a signed-in customer', async () => {
    signIn();
    const { json } = await get(
      `${E.orderSwatchData}?sku=410100&choiceCode=${codes[0]}&selected=${codes[0]}&suppressColorBar=false`,
    );
    expect(json).toMatchObject({
      Sku: '410100',
      DefaultSwatch: { ChoiceCode: codes[0] },
      FirstName: 'Jordan',
      EmailAddress: 'demo@hearth.test',
      SwatchModalMessage: '',
    });
    const first = Object.values(json.FabricsByName)[0] as Array<Record<string, unknown>>;
    expect(first[0]).toEqual(
      expect.objectContaining({
        ChoiceCode: expect.any(Number),
        ImagePath: expect.any(String),
        Description: expect.any(String),
        SwatchInStock: expect.stringMatching(/yes|no/),
        IsStock: expect.any(Boolean),
        PriceGroupCode: expect.any(String),
        Attributes: expect.any(Array),
      }),
    );
  });

  it('NLA checks', async () => {
    const nla = allMaterials.find((m) => m.isNla);
    expect(nla).toBeDefined();
    expect((await get(`${E.swatchNlaCheck}?codes=${codes[0]},${nla?.code}`)).json).toEqual({
      hasNla: true,
      nlaFabrics: [nla?.code],
    });
    expect((await get(`/free-swatches/get-nla-fabrics?choiceCodes=${nla?.code}`)).json.hasNla).toBe(true);
  });

  it('shop-by-fabric results page and filter', async () => {
    const page1 = await get('/free-swatches/get-filtered-results?sort=name&page=1');
    expect(page1.json.cardsDto).toMatchObject({ showingCount: 24, totalRecords: expect.any(Number) });
    expect(page1.json.cardsDto.cards[0]).toMatchObject({
      code: expect.any(Number),
      optionCode: expect.any(Number),
      additionalDetails: { swatchInStock: expect.stringMatching(/yes|no/) },
    });
    const page2 = await get('/free-swatches/get-filtered-results?sort=name&page=2');
    expect(page2.json.cardsDto.cards[0].code).not.toBe(page1.json.cardsDto.cards[0].code);
    const velvet = await get('/free-swatches/get-filtered-results?fabrictype=velvet');
    expect(velvet.json.cardsDto.cards.every((c: { fabricType: string }) => c.fabricType === 'Velvet')).toBe(true);
    expect(velvet.json.filterFacets.map((f: { key: string }) => f.key)).toEqual([
      'features',
      'colorgroup',
      'fabrictype',
      'sort',
    ]);
    expect((await get(`/free-swatches/get-recent-fabrics?choiceCodes=${codes.join(',')}`)).json.cards).toHaveLength(3);
    expect((await get(`/free-swatches/get-card-data?choiceCode=${codes[0]}`)).json.card.code).toBe(codes[0]);
  });

  it('serves swatch and product images', async () => {
    const swatch = await api(`/api/demo/img/swatch/${codes[0]}.svg`);
    expect(swatch.response.headers.get('content-type')).toBe('image/svg+xml');
    expect((await api('/api/demo/img/product/410100.svg')).json).toContain('<svg');
  });

  describe('free swatch order submit', () => {
    const form = {
      Sku: '410100',
      FirstName: 'Jordan',
      LastName: 'Avery',
      Address1: '1250 Techny Rd',
      Address2: '',
      City: 'Northbrook',
      State: 'IL',
      PostalCode: '60062',
      DayPhone: '8472220142',
      EmailAddress: 'demo@hearth.test',
      swatch: codes,
      UseAddressAsEntered: false,
      CanadaEmailSignup: false,
      SignUp: true,
    };

    it('succeeds', async () => {
      expect((await post('/browse/specialorder/orderfreeswatchessubmit', form)).json).toMatchObject({
        Succeeded: true,
        Message: '',
        AddressValidationResult: null,
      });
    });

    it('answers suggestions, an empty suggestion list, or a message', async () => {
      const city = await post('/browse/specialorder/orderfreeswatchessubmit', { ...form, City: 'Chicago' });
      expect(city.json).toEqual({
        Succeeded: false,
        Message: '',
        AddressValidationResult: { Suggestions: [{ City: 'Northbrook', State: 'IL', ZipCode: '60062' }] },
      });
      const street = await post('/browse/specialorder/orderfreeswatchessubmit', { ...form, Address1: 'Techny Road' });
      expect(street.json.AddressValidationResult).toEqual({ Suggestions: [] });
      expect(
        (
          await post('/browse/specialorder/orderfreeswatchessubmit', {
            ...form,
            Address1: 'Techny Road',
            UseAddressAsEntered: true,
          })
        ).json.Succeeded,
      ).toBe(true);
      expect(
        (await post('/browse/specialorder/orderfreeswatchessubmit', { ...form, swatch: [...codes, 1, 2, 3] })).json
          .Message,
      ).toBe('You may only select up to five swatches.');
      expect(
        (await post('/browse/specialorder/orderfreeswatchessubmit', { ...form, DayPhone: '8475550142' })).json.Message,
      ).toBe('Please enter a valid Phone Number.');
      expect((await post('/browse/specialorder/orderfreeswatchessubmit', { ...form, swatch: [] })).json.Message).toBe(
        'Please select at least one swatch.',
      );
    });

    it('hashes email and phone', async () => {
      expect((await post('/browse/specialorder/GetEmailHashed', { email: 'Demo@Hearth.test' })).json.emailHash).toMatch(
        /^[0-9a-f]{64}$/,
      );
      expect((await post(E.hashedPhone, { phone: '847-222-0142' })).json.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});

describe('favorites [ref: configurator#calls]', () => {
  it('guests get a sign-in answer; signed-in shoppers add to boards and create boards', async () => {
    expect(
      (await post(E.favoritesAddItem, { sku: '200101', quantity: 1, recapId: 0, optionChoiceParameter: '' })).json
        .recapId,
    ).toBe(0);
    expect((await post(E.favoritesPopupData, { sku: '200101', optionChoiceParameter: '' })).json.IsSignedIn).toBe(
      false,
    );
    signIn();
    const popup = await post(E.favoritesPopupData, { sku: '200101', optionChoiceParameter: '' });
    expect(popup.json).toMatchObject({
      CurrentProductSku: '200101',
      CurrentProductName: expect.any(String),
      CurrentProductFormattedPrice: '$59.95',
      ProductImageUrl: expect.any(String),
      OptionChoiceParameter: '',
      Boards: [{ Id: 1, BoardName: 'Living Room Ideas', IsProductMember: false }, expect.any(Object)],
      IsSignedIn: true,
      IsMobile: false,
    });
    const added = await post(E.favoritesAddItem, { sku: '200101', quantity: 1, recapId: 1, optionChoiceParameter: '' });
    expect(added.json.recapId).toBeGreaterThan(0);
    expect(added.json).toMatchObject({ TotalItemCount: 1, itemSkus: ['200101'] });
    expect((await get(E.favoritesSkus)).json).toEqual([{ Item1: '200101', Item2: '' }]);
    const board = await post(E.favoritesCreateBoard, {
      boardName: 'Nursery',
      sku: '200102',
      quantity: 1,
      optionChoiceParameter: '',
    });
    expect(board.json.recapId).toBeGreaterThan(0);
    expect((await post(E.favoritesCreateBoard, { boardName: '', sku: '200102' })).json.recapId).toBe(0);
  });
});

describe('favorites of a guest (a visitor sees a sign-in prompt; the lists stay in the session) [ref: configurator#roles]', () => {
  it('a guest creates a list with the item, adds to it, and keeps it when signing in', async () => {
    const created = await post(E.favoritesCreateBoard, {
      boardName: 'My Picks',
      sku: '300101',
      quantity: 1,
      optionChoiceParameter: '',
    });
    expect(created.json).toMatchObject({ recapId: expect.any(Number), boardName: 'My Picks', itemSkus: ['300101'] });
    expect(created.json.recapId).toBeGreaterThan(0);
    const popup = await post(E.favoritesPopupData, { sku: '300101', optionChoiceParameter: '' });
    expect(popup.json).toMatchObject({ IsSignedIn: false, Boards: [{ BoardName: 'My Picks', IsProductMember: true }] });
    const added = await post(E.favoritesAddItem, {
      sku: '200101',
      quantity: 1,
      recapId: created.json.boardId,
      optionChoiceParameter: '',
    });
    expect(added.json.recapId).toBeGreaterThan(0);
    signIn();
    const after = await post(E.favoritesPopupData, { sku: '300101', optionChoiceParameter: '' });
    expect(
      after.json.Boards.map((b: { BoardName: string; IsProductMember: boolean }) => [b.BoardName, b.IsProductMember]),
    ).toEqual([
      ['Living Room Ideas', false],
      ['Cabin', false],
      ['My Picks', true],
    ]);
  });
});

describe('registry [ref: configurator#calls]', () => {
  it('adds items for a signed-in registrant and lists registries by sku', async () => {
    expect((await post(E.addToRegistry, [{ Sku: '200101', Quantity: 1, GrId: 90001 }])).json.isSuccess).toBe(false);
    expect((await get(`${E.registryList}?sku=200101`)).json).toMatchObject({ isLoggedIn: false, registryCount: 0 });
    signIn();
    const { json } = await post(E.addToRegistry, [{ Sku: '200101', Quantity: 1, GrId: 90001 }]);
    expect(json).toMatchObject({
      isSuccess: true,
      items: [
        {
          sku: '200101',
          quantity: 1,
          grId: 90001,
          name: expect.any(String),
          registryType: 'br',
          imagePath: expect.any(String),
          formattedPrice: '$59.95',
        },
      ],
    });
    const sofa = await post(E.addToRegistry, [{ Sku: '410100', Quantity: 1, GrId: 90002 }]);
    expect(sofa.json.addOns.map((a: { sku: string }) => a.sku)).toEqual(['200101', '200102', '200103', '200104']);
    expect((await get(`${E.registryList}?sku=200101`)).json).toMatchObject({
      isLoggedIn: true,
      registryCount: 2,
      giftRegistries: [{ id: 90001 }, { id: 90002 }],
      registryAddedData: { totalQty: 1 },
    });
    expect((await get(`${E.recommendations}?item=200101`)).json).toMatchObject({
      callbackUrl: '/browse/widget/MainPi?item=200101',
    });
    expect((await get(`${E.recommendations}?item=200101`)).json.items).toBeUndefined();
  });
});

describe('quick ship [ref: configurator#calls]', () => {
  it('answers available and backordered line items', async () => {
    const { json } = await get(`${E.quickShip}/410100`);
    expect(json).toMatchObject({ inStockMessage: expect.any(String), backorderedMessage: expect.any(String) });
    const all = [...json.availableItems, ...json.backorderedItems];
    expect(all.length).toBe(12);
    expect(all[0]).toMatchObject({
      title: expect.any(String),
      priceDisplayString: expect.any(String),
      images: { desktop: expect.any(String) },
      sku: expect.any(String),
      availabilityDisplayString: expect.any(String),
      selectedOptionChoices: expect.arrayContaining([
        expect.objectContaining({
          optionType: 'fabric',
          selectedChoice: expect.objectContaining({ code: expect.any(Number) }),
        }),
      ]),
    });
    // a ready-made piece: every option it is made with, its own picture and price, its page
    const pieces = all.map((line: Record<string, unknown>) => ({
      image: (line['images'] as { desktop: string }).desktop,
      options: (line['selectedOptionChoices'] as Array<{ optionType: string }>).map((c) => c.optionType),
      url: line['url'],
    }));
    expect(pieces[0]!.options).toEqual(['size', 'depth', 'fabric', 'cushion', 'leg']);
    expect(new Set(pieces.map((p: { image: string }) => p.image)).size).toBe(12);
    expect(pieces[0]!.url).toMatch(
      /^\/furniture\/lounge-sofa\/s410100\?optionChoiceParameter=6%2C801_5%2C701_1%2C\d+_4%2C601_3%2C501$/,
    );
    expect((await get(`${E.quickShip}/200101`)).json.availableItems).toEqual([]);
    expect((await get(`${E.quickShipAvailability}?sku=410100`)).json.sku).toBe('410100');
  });

  it('what is in stock and the wording follow the shopper ZIP set by the ZIP check', async () => {
    const before = (await get(`${E.quickShip}/410100`)).json;
    expect((await post(E.zipValidation, { zip: '10001' })).json.isValid).toBe(true);
    const after = (await get(`${E.quickShip}/410100`)).json;
    expect(after.availableItems[0].availabilityDisplayString).toBe('In stock. Ships to 10001 in 1-2 weeks.');
    const titles = (answer: { availableItems: Array<{ title: string }> }) => answer.availableItems.map((i) => i.title);
    expect(titles(after)).not.toEqual(titles(before));
  });
});

describe('gallery, widgets, recently viewed, visualizer [ref: media#calls]', () => {
  it('customer images with products and handles', async () => {
    const { json } = await get(`${E.customerImages}?sku=410100&isKids=false`);
    expect(json.images[0]).toMatchObject({
      imageSizes: { originalConverted: { url: expect.any(String) }, smallSquare: { url: expect.any(String) } },
      sourceData: { user: { handle: expect.any(String) } },
      additionalDetails: {
        instagramHandle: expect.any(String),
        products: expect.arrayContaining([
          expect.objectContaining({ title: 'Lounge Sofa', imageUrl: expect.any(String), url: expect.any(String) }),
        ]),
      },
    });
  });

  it('gallery images, video URL, popup content and MainPi', async () => {
    const sofa = (await get(`${E.galleryImages}?sku=410100`)).json.images;
    expect(sofa.map((i: { id: string }) => i.id)).toEqual([
      'Image_1',
      'Image_2',
      'Image_3',
      'Image_4',
      'Image_5',
      'Video_1',
      'Video_2',
    ]);
    // a visualizer product has a welcome mat; Video_1 is a direct file, Video_2 needs the lookup
    expect(sofa[4].additionalDetails).toMatchObject({
      defaultWelcomeMat: true,
      visualizerMessages: { helpMessage: expect.any(String) },
    });
    expect(sofa[5].src).toMatch(/\.webm$/);
    expect(sofa[6].src).not.toMatch(/\.(mp4|webm|ogg)$/);
    expect((await get(`${E.galleryImages}?sku=300101`)).json.images.map((i: { type: number }) => i.type)).toEqual([
      1, 1, 1, 1,
    ]);
    expect((await get(`${E.videoUrl}?videoId=abc`)).json).toEqual({ url: '/assets/site/demo-video.webm' });
    expect((await get('/browse/popup?popupName=DesignServices')).json).toContain('Design Services');
    expect((await get('/browse/popup?popupName=Nope')).status).toBe(404);
    expect((await get('/browse/widget/MainPi?item=410100')).json.items[0]).toMatchObject({
      sku: expect.any(String),
      name: expect.any(String),
      navigateUrl: expect.any(String),
      imagePath: expect.any(String),
      imagePathHiRes: expect.any(String),
      formattedPrice: expect.any(String),
      customOrderConfirmation: { hasCustomOrderConfirmation: false },
    });
  });

  it('recently viewed', async () => {
    await post(E.recentlyViewedUpdate, { sku: '410100', familyId: 'F4101', optionChoiceParameter: '1,10300' });
    await post(E.recentlyViewedUpdate, { sku: '200101', familyId: '', optionChoiceParameter: '' });
    const { json } = await get(`${E.recentlyViewed}?isNewLayout=true`);
    expect(json.isNewLayout).toBe(true);
    expect(json.items.map((i: { sku: string }) => i.sku)).toEqual(['200101', '410100']);
  });

  it('visualizer product info with an invalid sku message', async () => {
    const { json } = await post(E.visualizerProductInfo, { skus: ['410111', '999999'], zip: '60062' });
    expect(json.products[0]).toMatchObject({
      sku: '410111',
      name: 'Lounge Sofa',
      quantity: 1,
      unitFormattedPrice: expect.any(String),
      stockStatus: expect.any(String),
    });
    expect(json).toMatchObject({ hasInvalidSkus: true, invalidSkuMessage: expect.stringContaining('999999') });
  });
});

describe('departments', () => {
  it('list every product a shopper can buy, once, and each has a department', async () => {
    const { demoCategories, getCategory, categoryOf, categoryProducts } = await import('../index');
    const listed = demoCategories.flatMap((c) => c.skus);
    expect(new Set(listed).size).toBe(listed.length);
    for (const category of demoCategories) {
      expect(getCategory(category.slug)).toBe(category);
      expect(categoryProducts(category).length, category.slug).toBeGreaterThanOrEqual(2);
    }
    expect(listed).not.toContain('300107'); // no longer available
    expect(listed).not.toContain('800005'); // the donation is offered in the cart
    expect(categoryOf('410100')?.name).toBe('Sofas');
    expect(categoryOf('4101SD'.replace('SD', '11'))?.slug).toBe('sofas');
    expect(demoCategories.map((c) => c.slug)).toEqual([
      'sofas',
      'sectionals',
      'chairs',
      'tables',
      'decor-lighting',
      'pillows-throws',
      'gifts',
    ]);
  });
});
