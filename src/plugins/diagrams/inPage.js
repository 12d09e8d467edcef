// Runs inside the headless Chromium that renders the diagrams (`render.ts`
// adds it after mermaid's own browser bundle), so it is plain browser
// JavaScript: nothing here is transpiled, and playwright cannot serialise
// functions that tsx or jiti decorated with helpers.
/* global window, document, mermaid, XMLSerializer, Image */

/** Mermaid keeps `<br>` and entity codes such as `#59;` in its parsed text; a reader wants words. */
function plainText(text) {
  return String(text ?? '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sequence-diagram line types that open, divide or close a block, by the name mermaid gives them. */
const BLOCKS = {
  LOOP_START: 'loop',
  ALT_START: 'alt',
  ALT_ELSE: 'else',
  OPT_START: 'opt',
  PAR_START: 'par',
  PAR_OVER_START: 'par',
  PAR_AND: 'and',
  CRITICAL_START: 'critical',
  CRITICAL_OPTION: 'option',
  BREAK_START: 'break',
  LOOP_END: 'end',
  ALT_END: 'end',
  OPT_END: 'end',
  PAR_END: 'end',
  CRITICAL_END: 'end',
  BREAK_END: 'end',
};
/** Line types that draw nothing a reader follows: highlighting, activation bars, numbering. */
const SILENT = new Set(['RECT_START', 'RECT_END', 'ACTIVE_START', 'ACTIVE_END', 'AUTONUMBER']);

function sequenceText(db) {
  const actors = db.getActors();
  const nameOf = (id) => plainText(actors.get(id)?.description || id);
  const typeName = new Map(Object.entries(db.LINETYPE).map(([name, value]) => [value, name]));
  const steps = [];
  for (const message of db.getMessages()) {
    const type = typeName.get(message.type) ?? '';
    const text = typeof message.message === 'string' ? plainText(message.message) : '';
    if (SILENT.has(type)) continue;
    if (type === 'NOTE') {
      const over = [...new Set([message.from, message.to].filter(Boolean))].map(nameOf);
      steps.push({kind: 'note', over, text});
    } else if (type in BLOCKS) {
      steps.push({kind: 'block', block: BLOCKS[type], text});
    } else if (message.from && message.to) {
      const step = {kind: 'message', from: nameOf(message.from), to: nameOf(message.to), text};
      // Dotted arrows are replies by mermaid's convention.
      if (type.includes('DOTTED')) step.reply = true;
      steps.push(step);
    }
  }
  return {participants: db.getActorKeys().map(nameOf), steps};
}

/** The source itself, line by line, for diagram types without a reader-friendly model. */
function sourceText(source) {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('%%'));
  return {participants: [], steps: lines.slice(1).map((text) => ({kind: 'line', text}))};
}

/** Renders one theme to a standalone SVG document with its size in attributes. */
async function renderTheme(source, id, config) {
  mermaid.initialize(config);
  const {svg} = await mermaid.render(id, source);
  const holder = document.createElement('div');
  holder.innerHTML = svg;
  const root = holder.querySelector('svg');
  const viewBox = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const width = Math.ceil(viewBox[2]);
  const height = Math.ceil(viewBox[3]);
  if (!(width > 0 && height > 0)) throw new Error(`mermaid drew no viewBox for ${id}`);
  // An <img> sizes itself from these; mermaid's `width="100%"` and max-width style would
  // make the file stretch to whatever box it is drawn in.
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.removeAttribute('style');
  // XML, not the HTML serialisation innerHTML gives: an image must be well-formed XML.
  const xml = new XMLSerializer().serializeToString(root);
  // Decoding it as an image here catches what would be a broken picture on the site.
  const url = URL.createObjectURL(new Blob([xml], {type: 'image/svg+xml'}));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  return {svg: xml, width, height};
}

window.renderDiagram = async function renderDiagram(source, {id, themes, config}) {
  const images = {};
  for (const [mode, theme] of Object.entries(themes)) {
    images[mode] = await renderTheme(source, `${id}-${mode}`, {...config, theme});
  }
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  const text = diagram.type === 'sequence' ? sequenceText(diagram.db) : sourceText(source);
  return {type: diagram.type, images, ...text};
};
