import { getRecentSwatches } from '@hearth/commerce';
import { resetSharedSignals } from '@hearth/core/testing';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browseDataOf } from '../../testing/configurator';
import { isMaterialOption } from '../drawers/drawer-logic';
import { TIMING } from '../visualizer/quick-view-logic';
import type { Choice, Option } from '../data/schema';
import { useSelections } from './use-selections';

const options = browseDataOf('410100').options as Option[];
const size = options.find((option) => option.optionType === 'size')!;
const fabric = options.find(isMaterialOption)!;
const choicesOf = (option: Option): Choice[] => option.choiceGroups.flatMap((group) => group.choices);
const [first, second] = choicesOf(size);

const setup = () => renderHook(() => useSelections(options));

beforeEach(() => {
  localStorage.clear();
  resetSharedSignals();
});
afterEach(() => vi.useRealTimers());

describe('useSelections [ref: configurator#rules]', () => {
  it('a keyboard choice shows checked at once and is chosen 500 ms later; the pointer chooses at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = setup();
    act(() => result.current.choose(size, first!, 'keyboard'));
    expect(result.current.checkedOf(size.code)).toBe(first!.code);
    expect(result.current.selections.get(size.code)).not.toBe(first!.code);
    act(() => vi.advanceTimersByTime(TIMING.keyboardSelection - 1));
    expect(result.current.selections.get(size.code)).not.toBe(first!.code);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.selections.get(size.code)).toBe(first!.code);
    expect(TIMING.keyboardSelection).toBe(500);
    act(() => result.current.choose(size, second!));
    expect(result.current.selections.get(size.code)).toBe(second!.code);
  });

  it('arrowing on within 500 ms chooses only where the keyboard stopped', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = setup();
    const before = result.current.selections;
    act(() => result.current.choose(size, first!, 'keyboard'));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.choose(size, second!, 'keyboard'));
    act(() => vi.advanceTimersByTime(400));
    // the first choice was never made: 800 ms after it, only the second waits
    expect(result.current.selections).toBe(before);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.selections.get(size.code)).toBe(second!.code);
  });

  it("options that come after the first render (fetched) take the server's marks once; options given at once are the marks already", () => {
    // the server's mark: the size's second choice
    const marked = options.map((option) =>
      option === size ? { ...option, selectedChoice: second } : option,
    ) as Option[];
    const fetched = renderHook(
      ({ given }: { given: Option[] }) => {
        const selections = useSelections(given);
        selections.follow(given);
        return selections;
      },
      { initialProps: { given: [] as Option[] } },
    );
    expect(fetched.result.current.selections.get(size.code)).toBeUndefined();
    fetched.rerender({ given: marked });
    expect(fetched.result.current.selections.get(size.code)).toBe(second!.code);
    // once taken, later options do not override the shopper's choice
    act(() => fetched.result.current.choose(size, first!));
    fetched.rerender({ given: [...marked] });
    expect(fetched.result.current.selections.get(size.code)).toBe(first!.code);
    const given = renderHook(() => useSelections(marked));
    expect(given.result.current.selections.get(size.code)).toBe(second!.code);
  });

  it('choosing the chosen choice again does nothing', () => {
    const { result } = setup();
    act(() => result.current.choose(size, first!));
    const chosen = result.current.selections;
    act(() => result.current.choose(size, first!));
    expect(result.current.selections).toBe(chosen);
  });

  it('a disabled choice cannot be chosen, by pointer or keyboard', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = setup();
    const before = result.current.selections;
    const disabled = { ...second!, isDisabled: true };
    act(() => result.current.choose(size, disabled));
    act(() => result.current.choose(size, disabled, 'keyboard'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.selections).toBe(before);
    expect(result.current.checkedOf(size.code)).toBe(before.get(size.code));
  });

  it('a fabric chosen goes first in the recently viewed swatches; another option is not a swatch', () => {
    const { result } = setup();
    const swatch = choicesOf(fabric)[0]!;
    act(() => result.current.choose(size, first!));
    expect(getRecentSwatches().value).toEqual([]);
    act(() => result.current.choose(fabric, swatch));
    expect(getRecentSwatches().value[0]).toMatchObject({ OptionCode: fabric.code, ChoiceCode: swatch.code });
  });
});
