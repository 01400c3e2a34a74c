import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerAddressProvider, type AddressAutocomplete } from './address-autocomplete/autocomplete';
import { useAddressAutocomplete } from './use-address-autocomplete';

function Address({ adapter, site = 'US' }: { adapter: AddressAutocomplete; site?: 'US' | 'CA' }) {
  const { onFocus } = useAddressAutocomplete({ site, adapter, onPlace: () => {} });
  return <input aria-label="Address 1" onFocus={onFocus} />;
}

const provider = () => {
  const detach = vi.fn();
  const adapter = { attach: vi.fn(async () => detach), dropdowns: () => [] } satisfies AddressAutocomplete;
  return { adapter, detach };
};

describe('address autocomplete on Address 1 [ref: swatch-order#validation, #limits]', () => {
  it('attaches nothing until the field first gets focus, then once, to the site’s country, however often it is focused', async () => {
    const { adapter } = provider();
    render(<Address adapter={adapter} site="CA" />);
    const field = screen.getByRole('textbox', { name: 'Address 1' });
    expect(adapter.attach).not.toHaveBeenCalled();
    fireEvent.focus(field);
    fireEvent.blur(field);
    fireEvent.focus(field);
    await waitFor(() => expect(adapter.attach).toHaveBeenCalledTimes(1));
    fireEvent.focus(field);
    await Promise.resolve();
    expect(adapter.attach).toHaveBeenCalledTimes(1);
    expect(adapter.attach).toHaveBeenCalledWith(field, expect.objectContaining({ country: 'ca' }));
  });

  it('detaches when the form goes', async () => {
    const { adapter, detach } = provider();
    const { unmount } = render(<Address adapter={adapter} />);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Address 1' }));
    await waitFor(() => expect(adapter.attach).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    unmount();
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it('a form gone before the provider attached: it is detached at once', async () => {
    let attached!: () => void;
    const detach = vi.fn();
    const adapter = {
      attach: vi.fn(() => new Promise<() => void>((resolve) => (attached = () => resolve(detach)))),
      dropdowns: () => [],
    } satisfies AddressAutocomplete;
    const { unmount } = render(<Address adapter={adapter} />);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Address 1' }));
    await waitFor(() => expect(adapter.attach).toHaveBeenCalledTimes(1));
    unmount();
    attached();
    await waitFor(() => expect(detach).toHaveBeenCalledTimes(1));
  });

  it('a provider that fails to load is logged, and the next focus tries again', async () => {
    const log = vi.fn();
    const detach = vi.fn();
    const adapter = {
      attach: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(detach),
      dropdowns: () => [],
    } satisfies AddressAutocomplete;
    function Logged() {
      const { onFocus } = useAddressAutocomplete({ site: 'US', adapter, onPlace: () => {}, log });
      return <input aria-label="Address 1" onFocus={onFocus} />;
    }
    render(<Logged />);
    const field = screen.getByRole('textbox', { name: 'Address 1' });
    fireEvent.focus(field);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('hearth: the address autocomplete could not be loaded', expect.any(Error)),
    );
    fireEvent.blur(field);
    fireEvent.focus(field);
    await waitFor(() => expect(adapter.attach).toHaveBeenCalledTimes(2));
  });

  it("the page's provider is not attached when the form went while it was being looked up", async () => {
    const adapter = { attach: vi.fn(async () => () => {}), dropdowns: () => [] } satisfies AddressAutocomplete;
    const unregister = registerAddressProvider(adapter);
    function Configured() {
      const { onFocus } = useAddressAutocomplete({ site: 'US', onPlace: () => {} });
      return <input aria-label="Address 1" onFocus={onFocus} />;
    }
    const { unmount } = render(<Configured />);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Address 1' }));
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    unregister();
    expect(adapter.attach).not.toHaveBeenCalled();
  });
});
