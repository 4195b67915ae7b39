export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
  type RadioOption,
  radioVariants,
} from "./radio-group.tsx";
