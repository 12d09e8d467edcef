// Wraps the theme's MDX component map (no eject) to make the site's shared
// page components available in every MDX file without an import line, and to
// give a Markdown table that scrolls sideways a tab stop (axe:
// scrollable-region-focusable).
import MDXComponents from '@theme-original/MDXComponents';
import BeingWritten from '@site/src/components/common/BeingWritten';
import Diagram from '@site/src/components/Diagram';
import ScrollableTable from '@site/src/components/common/ScrollableTable';
import SupportContacts from '@site/src/components/common/SupportContacts';

export default {
  ...MDXComponents,
  BeingWritten,
  // Written by the diagrams remark plugin in place of each ```mermaid block.
  Diagram,
  SupportContacts,
  table: ScrollableTable,
};
