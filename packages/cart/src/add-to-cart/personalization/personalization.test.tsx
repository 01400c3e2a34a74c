import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setConfig } from '@hearth/core';
import { describe, expect, it, vi } from 'vitest';
import { AddToCart } from '../add-to-cart';
import type { PersonalizationInput } from '../schema';
import { PATHS, seriousAxeViolations, setupMockApi } from '../../testing/add-to-cart';

const api = setupMockApi();

const TOWEL = [{ Sku: '500102' }];
const monogram = (over: Partial<PersonalizationInput> = {}): PersonalizationInput => ({
  customizationType: 100,
  orderType: 'Monogram',
  profileGuid: 'profile-1',
  templateName: 'Classic Block',
  locationName: 'Center',
  legend: 'Monogram',
  emptyTextMessage: 'Enter at least one line.',
  lines: [
    { elementName: 'Text1', label: 'Line 1', textcolor: 'Navy', font: 'Serif' },
    { elementName: 'Text2', label: 'Line 2', textcolor: 'Navy', font: 'Serif' },
  ],
  ...over,
});

function errorAnswer(code: string, description: string, elementName = '') {
  return http.post(`*${PATHS.monogram}`, () =>
    HttpResponse.json({ isSuccess: false, errors: [{ code, elementName, description }], message: description }),
  );
}

describe('Monogramming path [ref: add-to-cart#data, #rules]', () => {
  it('posts the monogram request and shows the Monogramming popup', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    document.addEventListener('hearth:cart-updated', (e) => updates.push((e as CustomEvent).detail), { once: true });
    render(<AddToCart items={TOWEL} personalization={monogram()} showQuantity />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monogramming' });
    expect(api.to(PATHS.addItem)).toHaveLength(0);
    expect(api.to(PATHS.monogram)[0]?.body).toEqual({
      quantity: 2,
      orderType: 'Monogram',
      profileGuid: 'profile-1',
      design: {
        templateName: 'Classic Block',
        sku: '500102',
        locationName: 'Center',
        personalization: [
          { elementName: 'Text1', text: 'JMA', textcolor: 'Navy', font: 'Serif' },
          { elementName: 'Text2', text: '', textcolor: 'Navy', font: 'Serif' },
        ],
      },
    });
    expect(updates).toEqual([2]);
    expect(within(dialog).getByRole('img', { name: 'Personalization preview' })).toBeInTheDocument();
    expect(within(dialog).getByText('Includes a $15.00 personalization fee.')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 items added to your cart');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('the personalization fields [ref: add-to-cart#screens]', () => {
  it('take no focus when they appear; Tab reaches the first line, not the fieldset; the lines are not autofilled', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} />);
    const line1 = screen.getByRole('textbox', { name: 'Line 1' });
    // past the moment an effect of the first render would have moved focus
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(line1).toHaveFocus();
    expect(line1).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('textbox', { name: 'Line 2' })).toHaveAttribute('autocomplete', 'off');
  });

  it('the Monogramming popup keeps its title when the page names the standard one (confirmationTitle)', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} confirmationTitle="In your basket" />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Monogramming' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'In your basket' })).toBeNull();
  });
});

describe('after a monogram is accepted [ref: add-to-cart#rules]', () => {
  it('tells what surrounds it (hearth:added-to-cart, onAdded), and the popup lists the page’s add-ons', async () => {
    const user = userEvent.setup();
    const heard = vi.fn();
    const onAdded = vi.fn();
    const { container } = render(
      <AddToCart
        items={TOWEL}
        personalization={monogram()}
        onAdded={onAdded}
        addOns={[{ sku: '200105', name: 'Towel Hook', formattedPrice: 1200 }]}
      />,
    );
    container.addEventListener('hearth:added-to-cart', (event) => heard((event as CustomEvent).detail));
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monogramming' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]![0]).toEqual({ items: [expect.objectContaining({ sku: '500102', quantity: 1 })] });
    expect(onAdded).toHaveBeenCalledWith([expect.objectContaining({ sku: '500102', quantity: 1 })]);
    const addOns = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    expect(within(addOns).getByText('Towel Hook')).toBeInTheDocument();
  });

  it('confirmation type "ignore" from the page: the header refreshes, no popup', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    const onUpdate = (e: Event) => updates.push((e as CustomEvent).detail);
    document.addEventListener('hearth:cart-updated', onUpdate);
    try {
      render(<AddToCart items={TOWEL} personalization={monogram()} confirmationType="ignore" />);
      await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
      const button = screen.getByRole('button', { name: 'Add to cart' });
      await user.click(button);
      await waitFor(() => expect(updates).toEqual([1]));
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      // past the moment a popup would have opened
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      document.removeEventListener('hearth:cart-updated', onUpdate);
    }
  });

  it('an answer with isSuccess false and no render errors is logged only: no popup, no field flagged', async () => {
    api.server.use(
      http.post(`*${PATHS.monogram}`, () => HttpResponse.json({ isSuccess: false, message: 'Monogramming is down.' })),
    );
    const log = vi.fn();
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} env={{ log }} />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(String(log.mock.calls[0]?.[1])).toMatch(/Monogramming is down\./);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('personalization validation [ref: add-to-cart#validation]', () => {
  it('an item that is not in-house with every line empty flags Text1 and sends nothing', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    const line1 = screen.getByRole('textbox', { name: 'Line 1' });
    expect(line1).toHaveAttribute('aria-invalid', 'true');
    expect(line1).toHaveAccessibleDescription('Enter at least one line.');
    expect(line1).toHaveFocus();
    expect(button).toBeDisabled();
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.to(PATHS.monogram)).toHaveLength(0);
    // typing answers the error: the button comes back
    await user.type(line1, 'A');
    expect(line1).not.toHaveAttribute('aria-invalid');
    expect(button).toBeEnabled();
  });

  it('an in-house item with empty lines goes to the server, which flags the summary (E2001)', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '500101' }]} personalization={monogram({ customizationType: 700 })} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please enter your personalization text.');
    expect(api.to(PATHS.monogram)).toHaveLength(1);
    const group = screen.getByRole('group', { name: 'Monogram' });
    expect(group).toHaveAccessibleDescription('Please enter your personalization text.');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});

describe('personalization render errors [ref: add-to-cart#errors]', () => {
  it('E3001 flags the profane lines with the server description and disables the button', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.type(screen.getByRole('textbox', { name: 'Line 2' }), 'oh damn');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const line2 = screen.getByRole('textbox', { name: 'Line 2' });
    await waitFor(() => expect(line2).toHaveAttribute('aria-invalid', 'true'));
    expect(line2).toHaveAccessibleDescription(
      'Please change your text. It contains words we are unable to personalize.',
    );
    expect(line2).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Line 1' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each(['E1001', 'E1002', 'E1003'])('%s flags the legend', async (code) => {
    api.server.use(errorAnswer(code, `Legend problem ${code}.`));
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const group = screen.getByRole('group', { name: 'Monogram' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(`Legend problem ${code}.`));
    expect(screen.getByRole('alert')).toHaveTextContent(`Legend problem ${code}.`);
    expect(group).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Line 1' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('the demo server answers E1001 without a template', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram({ templateName: '' })} />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Monogram' })).toHaveAccessibleDescription(
        'Please choose a monogram style.',
      ),
    );
  });

  it('E2001 flags the summary', async () => {
    api.server.use(errorAnswer('E2001', 'Summary problem.'));
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveClass('hearth-add-to-cart__summary');
    expect(summary).toHaveTextContent('Summary problem.');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('any other code flags Text1', async () => {
    api.server.use(errorAnswer('E5005', 'Something about the text.', 'Text2'));
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} />);
    await user.type(screen.getByRole('textbox', { name: 'Line 2' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const line1 = screen.getByRole('textbox', { name: 'Line 1' });
    await waitFor(() => expect(line1).toHaveAccessibleDescription('Something about the text.'));
    expect(line1).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Line 2' })).not.toHaveAttribute('aria-invalid');
  });

  it('a failed monogram call is logged only and the button is usable again', async () => {
    api.server.use(http.post(`*${PATHS.monogram}`, () => new HttpResponse('down', { status: 503 })));
    const log = vi.fn();
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} env={{ log }} />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(String(log.mock.calls[0]?.[1])).toMatch(/Status: 503/);
    expect(button).toBeEnabled();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });
});

describe('thread colours and fonts [ref: add-to-cart#limits]', () => {
  const threads = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `Thread ${i + 1}`, value: `T${i + 1}`, hex: '#1f2a44' }));
  const fonts = [
    { name: 'Classic Block', value: 'BLOCK' },
    { name: 'Script', value: 'SCRIPT' },
  ];

  it('offers the brand’s thread colours and the fonts as choices; the chosen ones go into every line', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram({ threadColors: threads(25), fonts })} />);
    const colour = screen.getByRole('group', { name: 'Thread Color' });
    expect(within(colour).getAllByRole('radio')).toHaveLength(25);
    expect(within(colour).queryByRole('radio', { checked: true })).toBeNull();
    const font = screen.getByRole('group', { name: 'Font' });
    expect(
      within(font)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['BLOCK', 'SCRIPT']);
    await user.click(within(colour).getByRole('radio', { name: 'Thread 7' }));
    await user.click(within(font).getByRole('radio', { name: 'Script' }));
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Monogramming' });
    const sent = (api.to(PATHS.monogram)[0]?.body as { design: { personalization: unknown[] } }).design;
    expect(sent.personalization).toEqual([
      { elementName: 'Text1', text: 'JMA', textcolor: 'T7', font: 'SCRIPT' },
      { elementName: 'Text2', text: '', textcolor: 'T7', font: 'SCRIPT' },
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('CB2 offers 12 thread colours; more from the page are left out with one console line naming the field', () => {
    setConfig({ brand: 'cb2' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<AddToCart items={TOWEL} personalization={monogram({ threadColors: threads(25) })} />);
      const colour = screen.getByRole('group', { name: 'Thread Color' });
      expect(within(colour).getAllByRole('radio')).toHaveLength(12);
      expect(screen.queryByRole('group', { name: 'Font' })).toBeNull();
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(
        /add-to-cart: personalization\.threadColors .* cb2 brand offers 12/,
      );
    } finally {
      error.mockRestore();
      setConfig({ brand: 'main' });
    }
  });

  it('each thread colour shows its swatch in its own colour; the fonts have none', () => {
    render(
      <AddToCart
        items={TOWEL}
        personalization={monogram({
          threadColors: [
            { name: 'Navy', value: 'NV', hex: '#1f2a44' },
            { name: 'Plain', value: 'PL' },
          ],
          fonts,
        })}
      />,
    );
    const swatchOf = (name: string) =>
      screen.getByRole('radio', { name }).closest('label')!.querySelector('.hearth-add-to-cart__thread');
    expect(swatchOf('Navy')).toHaveStyle({ backgroundColor: '#1f2a44' });
    expect(swatchOf('Navy')).toHaveAttribute('aria-hidden', 'true');
    expect(swatchOf('Plain')).not.toBeNull();
    expect(swatchOf('Plain')!.getAttribute('style')).toBeNull();
    expect(screen.getByRole('group', { name: 'Font' }).querySelector('.hearth-add-to-cart__thread')).toBeNull();
  });

  it('as many thread colours as the brand offers: all shown, nothing logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AddToCart items={TOWEL} personalization={monogram({ threadColors: threads(25) })} />);
    const colour = screen.getByRole('group', { name: 'Thread Color' });
    expect(within(colour).getAllByRole('radio')).toHaveLength(25);
    // the first render's effects have run: a line about extra colours would be in by now
    expect(error).not.toHaveBeenCalled();
  });

  it('the first line’s colour, when offered, starts chosen', () => {
    render(
      <AddToCart
        items={TOWEL}
        personalization={monogram({
          threadColors: threads(3),
          lines: [{ elementName: 'Text1', label: 'Line 1', textcolor: 'T2', font: '' }],
        })}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Thread 2' })).toBeChecked();
  });
  it('the thread colour and the font are two radio groups: choosing a font keeps the colour chosen', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram({ threadColors: threads(3), fonts })} />);
    const thread = screen.getByRole('radio', { name: 'Thread 2' });
    await user.click(thread);
    await user.click(screen.getByRole('radio', { name: 'Script' }));
    expect(thread).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Script' })).toBeChecked();
  });
});

describe('the personalization lines and their errors [ref: add-to-cart#errors]', () => {
  it('a line keeps to the maxLength the page gives it', () => {
    render(
      <AddToCart
        items={TOWEL}
        personalization={monogram({ lines: [{ elementName: 'Text1', label: 'Line 1', maxLength: 3 }] })}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Line 1' })).toHaveAttribute('maxlength', '3');
  });

  it('E2001: the fieldset is described by the summary and takes the focus', async () => {
    api.server.use(errorAnswer('E2001', 'Summary problem.'));
    const user = userEvent.setup();
    render(<AddToCart items={TOWEL} personalization={monogram()} />);
    await user.type(screen.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('alert');
    const fieldset = screen.getByRole('group', { name: 'Monogram' });
    expect(fieldset).toHaveAccessibleDescription('Summary problem.');
    await waitFor(() => expect(fieldset).toHaveFocus());
  });
});
