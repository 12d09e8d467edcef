// Wraps the theme's MDX component map (no eject) to make the site's shared
// page components available in every MDX file without an import line.
import MDXComponents from '@theme-original/MDXComponents';
import BeingWritten from '@site/src/components/common/BeingWritten';
import SupportContacts from '@site/src/components/common/SupportContacts';

export default {
  ...MDXComponents,
  BeingWritten,
  SupportContacts,
};
