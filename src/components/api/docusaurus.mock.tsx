/**
 * Stand-ins for the Docusaurus client modules the API components import, for
 * rendering them in unit tests with `renderToStaticMarkup` (outside a site:
 * no router, no translations). Messages come out in the code's English with
 * their `{placeholders}` filled; links keep the path they were given, which
 * is what the site's `Link` prefixes with the locale.
 */
import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values = {}): ReactNode[] {
  return message
    .split(/(\{\w+\})/)
    .map((part, index) => (
      <React.Fragment key={index}>
        {/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part}
      </React.Fragment>
    ));
}

export function Translate({children, values}: {children: string; values?: Values}): ReactNode {
  return <>{interpolate(children, values)}</>;
}

export function translate({message}: {message: string}, values?: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
}

export function Link({to, children}: {to: string; children: ReactNode}): ReactNode {
  return <a href={to}>{children}</a>;
}
