import { html, type SafeHtml } from '../../html.js';
import { money, type PageContext } from '../layout/context.js';

/**
 * The configurator's first view as the server writes it: the markup and class names
 * the `configurator` island draws once its browse data is in, before any choice: the product
 * summary, the page model's messages, rewards and sections, 'Your Selection Summary', one drawer
 * per option (the size and depth lists inline, the drawers that open first open) and the links,
 * styled by the island's own stylesheets, which the page links in its head. The island keeps
 * this HTML in place until its data is in (`IslandFallback`), then draws the same thing over it,
 * so nothing on the page moves or changes while it loads. It is the page's template, as a legacy
 * server would write one, with the island's texts (their defaults, packages/product/src/messages.ts):
 * a change to what the island draws first changes it too (the layout-shift browser test fails).
 *
 * The buttons do what they do once the island is in; the links work at once.
 */

/** What the view reads of a choice of the browse data [ref: configurator#data]. */
export interface ViewChoice {
  code: number;
  title: string;
  text: string;
  subtitle: string;
  swatchName: string;
  isSelected: boolean;
  isDisabled: boolean;
  formattedPrice: string;
  images: { desktop: string; mobile: string };
}
/** What the view reads of a choice group. */
export interface ViewGroup {
  header: { title: string; subtitle: string };
  choices: ViewChoice[];
}
/** What the view reads of an option. */
export interface ViewOption {
  code: number;
  sequence: number;
  optionType: string;
  optionExperience: string;
  header: { title: string; count: number };
  selectedChoice: ViewChoice | null;
  choiceGroups: ViewGroup[];
  choiceGroupsV2: ViewGroup[];
  choiceGroupsV2All: ViewGroup[];
}
/** What the view reads of the browse data. */
export interface ViewDto {
  name: string;
  formattedPrice: string;
  specialOrderDetail: {
    imagePath: string;
    flatImage: string;
    imageAltText: string;
    formattedPrice: string;
    availabilityMessage: string;
  } | null;
  lineLevelMessages: Array<{ text: string; popupName: string }>;
  rewards: { headerRenew: string; messageRenew: string } | null;
  formattedTotalPrice: string;
  personalizationFeeMessage: string;
  productSubgroups: Array<{ id: number; title: string; content: string }>;
  dimensions: { width: number; depth: number; height: number; systemOfMeasure: number } | null;
  options: ViewOption[];
}
/** The island's props the view reads: its links. */
export interface ViewLinks {
  sectional?: { url: string; collectionCode?: string; itemTypeCode?: string } | undefined;
  crossSell?: { name: string; url: string } | undefined;
  otherBrand?: { name: string; url: string } | undefined;
}

const NONE_SELECTED = 'None Selected';
const NO_CHOICE = '—';
/** [ref: configurator#data]: the section with id 2 starts expanded. */
const EXPANDED_SUBGROUP_ID = 2;
const MATERIALS = ['fabric', 'leather'];
const LAYOUTS: Readonly<Record<string, string>> = {
  leg: 'leg',
  image: 'image',
  'large-image-and-text': 'image-text',
  'numbered-image-and-wide-text': 'image-text',
};

const isMaterial = (o: ViewOption) =>
  MATERIALS.includes(o.optionType.toLowerCase()) ||
  (o.optionType === '' && MATERIALS.includes(o.optionExperience.toLowerCase()));
const layoutOf = (o: ViewOption) =>
  isMaterial(o)
    ? 'swatch'
    : (LAYOUTS[o.optionExperience.trim().toLowerCase().replace(/_/g, '-')] ??
      (o.optionType.toLowerCase() === 'leg' ? 'leg' : 'text'));
const groupsOf = (o: ViewOption) =>
  o.choiceGroupsV2All.length > 0
    ? o.choiceGroupsV2All
    : o.choiceGroupsV2.length > 0
      ? o.choiceGroupsV2
      : o.choiceGroups;
const choicesOf = (o: ViewOption) => groupsOf(o).flatMap((g) => g.choices);
const chosenOf = (o: ViewOption) => o.selectedChoice ?? choicesOf(o).find((c) => c.isSelected);
/** [ref: configurator#validation]: a depth or size list shows inline with fewer than 3 choices, or 3 on desktop (769 px and up). */
const inlineOn = (o: ViewOption): 'always' | 'desktop' | 'never' => {
  const type = o.optionType.toLowerCase();
  const n = choicesOf(o).length;
  if ((type !== 'depth' && type !== 'size') || n > 3) return 'never';
  return n < 3 ? 'always' : 'desktop';
};
/** Fabric or leather, where a product offers both: the one chosen, else the first, is the drawer shown. */
function offeredOf(options: readonly ViewOption[]): ViewOption[] {
  const materials = options.filter(isMaterial);
  if (materials.length < 2) return [...options];
  const kept = materials.find((o) => chosenOf(o)) ?? materials[0]!;
  return options.filter((o) => !isMaterial(o) || o === kept);
}

/** The switch between fabric and leather under the drawer shown (the island's MaterialSwitch). */
function materialSwitch(option: ViewOption, all: readonly ViewOption[]): SafeHtml {
  const materials = all.filter(isMaterial);
  if (materials.length < 2 || !isMaterial(option)) return html``;
  return html`<fieldset class="hearth-drawer__materials"><legend class="hearth-visually-hidden">Fabric or leather</legend>${materials.map(
    (m) =>
      html`<label class="hearth-drawer__material"><input type="radio" name="configurator-view-material" value="${m.code}"${m === option ? html` checked` : ''}><span>${m.header.title}</span></label>`,
  )}</fieldset>`;
}

/** Measures as the island writes them: '86" W x 38" D x 34" H' (centimetres for systemOfMeasure 2). */
function dimensionsText(d: ViewDto['dimensions']): string {
  if (!d || !(d.width > 0)) return '';
  const unit = d.systemOfMeasure === 2 ? ' cm' : '"';
  return (
    [
      [d.width, 'W'],
      [d.depth, 'D'],
      [d.height, 'H'],
    ] as const
  )
    .filter(([value]) => value > 0)
    .map(([value, side]) => `${value}${unit} ${side}`)
    .join(' x ');
}

/** [ref: configurator#rules]: the drawers open at first (one option; all of fewer than 3; else the size option, else the first). */
function openAtFirst(options: readonly ViewOption[]): number[] {
  if (options.length < 3) return options.map((o) => o.code);
  return [(options.find((o) => o.optionType.toLowerCase() === 'size') ?? options[0]!).code];
}

/** A price from the browse data as the island shows it on the site (a string with the site's symbol as is) [ref: configurator#validation]. */
function sitePrice(value: string, site: PageContext['session']['site']): string {
  if (value === '' || value.includes(site === 'CA' ? 'CAD' : '$')) return value;
  const amount = Number(value.replace(/[$,]/g, '').trim());
  return Number.isFinite(amount) ? money(Math.round(amount * 100), site) : value;
}

/** [ref: configurator#validation] 'Your Selection Summary' text of a chosen choice. */
function summaryText(option: ViewOption, choice: ViewChoice): string {
  const type = option.optionType.toLowerCase();
  if (isMaterial(option)) return `${choice.title} ${option.header.title} in ${choice.text}`;
  if (type === 'leg') return `${choice.title} Legs`;
  if (type === 'cushion') return `${choice.title} Cushion`;
  return choice.title;
}

/** [ref: configurator#limits] a depth whose choices have pictures shows them as picture cards in a row, with their prices. */
const picturedRow = (o: ViewOption) =>
  o.optionType.toLowerCase() === 'depth' && choicesOf(o).some((c) => c.images.desktop || c.images.mobile);

/** One choice as the island draws it, without its radio (the island's radio takes the choosing). */
function choiceItem(choice: ViewChoice, layout: string, price = ''): SafeHtml {
  const image = layout === 'text' ? '' : choice.images.desktop || choice.images.mobile;
  const title =
    layout === 'swatch' ? choice.swatchName || [choice.title, choice.text].filter(Boolean).join(', ') : choice.title;
  const item = html`<span class="hearth-choice" data-layout="${layout}"${choice.isDisabled ? html` data-disabled="true"` : ''}>${
    image
      ? html`<img class="hearth-choice__image" src="${image}" alt="" width="64" height="64" loading="lazy" decoding="async">`
      : ''
  }<span class="hearth-choice__name${layout === 'swatch' ? ' hearth-visually-hidden' : ''}">${title}</span>${
    (layout === 'text' || layout === 'image-text') && choice.text && choice.text !== choice.title
      ? html`<span class="hearth-choice__text">${choice.text}</span>`
      : ''
  }${price ? html`<span class="hearth-choice__price">${price}</span>` : ''}</span>`;
  return layout === 'leg'
    ? html`<div class="hearth-choice-card">${item}<button type="button" class="hearth-link-button">View Details<span class="hearth-visually-hidden"> ${choice.title}</span></button></div>`
    : item;
}

/** An option's choices in one list, in a fieldset per group. */
function choiceList(option: ViewOption, site: PageContext['session']['site']): SafeHtml {
  const row = picturedRow(option);
  const layout = row ? 'image-text' : layoutOf(option);
  return html`<div class="hearth-choices" data-layout="${layout}"${row ? html` data-row="true"` : ''}><div class="hearth-choices__section">${groupsOf(
    option,
  ).map(
    (group) =>
      html`<fieldset class="hearth-choice-group"><legend class="hearth-choice-group__legend hearth-visually-hidden">${option.header.title}</legend>${
        group.header.subtitle ? html`<p class="hearth-choice-group__subtitle">${group.header.subtitle}</p>` : ''
      }<div class="hearth-choice-group__items">${group.choices.map((c) => choiceItem(c, layout, row ? sitePrice(c.formattedPrice, site) : ''))}</div></fieldset>`,
  )}</div></div>`;
}

/** An option's list inline: its heading, then its choices. */
function inlineOption(
  option: ViewOption,
  step: number,
  chosen: string,
  site: PageContext['session']['site'],
  only = '',
): SafeHtml {
  return html`<div class="hearth-drawer hearth-drawer--inline${only}" data-option-code="${option.code}"><h3 class="hearth-drawer__heading"><span class="hearth-drawer__step">${step}</span> <span class="hearth-drawer__title">${option.header.title}</span> <span class="hearth-drawer__chosen">${chosen}</span></h3>${choiceList(option, site)}</div>`;
}

/** An option's drawer: its header button and, open, its choices (the material drawers, which the demo never opens first, stay closed). */
function drawer(
  option: ViewOption,
  step: number,
  chosen: string,
  open: boolean,
  site: PageContext['session']['site'],
  only = '',
  all: readonly ViewOption[] = [],
): SafeHtml {
  const showsBody = open && !isMaterial(option);
  const count = option.header.count || choicesOf(option).length;
  return html`<div class="hearth-drawer${showsBody ? ' hearth-drawer--open' : ''}${only}" data-option-code="${option.code}" data-state="${showsBody ? 'open' : 'closed'}"><h3 class="hearth-drawer__heading"><button type="button" class="hearth-drawer__button" aria-expanded="${showsBody}"><span class="hearth-drawer__step">${step}</span><span class="hearth-drawer__title">${option.header.title}</span><span class="hearth-drawer__count">${count} option(s)</span><span class="hearth-drawer__chosen">${chosen}</span></button></h3>${materialSwitch(option, all)}<div class="hearth-drawer__panel"${showsBody ? '' : html` hidden`}>${
    showsBody ? html`${choiceList(option, site)}<div class="hearth-drawer__actions"></div>` : ''
  }</div></div>`;
}

/** The options: inline lists and drawers; a list inline on desktop only is written both ways, one shown by width. */
function options(
  list: readonly ViewOption[],
  all: readonly ViewOption[],
  site: PageContext['session']['site'],
): SafeHtml {
  const open = openAtFirst(list);
  return html`<div class="hearth-configurator__drawers" role="group" aria-label="Product options">${list.map(
    (option, i) => {
      const chosenChoice = chosenOf(option);
      const chosen = chosenChoice ? chosenChoice.swatchName || chosenChoice.title : NONE_SELECTED;
      const inline = inlineOn(option);
      if (inline === 'always') return inlineOption(option, i + 1, chosen, site);
      const asDrawer = drawer(
        option,
        i + 1,
        chosen,
        open.includes(option.code),
        site,
        inline === 'desktop' ? ' configurator-view--narrow' : '',
        all,
      );
      return inline === 'desktop'
        ? html`${asDrawer}${inlineOption(option, i + 1, chosen, site, ' configurator-view--wide')}`
        : asDrawer;
    },
  )}</div>`;
}

/** The product summary: the configured product's image, price and availability [ref: configurator#rules]. */
function productSummary(dto: ViewDto, site: PageContext['session']['site']): SafeHtml {
  const detail = dto.specialOrderDetail;
  const formatted = sitePrice(detail?.formattedPrice || dto.formattedPrice, site);
  const measures = dimensionsText(dto.dimensions);
  return html`<div class="hearth-product-summary">${
    detail?.imagePath
      ? html`<img class="hearth-product-summary__image" src="${detail.imagePath}" alt="${detail.imageAltText || dto.name}" width="240" height="240">`
      : ''
  }${
    detail?.flatImage && detail.flatImage !== detail.imagePath
      ? html`<img class="hearth-product-summary__swatch" src="${detail.flatImage}" alt="" width="48" height="48">`
      : ''
  }<div class="hearth-product-summary__text">${formatted ? html`<p class="hearth-product-summary__price">${formatted}</p>` : ''}${
    detail?.availabilityMessage
      ? html`<p class="hearth-product-summary__availability">${detail.availabilityMessage}</p>`
      : ''
  }${measures ? html`<p class="hearth-product-summary__dimensions">Dimensions: ${measures}</p>` : ''}</div></div>`;
}

/** The page model's own content [ref: configurator#data]: messages, rewards, the personalization fee, the sections. */
function pageContent(dto: ViewDto, site: PageContext['session']['site']): SafeHtml {
  const messages = dto.lineLevelMessages.filter((m) => m.text.trim() !== '');
  const header = dto.rewards?.headerRenew.trim() ?? '';
  const message = dto.rewards?.messageRenew.trim() ?? '';
  const fee = dto.personalizationFeeMessage.trim();
  const subgroups = dto.productSubgroups.filter((s) => s.title.trim() !== '');
  if (messages.length === 0 && !header && !message && !fee && subgroups.length === 0) return html``;
  return html`<div class="hearth-page-content">${
    messages.length > 0
      ? html`<ul class="hearth-page-content__messages">${messages.map((m) =>
          m.popupName.trim() === ''
            ? html`<li>${m.text}</li>`
            : html`<li><button type="button" aria-haspopup="dialog" class="hearth-button hearth-button--link"><span class="hearth-button__label">${m.text}</span></button></li>`,
        )}</ul>`
      : ''
  }${header || message ? html`<p class="hearth-page-content__rewards">${header ? html`<strong>${header}</strong>` : ''} ${message}</p>` : ''}${
    fee
      ? html`<p class="hearth-page-content__fee">${dto.formattedTotalPrice.trim() ? html`<span>${sitePrice(dto.formattedTotalPrice.trim(), site)}</span>` : ''} ${fee}</p>`
      : ''
  }${
    subgroups.length > 0
      ? html`<section aria-label="Product Details">${subgroups.map((s) => {
          const open = s.id === EXPANDED_SUBGROUP_ID;
          return html`<div class="hearth-page-content__subgroup"><h3><button type="button" aria-expanded="${open}">${s.title}</button></h3><div${open ? '' : html` hidden`}>${s.content ? html`<p>${s.content}</p>` : ''}</div></div>`;
        })}</section>`
      : ''
  }</div>`;
}

/** 'Your Selection Summary' [ref: configurator#screens, #validation]: shown with 2 or more options. */
function selectionSummary(list: readonly ViewOption[]): SafeHtml {
  if (list.length < 2) return html``;
  return html`<section class="hearth-summary" aria-labelledby="configurator-view-summary"><h3 id="configurator-view-summary" class="hearth-summary__title">Your Selection Summary</h3><ul class="hearth-summary__list">${list.map(
    (option) => {
      const chosen = chosenOf(option);
      return html`<li class="hearth-summary__line"><span class="hearth-summary__option">${option.header.title}</span><span class="hearth-summary__text">${chosen ? summaryText(option, chosen) : NO_CHOICE}</span><button type="button" class="hearth-link-button">Edit<span class="hearth-visually-hidden"> ${option.header.title}</span></button></li>`;
    },
  )}</ul></section>`;
}

/** [ref: configurator#screens] links: the sectional, the cross-sell, the other brand (CB2 only), care and details. */
function links(list: readonly ViewOption[], given: ViewLinks, brand: PageContext['session']['brand']): SafeHtml {
  const { sectional, crossSell, otherBrand } = given;
  const sectionalUrl = sectional
    ? `${sectional.url}${sectional.url.includes('?') ? '&' : '?'}${new URLSearchParams({ collectionCode: sectional.collectionCode ?? '', itemTypeCode: sectional.itemTypeCode ?? '' })}`
    : '';
  const material = list.some(isMaterial);
  return html`<ul class="hearth-configurator__links">${sectional ? html`<li><a href="${sectionalUrl}">Customize Your Sectional</a></li>` : ''}${
    crossSell ? html`<li><a href="${crossSell.url}">Shop ${crossSell.name}</a></li>` : ''
  }${otherBrand && brand === 'cb2' ? html`<li><a href="${otherBrand.url}">Available in ${otherBrand.name}</a></li>` : ''}${
    list.length > 0
      ? html`<li><button type="button" class="hearth-link-button">${material ? 'Care & Material Details' : 'Care & Details'}</button></li>`
      : ''
  }</ul>`;
}

/** The configurator's first view (see the module's comment). */
export function configuratorView(ctx: PageContext, dto: ViewDto, given: ViewLinks): SafeHtml {
  const { site, brand } = ctx.session;
  const all = [...dto.options].sort((a, b) => a.sequence - b.sequence);
  const list = offeredOf(all);
  return html`<div class="hearth-configurator">${productSummary(dto, site)}${pageContent(dto, site)}${selectionSummary(list)}${options(list, all, site)}${links(list, given, brand)}</div>`;
}
