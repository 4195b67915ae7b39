export {
  BackInStockForm,
  type BackInStockFormProps,
  type BackInStockStatus,
} from "./back-in-stock-form.tsx";
