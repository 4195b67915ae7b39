export {
  type PersonalizationField,
  PersonalizationFields,
  type PersonalizationFieldsProps,
  personalizationFieldName,
} from "./personalization-fields.tsx";
