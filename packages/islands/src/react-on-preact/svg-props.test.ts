import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAMEL_PROPS } from './svg-props';

/** preact/compat's list: every SVG presentation attribute React code may write in camelCase. */
const ALL_PRESENTATION =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(?!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
/** Props of Hearth's components that the list above takes for SVG attributes. */
const NOT_SVG = new Set(['imageLoading', 'imageId']);

describe('CAMEL_PROPS', () => {
  it("covers every camelCase SVG presentation attribute in Hearth's components and stories", () => {
    // read from the folders, not git: Stryker's sandbox is a copy without git
    const tsx = (dir: string, keep: RegExp) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => keep.test(file.replaceAll('\\', '/')))
        .map((file) => join(dir, file));
    const files = [...tsx('packages', /^[^/]+\/src\/.+\.tsx$/), ...tsx('stories', /\.tsx$/)];
    expect(files.length).toBeGreaterThan(100);
    const missed = new Set<string>();
    for (const file of files)
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/\s([a-z]+[A-Z][A-Za-z]*)=[{"']/g))
        if (ALL_PRESENTATION.test(name!) && !NOT_SVG.has(name!) && !CAMEL_PROPS.test(name!)) missed.add(name!);
    expect([...missed]).toEqual([]);
  });

  it('dashes the attributes Hearth uses, not the ones the DOM spells in camelCase', () => {
    expect(['strokeWidth', 'strokeLinecap', 'fillRule', 'clipRule'].every((name) => CAMEL_PROPS.test(name))).toBe(true);
    expect(['viewBox', 'preserveAspectRatio', 'gradientUnits'].some((name) => CAMEL_PROPS.test(name))).toBe(false);
  });
});
