import { describe, expect, it } from 'vitest';
import { clampRange, itemSpan, rowCount, sameRange, spacers, trackCount, visibleRows } from './window-logic';

// a grid of 128 px rows with 8 px gaps: a pitch of 136 px
const PITCH = 136;

describe('visibleRows (a long swatch list renders its rows near the viewport)', () => {
  it('a group starting at the top of an 800 px viewport: the rows that meet it, plus the overscan below', () => {
    expect(visibleRows(0, 800, 100, PITCH, 0)).toEqual({ start: 0, end: 6 });
    expect(visibleRows(0, 800, 100, PITCH, 240)).toEqual({ start: 0, end: 8 });
  });

  it('a group scrolled past its first rows starts at the first row meeting the viewport (less the overscan)', () => {
    expect(visibleRows(-1360, 800, 100, PITCH, 0)).toEqual({ start: 10, end: 16 });
    expect(visibleRows(-1360, 800, 100, PITCH, 272)).toEqual({ start: 8, end: 18 });
  });

  it('never renders rows the group does not have', () => {
    expect(visibleRows(-1360, 800, 12, PITCH, 0)).toEqual({ start: 10, end: 12 });
  });

  it('a group far below or far above the viewport renders no row', () => {
    expect(visibleRows(5000, 800, 100, PITCH)).toEqual({ start: 0, end: 0 });
    expect(visibleRows(-50_000, 800, 100, PITCH)).toEqual({ start: 100, end: 100 });
  });

  it('an empty group, or one not measured, renders no row', () => {
    expect(visibleRows(0, 800, 0, PITCH)).toEqual({ start: 0, end: 0 });
    expect(visibleRows(0, 800, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('rows, spans and spacers', () => {
  it('counts rows of a group', () => {
    expect(rowCount(2000, 12)).toBe(167);
    expect(rowCount(0, 12)).toBe(0);
    expect(rowCount(5, 0)).toBe(5);
  });

  it('keeps a range within a group a filter shortened', () => {
    expect(clampRange({ start: 10, end: 16 }, 12)).toEqual({ start: 10, end: 12 });
    expect(clampRange({ start: 10, end: 16 }, 4)).toEqual({ start: 4, end: 4 });
  });

  it('maps rows to the choices they hold', () => {
    expect(itemSpan({ start: 2, end: 4 }, 12, 2000)).toEqual({ from: 24, to: 48 });
    expect(itemSpan({ start: 2, end: 4 }, 12, 30)).toEqual({ from: 24, to: 30 });
    expect(itemSpan({ start: 5, end: 5 }, 12, 30)).toEqual({ from: 30, to: 30 });
  });

  it('pads for the rows not rendered, so the group keeps the height of all its rows', () => {
    const geometry = { pitch: PITCH, gap: 8 };
    const rows = 20;
    const full = rows * PITCH - 8;
    const check = (range: { start: number; end: number }) => {
      const pad = spacers(range, rows, geometry);
      const rendered = range.end > range.start ? (range.end - range.start) * PITCH - 8 : 0;
      return pad.top + rendered + pad.bottom;
    };
    expect(spacers({ start: 3, end: 9 }, rows, geometry)).toEqual({ top: 3 * PITCH, bottom: 11 * PITCH });
    expect(check({ start: 3, end: 9 })).toBe(full);
    expect(check({ start: 0, end: rows })).toBe(full);
    expect(check({ start: 0, end: 0 })).toBe(full);
    expect(check({ start: rows, end: rows })).toBe(full);
  });

  it('compares ranges and reads the columns of a computed grid', () => {
    expect(sameRange({ start: 1, end: 2 }, { start: 1, end: 2 })).toBe(true);
    expect(sameRange({ start: 1, end: 2 }, { start: 1, end: 3 })).toBe(false);
    expect(trackCount('96px 96px 96px')).toBe(3);
    expect(trackCount('none')).toBe(0);
    expect(trackCount('')).toBe(0);
  });
});
