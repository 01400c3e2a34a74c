import { afterEach, describe, expect, it } from 'vitest';
import { standIn } from './stand-in';

/** Where focus goes back when the element a dialog was opened from has been drawn over by its island. */

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the way back to a button the island drew over', () => {
  it("is the button while it is in the page, then the island's button or link of the same text, then nothing", () => {
    document.body.innerHTML = `<div data-island="gallery" id="root"><p><button id="fallback">View all  images</button></p></div>`;
    const root = document.getElementById('root')!;
    const back = standIn(document.getElementById('fallback')!);
    expect(back()?.id).toBe('fallback');
    root.innerHTML = '<div><button>Zoom</button><a href="/all"> View ALL images </a></div>';
    expect(back()?.localName).toBe('a');
    root.innerHTML = '<button>Zoom</button><a>View all images</a>';
    expect(back()).toBeUndefined();
    root.remove();
    expect(back()).toBeUndefined();
  });

  it('an icon button by its aria-label; a button with no text has no stand-in', () => {
    document.body.innerHTML = `<div data-island="gallery" id="root"><button aria-label="Zoom in" id="zoom"></button><button id="bare"></button></div>`;
    const root = document.getElementById('root')!;
    const zoom = standIn(document.getElementById('zoom')!);
    const bare = standIn(document.getElementById('bare')!);
    root.innerHTML = '<button></button><button aria-label="Zoom in" id="new"></button>';
    expect(zoom()?.id).toBe('new');
    expect(bare()).toBeUndefined();
  });

  it('outside an island: the element itself, and nothing once it has gone', () => {
    document.body.innerHTML = '<button id="page">Page button</button>';
    const back = standIn(document.getElementById('page')!);
    expect(back()?.id).toBe('page');
    document.body.innerHTML = '<button>Page button</button>';
    expect(back()).toBeUndefined();
  });

  it('words run together are other words: spaces collapse, they do not vanish', () => {
    document.body.innerHTML = `<div data-island="registry" id="root"><button id="fallback">Re order</button></div>`;
    const back = standIn(document.getElementById('fallback')!);
    document.getElementById('root')!.innerHTML = '<button>Reorder</button>';
    expect(back()).toBeUndefined();
  });
});
