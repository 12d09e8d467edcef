/**
 * A Markdown table that a keyboard reader can scroll. Infima lets a wide table
 * scroll sideways inside itself; a table that does so gets a tab stop (as a
 * diagram or a code block does), and one that fits gets none.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
