import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../../config/codeThemes';
import {codeColoursCss} from './index';

describe('codeColoursCss', () => {
  const css = codeColoursCss({light: lightCodeTheme, dark: darkCodeTheme});

  /** Each property of a token type as the cascade leaves it: the last rule naming the type wins. */
  function effective(mode: string, type: string): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      const names = (selectors ?? '').split(',').map((selector) => selector.trim());
      if (!names.includes(`[data-theme='${mode}'] .prism-code .token.${type}`)) continue;
      for (const [, property, value] of (body ?? '').matchAll(/([a-z-]+): ([^;]+);/g)) {
        result[property ?? ''] = value ?? '';
      }
    }
    return result;
  }

  it('gives every token type the style Prism would, under its colour mode', () => {
    for (const [mode, theme] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      // Prism's renderer merges the entries naming a type in order (themeToDict).
      const expected: Record<string, Record<string, string>> = {};
      for (const {types, style} of theme.styles) {
        for (const type of types) {
          for (const [property, value] of Object.entries(style)) {
            const name = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
            (expected[type] ??= {})[name] = String(value);
          }
        }
      }
      for (const [type, style] of Object.entries(expected)) {
        expect(effective(mode, type), `${mode} ${type}`).toEqual(style);
      }
    }
  });

  it("sets the container's variables for each mode over the inline ones of the server's mode", () => {
    expect(css).toContain(
      `[data-theme='dark'] .theme-code-block { --prism-color: ${darkCodeTheme.plain.color} !important; --prism-background-color: ${darkCodeTheme.plain.backgroundColor} !important; }`,
    );
    expect(css).toContain(
      `[data-theme='light'] .theme-code-block { --prism-color: ${lightCodeTheme.plain.color} !important;`,
    );
  });

  it("takes the block's own colours from the container's variables", () => {
    expect(css).toContain(
      '.prism-code { background-color: var(--prism-background-color) !important; }',
    );
    expect(css).toMatch(/\.prism-code \.token-line \{ color: var\(--prism-color\) !important; \}/);
  });

  it('scopes a style given for some languages to their blocks, in kebab case', () => {
    const theme: PrismTheme = {
      plain: {color: '#000'},
      styles: [{types: ['keyword'], languages: ['php'], style: {fontStyle: 'italic'}}],
    };
    expect(codeColoursCss({light: theme, dark: theme})).toContain(
      "[data-theme='dark'] .prism-code.language-php .token.keyword { font-style: italic; }",
    );
  });
});
