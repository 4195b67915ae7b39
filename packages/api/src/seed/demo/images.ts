// Demo pictures: SVG compositions rendered to WebP with sharp, written under
// demo/ in the upload storage (served at /uploads/demo/). The data generators ask for a picture and
// get its URL paths at once; the files are rendered afterwards, concurrently, and files that
// already exist are skipped, so a second start costs little. Pictures are shared by every product of the same kind and colour.
import type Sharp from "sharp";
import { onFirstUse } from "../../lib/on-first-use.ts";
import type { UploadStorage } from "../../modules/images/storage/upload-storage.ts";
import {
  placeholderSvg,
  productSvg,
  sceneSvg,
  type View,
  type Visual,
  wordmarkSvg,
} from "./drawings.ts";

const sharp = onFirstUse<typeof Sharp>("sharp");

/** Square product picture sizes: large for the gallery and zoom, medium for cards, S for thumbs. */
export const PRODUCT_SIZES = { l: 720, m: 400, s: 160 } as const;
export const UPLOADS_URL = "/uploads";

export interface ImagePaths {
  path: string;
  pathM: string;
  pathS: string;
  width: number;
  height: number;
}

interface RenderJob {
  svg: () => string;
  outputs: Array<{ url: string; width: number; height: number }>;
}

interface FileJob {
  url: string;
  content: () => string;
}

export class DemoImages {
  readonly #renders = new Map<string, RenderJob>();
  readonly #files = new Map<string, FileJob>();

  /** One product picture (its three sizes), by visual kind, colour and view. */
  product(visual: Visual, colourCode: string, hex: string, view: View): ImagePaths {
    const base = `${UPLOADS_URL}/demo/products/${visual}-${colourCode}-${view}`;
    const key = base;
    const outputs = (["l", "m", "s"] as const).map((size) => ({
      url: `${base}-${size}.webp`,
      width: PRODUCT_SIZES[size],
      height: PRODUCT_SIZES[size],
    }));
    if (!this.#renders.has(key)) {
      this.#renders.set(key, {
        svg: () => productSvg(visual, hex, view, PRODUCT_SIZES.l),
        outputs,
      });
    }
    return toPaths(outputs);
  }

  placeholder(): ImagePaths {
    const base = `${UPLOADS_URL}/demo/no-image`;
    const outputs = (["l", "m", "s"] as const).map((size) => ({
      url: `${base}-${size}.webp`,
      width: PRODUCT_SIZES[size],
      height: PRODUCT_SIZES[size],
    }));
    this.#renders.set(base, { svg: () => placeholderSvg(PRODUCT_SIZES.l), outputs });
    return toPaths(outputs);
  }

  /** A wide composition (banner, blog cover) in the given sizes, largest first. */
  scene(
    name: string,
    sizes: Array<[width: number, height: number]>,
    background: [string, string],
    items: Parameters<typeof sceneSvg>[3],
  ): ImagePaths {
    const [largest] = sizes;
    if (!largest) throw new Error("a scene needs a size");
    const outputs = sizes.map(([width, height], i) => ({
      url: `${UPLOADS_URL}/demo/${name}-${["l", "m", "s"][i]}.webp`,
      width,
      height,
    }));
    this.#renders.set(name, {
      svg: () => sceneSvg(largest[0], largest[1], background, items),
      outputs,
    });
    return toPaths(outputs);
  }

  /** A wordmark logo as an SVG file. */
  logo(folder: string, code: string, name: string, colour: string): string {
    const url = `${UPLOADS_URL}/demo/${folder}/${code}.svg`;
    this.#files.set(url, { url, content: () => wordmarkSvg(name, colour) });
    return url;
  }

  get count() {
    let files = this.#files.size;
    for (const job of this.#renders.values()) files += job.outputs.length;
    return files;
  }

  /**
   * Writes every file asked for so far that does not exist yet; returns how many were written.
   * Files asked for later are left to the next call.
   */
  async write(uploads: UploadStorage, concurrency = 4): Promise<number> {
    const keyOf = (url: string) => url.slice(UPLOADS_URL.length + 1);
    const files = [...this.#files.values()];
    const renders = [...this.#renders.values()];
    // One listing rather than a question per file: a bucket answers each at network speed.
    const existing = new Set<string>();
    for await (const entry of uploads.list("demo/")) existing.add(entry.key);

    let written = 0;
    for (const file of files) {
      if (existing.has(keyOf(file.url))) continue;
      await uploads.put(keyOf(file.url), file.content());
      written++;
    }
    // One task per file: the SVG is rasterised at each output's own size (librsvg scales
    // vectors more cheaply and more sharply than resampling a large raster).
    const pending = renders.flatMap((job) =>
      job.outputs.filter((o) => !existing.has(keyOf(o.url))).map((output) => ({ job, output })),
    );
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const task = pending[next++] as (typeof pending)[number];
        await uploads.put(keyOf(task.output.url), await render(task.job, task.output));
        written++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return written;
  }
}

function toPaths(outputs: RenderJob["outputs"]): ImagePaths {
  const [l, m, s] = outputs;
  if (!l || !m || !s) throw new Error("an image set needs three sizes");
  return { path: l.url, pathM: m.url, pathS: s.url, width: l.width, height: l.height };
}

async function render(job: RenderJob, output: RenderJob["outputs"][number]): Promise<Buffer> {
  const [largest] = job.outputs;
  const scale = output.width / (largest?.width ?? output.width);
  let image = sharp()(Buffer.from(job.svg()), { density: 72 * scale });
  if ((largest?.height ?? output.height) * scale !== output.height) {
    image = image.resize(output.width, output.height, { fit: "cover" });
  }
  return image.webp({ quality: output.width > 500 ? 80 : 78, effort: 0 }).toBuffer();
}
