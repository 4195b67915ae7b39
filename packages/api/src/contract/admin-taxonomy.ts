// The admin's calls for what products are filed under (spec section 7 resources category,
// brand, model, supplier and property, payloads not shown): each has a list for the admin
// (active or not), add, update/{id} and delete/{id}. Texts a shopper reads come per language;
// Turkish is required.
import { z } from "zod";
import { optionalText, RecordId, seoLinkInput } from "./admin-fields.ts";
import { LANGUAGE_CODES } from "./common.ts";
import { requiredText } from "./identity.ts";

const Code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "invalid_format" })
  .optional()
  .meta({
    description:
      "A stable key: lower case letters, digits and hyphens. Made from the Turkish name when a new row leaves it out; kept as it is when an update does.",
  });
const ValueCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "invalid_format" });
const SeoLink = seoLinkInput("Made from the name when empty.", { nullable: true });
const SortOrder = z.number().int().min(-1_000_000).max(1_000_000).default(0);

/** Every field of an input and of the objects in it optional, none defaulted. */
type Patch<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: Patch<T[K]> }
    : T;

function loosen(type: z.ZodType): z.ZodType {
  if (type instanceof z.ZodDefault || type instanceof z.ZodOptional)
    return loosen(type.unwrap() as z.ZodType);
  if (type instanceof z.ZodObject)
    return z.object(
      Object.fromEntries(
        Object.entries(type.shape).map(([key, field]) => [
          key,
          loosen(field as z.ZodType).optional(),
        ]),
      ),
    );
  return type;
}

/**
 * An update's body: the input's fields, each one optional and none defaulted, so that an update
 * changes what it is given and keeps the rest (a field given as null is emptied). Given whole, it
 * saves as the input does.
 */
function patchOf<T extends z.ZodObject>(input: T, id: string) {
  return loosen(input).meta({
    id,
    description: "Only the fields given are changed (null empties one); the rest are kept.",
  }) as unknown as z.ZodType<Patch<z.output<T>>, Patch<z.input<T>>>;
}

/** A text in each language, Turkish required. */
const PerLanguage = <T extends z.ZodType>(texts: T) =>
  z.object({ tr: texts, en: texts.optional(), ar: texts.optional() });

export const AdminTaxonomyListRequest = z
  .object({ search: z.string().trim().max(100).optional() })
  .meta({ id: "AdminTaxonomyListRequest" });

// --- categories -------------------------------------------------------------------------------

const CategoryTexts = z.object({
  name: requiredText(120),
  description: optionalText(20_000),
  seo_link: SeoLink,
  seo_title: optionalText(200),
  seo_description: optionalText(400),
  seo_keywords: optionalText(400),
});
export const AdminCategoryInput = z
  .object({
    code: Code,
    parent_id: RecordId.nullish().transform((v) => v ?? null),
    sort_order: SortOrder,
    is_active: z.boolean().default(true),
    show_in_menu: z.boolean().default(true),
    image_path: optionalText(300),
    texts: PerLanguage(CategoryTexts),
  })
  .meta({ id: "AdminCategoryInput" });
export type AdminCategoryInput = z.infer<typeof AdminCategoryInput>;
export const AdminCategoryPatch = patchOf(AdminCategoryInput, "AdminCategoryPatch");
export type AdminCategoryPatch = z.infer<typeof AdminCategoryPatch>;

const CategoryTextsOut = z.object({
  name: z.string(),
  description: z.string().nullable(),
  seo_link: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.string().nullable(),
});
export const AdminCategory = z
  .object({
    id: z.number().int(),
    code: z.string(),
    parent_id: z.number().int().nullable(),
    depth: z.number().int().meta({ description: "0 for a top category." }),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    show_in_menu: z.boolean(),
    image_path: z.string().nullable(),
    product_count: z.number().int(),
    texts: z.partialRecord(z.enum(LANGUAGE_CODES), CategoryTextsOut),
  })
  .meta({ id: "AdminCategory" });
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoryMoveInput = z
  .object({
    parent_id: RecordId.nullable().meta({ description: "The new parent; null for the top level." }),
    position: z.number().int().min(0).max(100_000).meta({
      description: "Where among the new parent's other children, 0 first; past the end is last.",
    }),
  })
  .meta({ id: "AdminCategoryMoveInput" });
export type AdminCategoryMoveInput = z.infer<typeof AdminCategoryMoveInput>;

// --- brands -----------------------------------------------------------------------------------

const BrandTexts = z.object({
  description: optionalText(20_000),
  seo_link: SeoLink,
  seo_title: optionalText(200),
  seo_description: optionalText(400),
  seo_keywords: optionalText(400),
});
/** How the brand is written in another language (its own script), when it is not as in Turkish. */
const BrandName = optionalText(120).meta({
  description: "The brand's name in this language when it is written otherwise; empty: `name`.",
});
export const AdminBrandInput = z
  .object({
    code: Code,
    name: requiredText(120).meta({
      description: "The name in Turkish, and in any language without a name of its own.",
    }),
    logo_path: optionalText(300),
    sort_order: SortOrder,
    is_active: z.boolean().default(true),
    is_featured: z.boolean().default(false),
    texts: z
      .object({
        tr: BrandTexts.optional(),
        en: BrandTexts.extend({ name: BrandName }).optional(),
        ar: BrandTexts.extend({ name: BrandName }).optional(),
      })
      .default({}),
  })
  .meta({ id: "AdminBrandInput" });
export type AdminBrandInput = z.infer<typeof AdminBrandInput>;
export const AdminBrandPatch = patchOf(AdminBrandInput, "AdminBrandPatch");
export type AdminBrandPatch = z.infer<typeof AdminBrandPatch>;

export const AdminBrand = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    logo_path: z.string().nullable(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    is_featured: z.boolean(),
    product_count: z.number().int(),
    texts: z.partialRecord(
      z.enum(LANGUAGE_CODES),
      z.object({
        name: z.string().nullable().meta({ description: "Null: written as `name`." }),
        description: z.string().nullable(),
        seo_link: z.string(),
        seo_title: z.string().nullable(),
        seo_description: z.string().nullable(),
        seo_keywords: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "AdminBrand" });
export type AdminBrand = z.infer<typeof AdminBrand>;

// --- models and suppliers ---------------------------------------------------------------------

export const AdminModelInput = z
  .object({
    brand_id: RecordId,
    code: Code,
    name: requiredText(120),
    is_active: z.boolean().default(true),
  })
  .meta({ id: "AdminModelInput" });
export type AdminModelInput = z.infer<typeof AdminModelInput>;
export const AdminModelPatch = patchOf(AdminModelInput, "AdminModelPatch");
export type AdminModelPatch = z.infer<typeof AdminModelPatch>;

export const AdminModel = z
  .object({
    id: z.number().int(),
    brand_id: z.number().int(),
    brand_name: z.string(),
    code: z.string(),
    name: z.string(),
    is_active: z.boolean(),
    product_count: z.number().int(),
  })
  .meta({ id: "AdminModel" });
export type AdminModel = z.infer<typeof AdminModel>;

export const AdminSupplierInput = z
  .object({
    code: Code,
    name: requiredText(200),
    contact_name: optionalText(120),
    email: z
      .email({ error: "invalid_email" })
      .max(200)
      .nullish()
      .or(z.literal(""))
      .transform((v) => v || null),
    phone: optionalText(40),
    tax_office: optionalText(120),
    tax_number: optionalText(20),
    address: optionalText(500),
    is_active: z.boolean().default(true),
  })
  .meta({ id: "AdminSupplierInput" });
export type AdminSupplierInput = z.infer<typeof AdminSupplierInput>;
export const AdminSupplierPatch = patchOf(AdminSupplierInput, "AdminSupplierPatch");
export type AdminSupplierPatch = z.infer<typeof AdminSupplierPatch>;

export const AdminSupplier = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    contact_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    tax_office: z.string().nullable(),
    tax_number: z.string().nullable(),
    address: z.string().nullable(),
    is_active: z.boolean(),
    product_count: z.number().int(),
  })
  .meta({ id: "AdminSupplier" });
export type AdminSupplier = z.infer<typeof AdminSupplier>;

// --- properties and their values --------------------------------------------------------------

const Name = z.object({ name: requiredText(120) });

export const AdminPropertyInput = z
  .object({
    code: Code,
    display: z.enum(["list", "swatch", "box"]).default("list"),
    is_filter: z.boolean().default(true),
    sort_order: SortOrder,
    texts: PerLanguage(Name),
    values: z
      .array(
        z.object({
          id: RecordId.optional().meta({ description: "An existing value; absent for a new one." }),
          code: ValueCode.optional().meta({
            description:
              "Made from the Turkish name when left out (a value's code is kept when it has one).",
          }),
          swatch_hex: z
            .string()
            .trim()
            .toLowerCase()
            .regex(/^#[0-9a-f]{6}$/, { error: "invalid_format" })
            .nullish()
            .transform((v) => v ?? null),
          texts: PerLanguage(Name),
        }),
      )
      .max(500)
      .meta({
        description:
          "Every value, in order: one left out is deleted, unless a sub-product uses it (then property_value_in_use, 409).",
      }),
  })
  .meta({ id: "AdminPropertyInput" });
export type AdminPropertyInput = z.infer<typeof AdminPropertyInput>;

const Names = z.partialRecord(z.enum(LANGUAGE_CODES), z.string());
export const AdminProperty = z
  .object({
    id: z.number().int(),
    code: z.string(),
    display: z.enum(["list", "swatch", "box"]),
    is_filter: z.boolean(),
    sort_order: z.number().int(),
    names: Names,
    values: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        swatch_hex: z.string().nullable(),
        sort_order: z.number().int(),
        names: Names,
      }),
    ),
  })
  .meta({ id: "AdminProperty" });
export type AdminProperty = z.infer<typeof AdminProperty>;
