import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OversizeList } from './oversize-list';

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('OversizeList [ref: commerce#data]', () => {
  it("numbers a box the server sent without its boxNumber by its place in the list; a box's own number wins; a size not sent is left blank", () => {
    render(
      <OversizeList
        items={[
          {
            title: 'Lounge Sofa',
            boxes: [
              { quantity: 1, width: 88, depth: 42, height: 36 },
              { boxNumber: 7, quantity: 2, width: 30, depth: 20, height: 10 },
              { width: 12 },
            ],
          },
          { boxes: [{ boxNumber: null, quantity: 1 }] },
        ]}
      />,
    );
    const [sofa, untitled] = screen.getAllByRole('table') as [HTMLElement, HTMLElement];
    expect(sofa).toHaveAccessibleName('Lounge Sofa');
    expect(rows(sofa)).toEqual([
      ['1', '1', '88', '42', '36'],
      ['7', '2', '30', '20', '10'],
      ['3', '', '12', '', ''],
    ]);
    expect(untitled.querySelector('caption')).toBeNull();
    expect(rows(untitled)).toEqual([['1', '1', '', '', '']]);
  });
});
