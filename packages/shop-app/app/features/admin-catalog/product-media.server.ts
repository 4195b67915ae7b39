// The product edit page's pictures, sub-products and personalisations: what the screen shows of
// them, and the action's calls for their forms (the upload, a picture moved or deleted, a
// sub-product or personalisation saved or deleted). The order of the pictures and the current sub-product are read from the API at the
// time of the change, so that a stale page cannot put back what another admin changed.
import {
  type AdminPersonalization,
  type AdminProduct,
  type AdminProperty,
  AdminSubProductUpdate,
  type LanguageCode,
} from "@shop/api/contract";
import type {
  AdminImageMove,
  AdminPersonalizationRow,
  AdminProductImage,
  AdminSubProductAttribute,
  AdminSubProductRow,
  PriceCurrency,
} from "@shop/ui";
import { data } from "react-router";
import { formInput, formMoney, formText } from "../../lib/form-input.server.ts";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";

/** A product's personalisations, as the admin edits them. */
export const productPersonalizations = (api: ShopApi, productId: number) =>
  unwrap(api.product_personalization.getByProductId[":id"].$get({ param: { id: productId } }));

const nameOf = (names: AdminProperty["names"], language: LanguageCode, fallback: string) =>
  names[language] || names.tr || fallback;

/** The pictures, sub-products and attributes of the edit screen, in the admin's language. */
export function productMedia(
  product: AdminProduct | null,
  properties: readonly AdminProperty[],
  personalizations: readonly AdminPersonalization[],
  language: LanguageCode,
) {
  const attributeOf = (id: number | null | undefined): AdminSubProductAttribute[] => {
    const property = properties.find((candidate) => candidate.id === id);
    if (!property) return [];
    return [
      {
        name: nameOf(property.names, language, property.code),
        values: property.values.map((value) => ({
          value: String(value.id),
          label: nameOf(value.names, language, value.code),
        })),
      },
    ];
  };
  const attributes = [
    ...attributeOf(product?.option1_property_id),
    ...(product?.option1_property_id ? attributeOf(product.option2_property_id) : []),
  ];
  return {
    properties: properties.map((property) => ({
      value: String(property.id),
      label: nameOf(property.names, language, property.code),
    })),
    images: (product?.images ?? []).map(
      (image): AdminProductImage => ({ id: String(image.id), url: image.path_s }),
    ),
    attributes,
    subProducts: (product?.sub_products ?? []).map(
      (row): AdminSubProductRow => ({
        id: String(row.id),
        option1_value_id: String(row.option1.id),
        option2_value_id: row.option2 ? String(row.option2.id) : null,
        code: row.code,
        barcode: row.barcode ?? "",
        stock: row.stock,
        selling_price: row.selling_price,
        currency: (product?.currency_id ?? 1) as PriceCurrency,
      }),
    ),
    personalizations: personalizations.map(
      (row): AdminPersonalizationRow => ({
        id: String(row.id),
        labels: {
          tr: row.texts.tr?.name ?? "",
          en: row.texts.en?.name ?? "",
          ar: row.texts.ar?.name ?? "",
        },
        price: row.price,
        currency: (product?.currency_id ?? 1) as PriceCurrency,
        max_length: row.max_length,
        is_required: row.is_required,
      }),
    ),
  };
}

/** The sub-product dialog's fields: its list price and whether it is sold are not in it. */
const SubProductDialog = AdminSubProductUpdate.omit({ list_price: true, is_active: true });

/**
 * The personalisation dialog's fields as the API takes them; a language's hint, which the dialog
 * does not show, stays as `current` has it.
 */
function personalizationFields(form: FormData, current: AdminPersonalization | undefined) {
  const price = formMoney(form, "price");
  const maxLength = formText(form, "max_length");
  const label = (language: LanguageCode) => ({
    name: formText(form, `label.${language}`),
    hint: current?.texts[language]?.hint ?? null,
  });
  return {
    price: (price ?? 0) as number,
    max_length: (/^\d+$/.test(maxLength) ? Number(maxLength) : maxLength) as number,
    is_required: form.get("is_required") === "true",
    is_active: current?.is_active ?? true,
    texts: {
      tr: label("tr"),
      ...(formText(form, "label.en") ? { en: label("en") } : {}),
      ...(formText(form, "label.ar") ? { ar: label("ar") } : {}),
    },
  };
}

/** The order after one picture moves to the front, one place earlier or one place later. */
function movedOrder(ids: readonly number[], id: number, move: AdminImageMove): number[] {
  const from = ids.indexOf(id);
  if (from < 0) throw data(null, 404);
  const to = move === "first" ? 0 : move === "earlier" ? Math.max(0, from - 1) : from + 1;
  const order = ids.filter((other) => other !== id);
  order.splice(Math.min(to, order.length), 0, id);
  return order;
}

/** A product as the edit screen holds it. */
export const adminProduct = (api: ShopApi, id: number) =>
  unwrap(api.product.getAdminProduct[":id"].$get({ param: { id } }));

/** Adds the file as the product's last picture (multipart, as the API reads it). */
const uploadProductImage = (api: ShopApi, productId: number, file: File) =>
  unwrap(
    api.image.uploadProductImage[":productId"].$post({ param: { productId }, form: { file } }),
  );

/** The media intents of the edit page's action; false when the intent is none of them. */
export async function productMediaAction(
  api: ShopApi,
  productId: number,
  intent: string,
  form: FormData,
): Promise<boolean> {
  switch (intent) {
    case "images": {
      const files = form
        .getAll("images")
        .filter((file): file is File => typeof file !== "string" && file.size > 0);
      // None chosen: the API's own refusal (an empty file is "required") names the field.
      // (The empty part FormData makes of an empty Blob, named "blob".)
      if (files.length === 0) await uploadProductImage(api, productId, new File([], "blob"));
      // One at a time, in the order chosen: the first chosen comes first after those there.
      for (const file of files) await uploadProductImage(api, productId, file);
      return true;
    }
    case "image_move":
    case "image_delete": {
      const product = await adminProduct(api, productId);
      const id = Number(formText(form, "image_id"));
      if (intent === "image_delete") {
        const image = product.images.find((candidate) => candidate.id === id);
        if (!image) throw data(null, 404);
        await unwrap(api.image.removeFile.$post({ json: { path: image.path } }));
      } else {
        const ids = product.images.map((image) => image.id);
        const image_ids = movedOrder(ids, id, formText(form, "move") as AdminImageMove);
        await unwrap(
          api.product.updateProductImage[":id"].$post({
            param: { id: productId },
            json: { image_ids },
          }),
        );
      }
      return true;
    }
    case "sub_product_save": {
      const id = Number(formText(form, "id")) || null;
      const fields = formInput(form, SubProductDialog, { money: ["selling_price"] });
      if (id === null) {
        const json = { product_id: productId, ...fields, is_active: true };
        await unwrap(api.sub_product.add.$post({ json }));
        return true;
      }
      // What the dialog does not show (its list price, whether it is sold) stays as it was.
      const current = (await adminProduct(api, productId)).sub_products.find(
        (row) => row.id === id,
      );
      if (!current) throw data(null, 404);
      const keepsList =
        current.list_price !== null &&
        typeof fields.selling_price === "number" &&
        current.list_price > fields.selling_price;
      const json = {
        ...fields,
        list_price: keepsList ? current.list_price : null,
        is_active: current.is_active,
      };
      await unwrap(api.sub_product.update[":id"].$post({ param: { id }, json }));
      return true;
    }
    case "sub_product_delete":
      await unwrap(
        api.sub_product.delete[":id"].$post({ param: { id: Number(formText(form, "id")) } }),
      );
      return true;
    case "personalization_save": {
      const id = Number(formText(form, "id")) || null;
      if (id === null) {
        const json = { product_id: productId, ...personalizationFields(form, undefined) };
        await unwrap(api.product_personalization.add.$post({ json }));
        return true;
      }
      const current = (await productPersonalizations(api, productId)).find((row) => row.id === id);
      if (!current) throw data(null, 404);
      const json = personalizationFields(form, current);
      await unwrap(api.product_personalization.update[":id"].$post({ param: { id }, json }));
      return true;
    }
    case "personalization_delete": {
      const param = { id: Number(formText(form, "id")) };
      await unwrap(api.product_personalization.delete[":id"].$post({ param }));
      return true;
    }
    default:
      return false;
  }
}
