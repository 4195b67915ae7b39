// A realistic product form for the AdminForm stories: names and descriptions per language in
// tabs, price with VAT, stock, category and brand, validated on submit.
import { type FormEvent, useState } from "react";
import { useLocale } from "../../lib/use-locale.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select } from "../select/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../tabs/tabs.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import {
  AdminForm,
  type AdminFormError,
  FormActions,
  FormGridItem,
  FormSection,
} from "./admin-form.tsx";

type Texts = { tr: string; en: string; ar: string };
type Language = "tr" | "en" | "ar";

export interface ProductValues {
  name: Record<Language, string>;
  description: Record<Language, string>;
  price: string;
  oldPrice: string;
  vat: string;
  stock: string;
  sku: string;
  category: string;
  brand: string;
}

export const emptyProduct: ProductValues = {
  name: { tr: "", en: "", ar: "" },
  description: { tr: "", en: "", ar: "" },
  price: "",
  oldPrice: "",
  vat: "20",
  stock: "",
  sku: "",
  category: "",
  brand: "",
};

export const filledProduct: ProductValues = {
  name: {
    tr: "Kırmızı Gül Buketi (11 adet)",
    en: "Red Rose Bouquet (11 stems)",
    ar: "باقة ورد أحمر (11 وردة)",
  },
  description: {
    tr: "Özenle seçilmiş 11 adet kırmızı gül, okaliptüs yapraklarıyla kraft kâğıda sarılarak aynı gün teslim edilir.",
    en: "Eleven hand-picked red roses wrapped in kraft paper with eucalyptus leaves, delivered the same day.",
    ar: "إحدى عشرة وردة حمراء مختارة بعناية، ملفوفة بورق الكرافت مع أوراق الأوكالبتوس، وتُسلَّم في اليوم نفسه.",
  },
  price: "749,90",
  oldPrice: "899,90",
  vat: "20",
  stock: "42",
  sku: "CS-GUL-011",
  category: "buket",
  brand: "cicek-sepeti",
};

const text = {
  productInfo: { tr: "Ürün bilgileri", en: "Product information", ar: "معلومات المنتج" },
  productInfoHint: {
    tr: "Ürün adı ve açıklaması her dilde ayrı girilir; Türkçe zorunludur.",
    en: "The name and description are entered per language; Turkish is required.",
    ar: "يُدخل اسم المنتج ووصفه لكل لغة على حدة؛ والتركية إلزامية.",
  },
  name: { tr: "Ürün adı", en: "Product name", ar: "اسم المنتج" },
  languagesLabel: { tr: "İçerik dili", en: "Content language", ar: "لغة المحتوى" },
  description: { tr: "Açıklama", en: "Description", ar: "الوصف" },
  priceStock: { tr: "Fiyat ve stok", en: "Price and stock", ar: "السعر والمخزون" },
  priceStockHint: {
    tr: "Fiyatlar KDV dahil, Türk lirası olarak girilir.",
    en: "Prices include VAT and are entered in Turkish lira.",
    ar: "تُدخل الأسعار بالليرة التركية شاملةً ضريبة القيمة المضافة.",
  },
  price: { tr: "Satış fiyatı", en: "Selling price", ar: "سعر البيع" },
  oldPrice: { tr: "Piyasa fiyatı", en: "List price", ar: "سعر السوق" },
  oldPriceHint: {
    tr: "Doluysa üstü çizili gösterilir.",
    en: "Shown struck through when filled.",
    ar: "يظهر مشطوبًا عند إدخاله.",
  },
  vat: { tr: "KDV oranı", en: "VAT rate", ar: "نسبة ضريبة القيمة المضافة" },
  stock: { tr: "Stok adedi", en: "Stock quantity", ar: "الكمية في المخزون" },
  sku: { tr: "Stok kodu", en: "SKU", ar: "رمز المخزون" },
  classification: {
    tr: "Kategori ve marka",
    en: "Category and brand",
    ar: "الفئة والعلامة التجارية",
  },
  category: { tr: "Kategori", en: "Category", ar: "الفئة" },
  brand: { tr: "Marka", en: "Brand", ar: "العلامة التجارية" },
  choose: { tr: "Seçiniz", en: "Choose", ar: "اختر" },
  requiredName: {
    tr: "Türkçe ürün adını girin.",
    en: "Enter the Turkish product name.",
    ar: "أدخل اسم المنتج باللغة التركية.",
  },
  requiredPrice: {
    tr: "Geçerli bir satış fiyatı girin (ör. 749,90).",
    en: "Enter a valid selling price (e.g. 749,90).",
    ar: "أدخل سعر بيع صالحًا (مثل 749,90).",
  },
  requiredCategory: { tr: "Bir kategori seçin.", en: "Choose a category.", ar: "اختر فئة." },
  stockInvalid: {
    tr: "Stok adedi 0 veya daha büyük bir tam sayı olmalı.",
    en: "The stock must be a whole number of 0 or more.",
    ar: "يجب أن تكون الكمية عددًا صحيحًا يساوي 0 أو أكثر.",
  },
} satisfies Record<string, Texts | Record<Language, string>>;

const languageNames: Record<Language, string> = { tr: "Türkçe", en: "English", ar: "العربية" };

export function validateProduct(values: ProductValues, say: (texts: Texts) => string) {
  const errors: AdminFormError[] = [];
  if (!values.name.tr.trim())
    errors.push({ fieldId: "product-name-tr", message: say(text.requiredName) });
  if (!/^\d{1,7}(,\d{1,2})?$/.test(values.price.replace(/\./g, "")))
    errors.push({ fieldId: "product-price", message: say(text.requiredPrice) });
  if (values.stock && !/^\d+$/.test(values.stock))
    errors.push({ fieldId: "product-stock", message: say(text.stockInvalid) });
  if (!values.category)
    errors.push({ fieldId: "product-category", message: say(text.requiredCategory) });
  return errors;
}

export interface ProductFormProps {
  initialValues?: ProductValues;
  /** Errors to show from the start (the validation-errors story). */
  initialErrors?: boolean;
  pending?: boolean;
  onSave: (values: ProductValues) => void;
  onCancel: () => void;
  longTitle?: string;
}

export function ProductForm({
  initialValues = emptyProduct,
  initialErrors = false,
  pending = false,
  onSave,
  onCancel,
  longTitle,
}: ProductFormProps) {
  const locale = useLocale().code as Language;
  const say = (texts: Texts) => texts[locale] ?? texts.tr;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<AdminFormError[]>(() =>
    initialErrors ? validateProduct(initialValues, say) : [],
  );
  const [dirty, setDirty] = useState(false);
  const [language, setLanguage] = useState<Language>("tr");
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  const set = <K extends keyof ProductValues>(key: K, value: ProductValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProduct(values, say);
    setErrors(found);
    if (found.some((error) => error.fieldId === "product-name-tr")) setLanguage("tr");
    if (found.length === 0) onSave(values);
  };

  return (
    <AdminForm errors={errors} onSubmit={submit} aria-label={say(text.productInfo)}>
      <FormSection
        title={longTitle ?? say(text.productInfo)}
        description={longTitle ?? say(text.productInfoHint)}
        columns={1}
      >
        <Tabs value={language} onValueChange={(value) => setLanguage(value as Language)} size="sm">
          <TabsList aria-label={say(text.languagesLabel)}>
            {(["tr", "en", "ar"] as const).map((code) => (
              <TabsTrigger key={code} value={code} lang={code}>
                {languageNames[code]}
                {errorOf(`product-name-${code}`) && (
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-danger" />
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {(["tr", "en", "ar"] as const).map((code) => (
            <TabsContent key={code} value={code} className="flex flex-col gap-5">
              <FormField
                label={`${say(text.name)} (${languageNames[code]})`}
                required={code === "tr"}
                optional={code !== "tr"}
                error={errorOf(`product-name-${code}`)}
              >
                <Input
                  id={`product-name-${code}`}
                  lang={code}
                  dir={code === "ar" ? "rtl" : "ltr"}
                  value={values.name[code]}
                  maxLength={150}
                  onChange={(event) =>
                    set("name", { ...values.name, [code]: event.currentTarget.value })
                  }
                />
              </FormField>
              <FormField label={`${say(text.description)} (${languageNames[code]})`} optional>
                <Textarea
                  id={`product-description-${code}`}
                  lang={code}
                  dir={code === "ar" ? "rtl" : "ltr"}
                  rows={4}
                  maxLength={2000}
                  showCount
                  value={values.description[code]}
                  onChange={(event) =>
                    set("description", { ...values.description, [code]: event.currentTarget.value })
                  }
                />
              </FormField>
            </TabsContent>
          ))}
        </Tabs>
      </FormSection>

      <FormSection title={say(text.priceStock)} description={say(text.priceStockHint)}>
        <FormField label={say(text.price)} required error={errorOf("product-price")}>
          <Input
            id="product-price"
            inputMode="decimal"
            endAdornment="₺"
            dir="ltr"
            placeholder="0,00"
            value={values.price}
            onChange={(event) => set("price", event.currentTarget.value)}
          />
        </FormField>
        <FormField label={say(text.oldPrice)} optional hint={say(text.oldPriceHint)}>
          <Input
            id="product-old-price"
            inputMode="decimal"
            endAdornment="₺"
            dir="ltr"
            placeholder="0,00"
            value={values.oldPrice}
            onChange={(event) => set("oldPrice", event.currentTarget.value)}
          />
        </FormField>
        <FormField label={say(text.vat)} required>
          <Select
            id="product-vat"
            value={values.vat}
            onChange={(event) => set("vat", event.currentTarget.value)}
            options={["0", "1", "10", "20"].map((rate) => ({ value: rate, label: `%${rate}` }))}
          />
        </FormField>
        <FormField label={say(text.stock)} error={errorOf("product-stock")}>
          <Input
            id="product-stock"
            inputMode="numeric"
            dir="ltr"
            value={values.stock}
            onChange={(event) => set("stock", event.currentTarget.value)}
          />
        </FormField>
        <FormGridItem span="full">
          <FormField label={say(text.sku)} optional>
            <Input
              id="product-sku"
              dir="ltr"
              value={values.sku}
              onChange={(event) => set("sku", event.currentTarget.value)}
            />
          </FormField>
        </FormGridItem>
      </FormSection>

      <FormSection title={say(text.classification)}>
        <FormField label={say(text.category)} required error={errorOf("product-category")}>
          <Select
            id="product-category"
            placeholder={say(text.choose)}
            value={values.category}
            onChange={(event) => set("category", event.currentTarget.value)}
            options={[
              { value: "buket", label: say({ tr: "Buketler", en: "Bouquets", ar: "الباقات" }) },
              {
                value: "saksi",
                label: say({ tr: "Saksı çiçekleri", en: "Potted plants", ar: "نباتات الأصص" }),
              },
              {
                value: "aranjman",
                label: say({ tr: "Aranjmanlar", en: "Arrangements", ar: "التنسيقات" }),
              },
            ]}
          />
        </FormField>
        <FormField label={say(text.brand)} optional>
          <Select
            id="product-brand"
            placeholder={say(text.choose)}
            value={values.brand}
            onChange={(event) => set("brand", event.currentTarget.value)}
            options={[
              { value: "cicek-sepeti", label: "Çiçek Sepeti Butik" },
              { value: "bahce", label: "Bahçe Dünyası" },
            ]}
          />
        </FormField>
      </FormSection>

      <FormActions pending={pending} dirty={dirty} onCancel={onCancel} />
    </AdminForm>
  );
}
