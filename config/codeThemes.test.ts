import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {lightCodeTheme} from './codeThemes';

describe('the light code theme', () => {
  it('darkens exactly the three VS Light token colours that fail AA, keeping the rest', () => {
    const changed = lightCodeTheme.styles.filter(
      (style, index) => style.style.color !== themes.vsLight.styles[index]?.style.color,
    );
    // An upgrade that renames these token groups would silently drop the darker shades.
    expect(changed.map((style) => style.types.join('/'))).toEqual([
      'number/variable/inserted',
      'attr-name',
      'class-name',
    ]);
    expect(lightCodeTheme.styles).toHaveLength(themes.vsLight.styles.length);
  });
});
