import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code colours that keep every token at WCAG AA (4.5:1) on the code block's
 * background, checked by the accessibility scan (`tests/e2e/a11y.spec.ts`).
 * The theme's GitHub and Dracula palettes fell to 2.6:1 and 3.0:1.
 */

/** Where VS Light's colours fall below 4.5:1 on the light code background: a darker shade of each. */
const LIGHT_AA_COLOURS: Record<string, string> = {
  'number/variable/inserted': '#067650',
  'attr-name': '#c80000',
  'class-name': '#1d6a80',
};

/**
 * VS Light on a faint grey, so a code block stands out from the white page,
 * with the few tokens that fall below AA on that grey darkened.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {...themes.vsLight.plain, backgroundColor: '#f6f8fa'},
  styles: themes.vsLight.styles.map((style) => {
    const colour = LIGHT_AA_COLOURS[style.types.join('/')];
    return colour ? {...style, style: {...style.style, color: colour}} : style;
  }),
};

/** Oceanic Next: every token at 4.68:1 or more on its own background. */
export const darkCodeTheme: PrismTheme = themes.oceanicNext;
