import { readFileSync } from 'node:fs';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { splitDeclarations, splitModules } from './split-module.mjs';

describe('splitDeclarations', () => {
  it('gives each function and class its code and the declarations it uses, not property names or its own name', () => {
    const { pieces, exported } = splitDeclarations(`class Struct { validate(v) { return validate(v, this); } }
function validate(value, struct) { return run(value, struct).next(); }
function* run(value, struct) { yield value.run; struct.object; }
function object(schema) { return new Struct({ object: schema, run }); }
function alone() { return alone; }
export { Struct, object as obj, validate, alone };`);
    expect(Object.fromEntries([...pieces].map(([name, { uses }]) => [name, uses]))).toEqual({
      Struct: ['validate'],
      validate: ['run'],
      run: [],
      object: ['Struct', 'run'],
      alone: [],
    });
    expect(pieces.get('run')!.code).toBe('function* run(value, struct) { yield value.run; struct.object; }');
    expect([...exported]).toEqual([
      ['Struct', 'Struct'],
      ['obj', 'object'],
      ['validate', 'validate'],
      ['alone', 'alone'],
    ]);
  });

  it('refuses a module with state or statements at its top level (its pieces would not share them)', () => {
    expect(() => splitDeclarations('let count = 0;\nfunction next() { return ++count; }\nexport { next };')).toThrow(
      /has a VariableDeclaration at its top level/,
    );
  });

  it('splits superstruct as installed: functions, classes and one export list', () => {
    const { pieces, exported } = splitDeclarations(readFileSync('node_modules/superstruct/dist/index.mjs', 'utf8'));
    expect(exported.get('object')).toBe('object');
    expect(pieces.get('object')!.uses).toContain('Struct');
    expect(pieces.get('string')!.uses).not.toContain('object');
  });
});

describe('splitModules', () => {
  it('lets a bundle take only the declarations it uses, each in the chunk of the entries that use it', async () => {
    const bundle = await rolldown({
      input: { a: 'virtual:a', b: 'virtual:b' },
      plugins: [
        splitModules(['superstruct']),
        {
          name: 'entries',
          resolveId: (id) => (id.startsWith('virtual:') ? id : null),
          load: (id) =>
            id === 'virtual:a'
              ? `import { string, validate } from 'superstruct'; export default validate('x', string());`
              : id === 'virtual:b'
                ? `import { object, string, validate } from 'superstruct'; export default validate({}, object({ s: string() }));`
                : null,
        },
      ],
      logLevel: 'silent',
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const a = output.find((chunk) => chunk.type === 'chunk' && chunk.name === 'a')!;
    const b = output.find((chunk) => chunk.type === 'chunk' && chunk.name === 'b')!;
    const code = (chunk: typeof a) => (chunk.type === 'chunk' ? chunk.code : '');
    // `object` only where b is: not in a, nor in the chunk a and b share
    expect(code(b)).toContain('function object(');
    const shared = output
      .filter((chunk) => chunk !== a && chunk !== b)
      .map(code)
      .join('\n');
    expect(`${code(a)}${shared}`).not.toContain('function object(');
    expect(shared).toContain('function string(');
  });
});
