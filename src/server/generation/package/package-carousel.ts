import { PDFDocument } from 'pdf-lib';
import { writeZip } from '../../zip/write-zip';

export interface PackagedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface PackagedCarousel {
  zip: Uint8Array;
  pdf: Uint8Array;
  /** Everything the ZIP holds, in order: slides, legenda.txt, carrossel.pdf. */
  files: PackagedFile[];
}

/** One slide in both formats the download carries. */
export interface SlideFiles {
  png: Uint8Array;
  /** sRGB baseline JPEG, what Instagram's publishing API accepts (it takes no PNG). */
  jpeg: Uint8Array;
}

export interface PackageInput {
  slides: readonly SlideFiles[];
  caption: string;
  /** Title written into the PDF's metadata (the carousel's tema). */
  title?: string;
  /** The slides' size in px, which each PDF page takes (default retrato, 1080x1350). */
  pageSize?: { width: number; height: number };
}

/** LinkedIn shows a PDF as a swipeable document: one slide per page, at the slide's own shape. */
const DEFAULT_PAGE = { width: 1080, height: 1350 };
export function getSlideFileName(index: number, format: 'png' | 'jpg' = 'png'): string {
  return `slide-${String(index + 1).padStart(2, '0')}.${format}`;
}

/** The slides' own JPEGs become the pages: small, and pdf-lib embeds them without decoding pixels. */
async function buildPdf(
  slides: readonly SlideFiles[],
  title: string,
  { width, height }: { width: number; height: number },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Carrossel');
  pdf.setProducer('Carrossel');
  pdf.setLanguage('pt-BR');
  for (const slide of slides) {
    const image = await pdf.embedJpg(slide.jpeg);
    const page = pdf.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}

/**
 * The download: slide-01.png ... slide-NN.png, the same slides as slide-01.jpg ... (ready to post on
 * Instagram), legenda.txt (the caption, UTF-8) and carrossel.pdf, zipped. Images are stored, not
 * deflated: they are compressed already.
 */
export async function packageCarousel(input: PackageInput): Promise<PackagedCarousel> {
  if (input.slides.length === 0) throw new Error('Carrossel sem slides para empacotar.');
  const pdf = await buildPdf(input.slides, input.title ?? 'Carrossel', input.pageSize ?? DEFAULT_PAGE);
  const files: PackagedFile[] = [
    ...input.slides.map((slide, index) => ({
      name: getSlideFileName(index),
      type: 'image/png',
      bytes: slide.png,
    })),
    ...input.slides.map((slide, index) => ({
      name: getSlideFileName(index, 'jpg'),
      type: 'image/jpeg',
      bytes: slide.jpeg,
    })),
    { name: 'legenda.txt', type: 'text/plain; charset=utf-8', bytes: Buffer.from(input.caption, 'utf8') },
    { name: 'carrossel.pdf', type: 'application/pdf', bytes: pdf },
  ];
  const zip = writeZip(files.map((file) => ({ ...file, deflate: file.name === 'legenda.txt' })));
  return { zip, pdf, files };
}
