export {
  type SubProduct,
  type SubProductAttribute,
  type SubProductOption,
  SubProductPicker,
  type SubProductPickerProps,
} from "./sub-product-picker.tsx";
