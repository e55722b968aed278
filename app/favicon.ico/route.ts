import { brandIconImage } from '@/components/brand-mark/brand-icon-image';

export const dynamic = 'force-static';

/** Requested by name whatever the page links: a 32x32 PNG inside an ICO container. */
export async function GET() {
  const png = Buffer.from(await brandIconImage(32).arrayBuffer());
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the PNG
  header.writeUInt32LE(22, 18); // where it starts
  return new Response(Buffer.concat([header, png]), { headers: { 'Content-Type': 'image/x-icon' } });
}
