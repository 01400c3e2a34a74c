import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonalizationFields } from './personalization-fields';
import type { PersonalizationInput } from '../schema';
import { usePersonalization } from './use-personalization';

const MONOGRAM: PersonalizationInput = {
  customizationType: 100,
  orderType: 'Monogram',
  profileGuid: 'profile-1',
  templateName: 'Classic Block',
  locationName: 'Center',
  lines: [
    { elementName: 'Text1', text: 'AB' },
    { elementName: 'Text2', label: 'Second line' },
  ],
};

describe('usePersonalization [ref: add-to-cart#data, #validation, #errors]', () => {
  it('without a personalization there is nothing to show or check', () => {
    const { result } = renderHook(() => usePersonalization(undefined));
    expect(result.current).toMatchObject({ personalization: undefined, texts: {}, flagged: false, view: null });
  });

  it('starts from the lines’ texts, with the default legend and line labels', () => {
    const { result } = renderHook(() => usePersonalization(MONOGRAM));
    expect(result.current.texts).toEqual({ Text1: 'AB', Text2: '' });
    expect(result.current.personalization?.lines[1]?.font).toBe(''); // schema defaults applied
    const view = result.current.view!;
    expect(view.legend).toBe('Personalization');
    expect(view.lines.map((line) => [line.label, line.value])).toEqual([
      ['Line 1', 'AB'],
      ['Second line', ''],
    ]);
  });

  it('a flag shows its errors; a change to any line clears them', () => {
    const { result } = renderHook(() => usePersonalization(MONOGRAM));
    act(() =>
      result.current.flag({ legend: 'Too long.', summary: 'Check the text.', lines: { Text2: 'Not allowed.' } }),
    );
    expect(result.current.flagged).toBe(true);
    const view = result.current.view!;
    expect(view.legendError).toBe('Too long.');
    expect(view.summaryError).toBe('Check the text.');
    expect(view.lines[1]?.error).toBe('Not allowed.');
    expect(view.fieldsetProps['aria-describedby']).toBe(`${view.summaryId} ${view.legendErrorId}`);
    act(() => view.lines[0]!.onChange('ABC'));
    expect(result.current.texts.Text1).toBe('ABC');
    expect(result.current.flagged).toBe(false);
    expect(result.current.view!.fieldsetProps['aria-describedby']).toBeUndefined();
  });

  it('a flag moves focus to the first flagged line, else to the fieldset', () => {
    let state!: ReturnType<typeof usePersonalization>;
    function Fields() {
      state = usePersonalization(MONOGRAM);
      return <PersonalizationFields personalization={state.view!} />;
    }
    render(<Fields />);
    act(() => state.flag({ lines: { Text2: 'Not allowed.' } }));
    expect(screen.getByRole('textbox', { name: 'Second line' })).toHaveFocus();
    act(() => state.flag({ legend: 'Too long.', lines: {} }));
    expect(screen.getByRole('group', { name: 'Personalization' })).toHaveFocus();
  });
});
