/**
 * A structure tree for the server's PDF (tagged PDF), which pdfmake does not make. Asked for a
 * `tagged` document, pdfmake 0.3 only passes the option to pdfkit, which declares /MarkInfo and an
 * empty structure tree: a screen reader would trust the tree and find nothing in it. So, as pdfmake
 * draws each page, this marks what it draws with pdfkit's marked-content API and puts it in the
 * tree in drawing order, which is the layout's reading order:
 * - a paragraph's lines as one P, a text styled 'title', 'h2' or 'h3' as H1, H2 or H3;
 * - a link's text as a Link (with its annotation) inside its paragraph;
 * - each image as a Figure;
 * - rules, fills, rating swatches and the QR code, and each page's footer (title, initials, page
 *   number), as artifacts: decoration and pagination a reader skips.
 * Not done: tables as Table/TR/TD (pdfmake draws a table cell by cell and keeps no row structure at
 * that point: cells read as paragraphs, row by row), lists as L/LI (none printed), alternate text
 * of images (a photo's caption is the paragraph under it).
 *
 * pdfmake's layout and renderer classes are not exported: they are patched here, once, through
 * the CommonJS modules that pdfmake's own server build requires (as node.ts patches pdfkit). A
 * document not asking for `tagged` is drawn as before.
 */
import { createRequire } from 'node:module';

/** The part of pdfkit's structure element this file uses. */
interface StructElement {
  add(child: StructElement | object): StructElement;
  end(): void;
}

/** The part of pdfkit's document this file uses. */
interface TaggedPdf {
  options: { tagged?: boolean };
  struct(type: string): StructElement;
  addStructure(element: StructElement): unknown;
  markStructureContent(type: string): object;
  markContent(tag: 'Artifact', options?: { type: 'Pagination' | 'Layout' }): unknown;
  endMarkedContent(): unknown;
  /** pdfkit nests a link's annotation in this element when it is a Link. */
  _currentStructureElement?: StructElement | undefined;
}

/** pdfmake's text node, as its layout holds it. */
interface TextNode {
  style?: string | string[];
}

/** What the layout patch notes on the lines and images pdfmake draws. */
interface Stamped {
  /** The text node a line was laid out from: its lines are one paragraph. */
  _constatNode?: TextNode;
  /** Drawn in a page's footer (or header): pagination, not content. */
  _constatArtifact?: boolean;
}

interface Line extends Stamped {
  inlines: { text: string; link?: string }[];
}

interface LayoutBuilder {
  _constatRepeatable?: boolean;
  buildNextLine(node: TextNode): Line | null;
  processImage(node: Stamped): void;
  addDynamicRepeatable(...args: unknown[]): void;
}

interface Renderer {
  pdfDocument: TaggedPdf;
  renderLine(line: Line, x: number, y: number): void;
  renderImage(image: Stamped): void;
  renderVector(vector: object): void;
}

const HEADINGS: Record<string, string> = { title: 'H1', h2: 'H2', h3: 'H3' };

function typeOf(node: TextNode | undefined): string {
  const styles = node?.style === undefined ? [] : Array.isArray(node.style) ? node.style : [node.style];
  for (const style of styles) if (HEADINGS[style]) return HEADINGS[style];
  return 'P';
}

/** A document's tree being built: its root, and the paragraph its last line went to. */
interface Tree {
  root: StructElement;
  open: { node: TextNode | undefined; element: StructElement } | null;
}

const trees = new WeakMap<TaggedPdf, Tree>();

function treeOf(doc: TaggedPdf): Tree | null {
  if (!doc.options.tagged) return null;
  let tree = trees.get(doc);
  if (!tree) {
    const root = doc.struct('Document');
    doc.addStructure(root);
    tree = { root, open: null };
    trees.set(doc, tree);
  }
  return tree;
}

/** Ends the paragraph being filled, if any: what is drawn next starts another element. */
function close(tree: Tree): void {
  tree.open?.element.end();
  tree.open = null;
}

/** The element a line of `node` goes to: the open paragraph when the line continues it. */
function elementFor(
  doc: TaggedPdf,
  tree: Tree,
  node: TextNode | undefined,
): { element: StructElement; type: string } {
  const type = typeOf(node);
  if (tree.open && node !== undefined && tree.open.node === node) return { element: tree.open.element, type };
  close(tree);
  const element = doc.struct(type);
  tree.root.add(element);
  tree.open = { node, element };
  return { element, type };
}

/** `draw` inside an artifact's marked content. */
function asArtifact(doc: TaggedPdf, type: 'Pagination' | 'Layout', draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** `draw` as marked content of `element`, of structure type `type`. */
function asContent(doc: TaggedPdf, element: StructElement, type: string, draw: () => void): void {
  element.add(doc.markStructureContent(type));
  draw();
  doc.endMarkedContent();
}

const pdfmakeRequire = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
const layout = (pdfmakeRequire('./LayoutBuilder') as { default: { prototype: LayoutBuilder } }).default
  .prototype;
const renderer = (pdfmakeRequire('./Renderer') as { default: { prototype: Renderer } }).default.prototype;

const { buildNextLine, processImage, addDynamicRepeatable } = layout;
layout.buildNextLine = function (this: LayoutBuilder, node) {
  const line = buildNextLine.call(this, node);
  // Own properties: pdfmake copies them when it moves a line (unbreakable blocks, footers).
  if (line) {
    line._constatNode = node;
    if (this._constatRepeatable) line._constatArtifact = true;
  }
  return line;
};
layout.processImage = function (this: LayoutBuilder, node) {
  if (this._constatRepeatable) node._constatArtifact = true;
  processImage.call(this, node);
};
layout.addDynamicRepeatable = function (this: LayoutBuilder, ...args) {
  this._constatRepeatable = true;
  try {
    addDynamicRepeatable.apply(this, args);
  } finally {
    this._constatRepeatable = false;
  }
};

const { renderLine, renderImage, renderVector } = renderer;
renderer.renderLine = function (this: Renderer, line, x, y) {
  const doc = this.pdfDocument;
  const tree = treeOf(doc);
  const draw = () => renderLine.call(this, line, x, y);
  if (!tree) return draw();
  if (line._constatArtifact) return asArtifact(doc, 'Pagination', draw);
  // A spacer (an empty text) says nothing: no empty paragraph for a reader to stop at.
  if (line.inlines.every((inline) => inline.text.trim() === '')) return asArtifact(doc, 'Layout', draw);
  const { element, type } = elementFor(doc, tree, line._constatNode);
  if (!line.inlines.some((inline) => inline.link)) return asContent(doc, element, type, draw);
  const link = doc.struct('Link');
  element.add(link);
  doc._currentStructureElement = link;
  try {
    asContent(doc, link, 'Link', draw);
  } finally {
    doc._currentStructureElement = undefined;
  }
  link.end();
};
renderer.renderImage = function (this: Renderer, image) {
  const doc = this.pdfDocument;
  const tree = treeOf(doc);
  const draw = () => renderImage.call(this, image);
  if (!tree) return draw();
  if (image._constatArtifact) return asArtifact(doc, 'Pagination', draw);
  close(tree);
  const figure = doc.struct('Figure');
  tree.root.add(figure);
  asContent(doc, figure, 'Figure', draw);
  figure.end();
};
renderer.renderVector = function (this: Renderer, vector) {
  const doc = this.pdfDocument;
  const draw = () => renderVector.call(this, vector);
  if (!treeOf(doc)) return draw();
  asArtifact(doc, 'Layout', draw);
};
