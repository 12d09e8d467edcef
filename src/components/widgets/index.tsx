/**
 * The widgets' browser contract as page blocks (snippet, options, events) and
 * the demo widgets. Everything comes from `contract.ts`; import these in the
 * page that uses them.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import InlineText from '../api/InlineText';
import ReferenceTable from '../api/ReferenceTable';
import {useLang} from '../api/pageData';
import apiStyles from '../api/styles.module.css';
import {WIDGET_EVENTS, WIDGET_OPTIONS, widgetSnippet, type WidgetKind} from './contract';

export {PaymentWidgetDemo, SelfEmployedWidgetDemo, TokenizeWidgetDemo} from './DemoWidget';
export {AccountTokenizeWidgetDemo} from './AccountTokenizeDemo';
export {FpsWidgetDemo} from './FpsDemo';

/** The HTML a partner puts on the page to embed the widget. */
export function WidgetSnippet({kind}: {kind: WidgetKind}): ReactNode {
  const {lang} = useLang();
  return (
    <CodeBlock language="html" title="index.html">
      {widgetSnippet(kind, lang)}
    </CodeBlock>
  );
}

/** Options of `create()` for one widget. */
export function WidgetOptions({kind}: {kind: WidgetKind}): ReactNode {
  const {lang} = useLang();
  return (
    <ReferenceTable
      first={<Translate id="widget.option">Option</Translate>}
      second={<Translate id="api.schema.type">Type</Translate>}>
      {WIDGET_OPTIONS.filter((option) => option.kinds.includes(kind)).map((option) => (
        <tr key={option.name}>
          <td>
            <code>{option.name}</code>
            {option.required && ' '}
            {option.required && (
              <span className={apiStyles.required}>
                <Translate id="api.schema.required">required</Translate>
              </span>
            )}
          </td>
          <td>
            <code>{option.type}</code>
          </td>
          <td>
            <InlineText>{option.description[lang]}</InlineText>
            {option.default !== undefined && (
              <span className={apiStyles.enum}>
                <Translate id="widget.default">Default:</Translate> <code>{option.default}</code>
              </span>
            )}
          </td>
        </tr>
      ))}
    </ReferenceTable>
  );
}

/** Events a handler can subscribe to with `widget.on(name, handler)`. */
export function WidgetEvents({kind}: {kind: WidgetKind}): ReactNode {
  const {lang} = useLang();
  return (
    <ReferenceTable
      first={<Translate id="widget.event">Event</Translate>}
      second={<Translate id="widget.payload">Handler argument</Translate>}>
      {WIDGET_EVENTS.filter((event) => event.kinds.includes(kind)).map((event) => (
        <tr key={event.name} id={`event-${event.name}`}>
          <td>
            <code>{event.name}</code>
          </td>
          <td>
            <code>{event.payload}</code>
          </td>
          <td>
            <InlineText>{event.description[lang]}</InlineText>
          </td>
        </tr>
      ))}
    </ReferenceTable>
  );
}
