/**
 * The theme's highlighted code block content, with Prism's extra languages
 * registered first: the module the browser loads only when it renders a
 * block itself (`./HighlighterLazy.tsx`), so Prism is not in every page's
 * startup code. The server bundle takes it in that module's place and renders
 * every block with it.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

// Upstream does this in a client module that every page loads at startup;
// `src/plugins/code-colours` replaces that module by nothing.
prismIncludeLanguages(Prism);

export default Content as typeof ContentType;
