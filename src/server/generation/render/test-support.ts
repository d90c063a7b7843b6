import type { SatoriNode } from 'satori';

/** Width and height from a PNG's IHDR chunk. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The lines the fitter placed (see fittedLine): their layout box and the room they were fitted to. */
export function listFittedLines(nodes: readonly SatoriNode[]) {
  return nodes
    .filter((node) => typeof node.key === 'string' && node.key.startsWith('fit:'))
    .map((node) => ({
      text: node.textContent ?? '',
      left: node.left,
      top: node.top,
      width: node.width,
      height: node.height,
      room: Number(String(node.key).split(':')[1]),
      fontSize: Number(node.props.style?.fontSize ?? 0),
    }));
}

export function listTexts(nodes: readonly SatoriNode[]): string[] {
  return nodes.flatMap((node) => (node.textContent ? [node.textContent] : []));
}
