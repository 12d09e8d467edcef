/**
 * DocSearch 3.9 marks its modal up as a combobox whose options hold links
 * (and, among recent and favourite searches, buttons), gives every list the
 * same id, and points the input's `aria-controls` at ids that exist nowhere:
 * assistive technology gets controls nested in controls and broken references
 * (axe: nested-interactive, aria-valid-attr-value). Its markup cannot be
 * changed through props, so this repairs the DOM it renders, whenever it
 * renders: a search field followed by lists of links, as a page would have.
 * Keyboard use is unchanged (arrows select, Enter opens, Tab reaches the
 * links and buttons); the selected entry keeps its look through
 * `data-selected` (see `styles.module.css`).
 */

/** The combobox attributes DocSearch puts on the whole modal, which holds the links. */
const CONTAINER_ATTRIBUTES = [
  'role',
  'tabindex',
  'aria-expanded',
  'aria-haspopup',
  'aria-controls',
  'aria-labelledby',
];

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/** Brings DocSearch's modal markup to valid ARIA; changes nothing a second time. */
export function repairModalAria(container: Element): void {
  for (const name of CONTAINER_ATTRIBUTES) setAttribute(container, name, null);
  for (const list of Array.from(container.querySelectorAll('ul[role="listbox"], ul[id]'))) {
    setAttribute(list, 'role', null);
    // `docsearch-hits1-item-4` is an entry of the list the input calls `docsearch-hits1-list`.
    const entry = list.querySelector('li[id]');
    if (entry) setAttribute(list, 'id', entry.id.replace(/-item-\d+$/, '-list'));
  }
  for (const entry of Array.from(
    container.querySelectorAll('li[role="option"], li[aria-selected]'),
  )) {
    setAttribute(entry, 'role', null);
    const selected = entry.getAttribute('aria-selected');
    if (selected !== null) {
      setAttribute(entry, 'data-selected', selected);
      setAttribute(entry, 'aria-selected', null);
    }
  }
  const input = container.querySelector('input[aria-controls]');
  if (input) {
    const present = (input.getAttribute('aria-controls') ?? '')
      .split(/\s+/)
      .filter((id) => id && container.ownerDocument.getElementById(id));
    setAttribute(input, 'aria-controls', present.length > 0 ? present.join(' ') : null);
  }
}

const OPEN_CLASS = 'DocSearch--active';

/**
 * Repairs the modal while it is open: DocSearch marks the body while its
 * modal is shown, and the modal re-renders its lists as the reader types.
 * Returns a function that stops watching.
 */
export function watchModalAria(document: Document): () => void {
  let modalObserver: MutationObserver | null = null;
  const follow = () => {
    const container = document.querySelector('.DocSearch-Container');
    const open = document.body.classList.contains(OPEN_CLASS) && container;
    if (!open) {
      modalObserver?.disconnect();
      modalObserver = null;
      return;
    }
    if (modalObserver) return;
    repairModalAria(container);
    modalObserver = new MutationObserver(() => repairModalAria(container));
    modalObserver.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: [...CONTAINER_ATTRIBUTES, 'id', 'aria-selected'],
    });
  };
  // DocSearch sets the class from an effect of the mounted modal, so the modal is there by then.
  const bodyObserver = new MutationObserver(follow);
  bodyObserver.observe(document.body, {attributes: true, attributeFilter: ['class']});
  follow();
  return () => {
    bodyObserver.disconnect();
    modalObserver?.disconnect();
  };
}
