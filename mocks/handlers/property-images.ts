/**
 * A property's photos (contract tag `properties`): POST /properties/{id}/images/upload, one image
 * a request, multipart, JPEG, PNG or WebP up to 10 MB, stored as a data URL at its position (the
 * cover at 0); PUT /properties/{id}/images/order, a new order by current indexes. Both answer
 * what is recorded of each stored image. The rules are in `domain/photos.ts`.
 */
import type { PropertyRecord } from '../db/schemas';
import { db } from '../db';
import { acceptUpload, imageOrderSchema, insertImage, photosOf, reorderImages } from '../domain/photos';
import { ownedProperty } from '../domain/tenant-properties';
import { errors, http, idParam, nowIso, parseBody, requireSession, run } from '../http';

/** The upload's form, or 400 when the body is not multipart. */
async function readMultipart(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
    throw errors.badRequest('Envie a imagem como multipart/form-data no campo file');
  }
  try {
    return await request.formData();
  } catch {
    throw errors.badRequest('Corpo multipart inválido');
  }
}

/** Writes a property's images and answers them with what is recorded of each. */
async function saveImages(p: PropertyRecord, images: string[]) {
  await db.properties.update((q) => q.where({ id: p.id }), {
    data(d) {
      d.image_urls = images;
      d.updated_at = nowIso();
    },
  });
  return photosOf(images);
}

export const propertyImagesHandlers = [
  http.post('/properties/{id}/images/upload', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const id = idParam(params.id);
      const form = await readMultipart(request);
      const upload = await acceptUpload(form, ownedProperty(session.tenant.id, id).image_urls.length);
      // Uploads run several at a time: this one joins the images as they are once its bytes are read.
      const p = ownedProperty(session.tenant.id, id);
      const images = insertImage(p.image_urls, upload.url, upload.position);
      const photos = await saveImages(p, images);
      return response(201).json({
        url: upload.url,
        image_urls: images,
        is_cover: upload.position === 0,
        position: upload.position,
        photo: photos[upload.position]!,
        photos,
      });
    }),
  ),

  http.put('/properties/{id}/images/order', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = ownedProperty(session.tenant.id, idParam(params.id));
      const { order } = await parseBody(request, imageOrderSchema);
      const images = reorderImages(p.image_urls, order);
      const photos = await saveImages(p, images);
      return response(200).json({ image_urls: images, photos });
    }),
  ),
];
