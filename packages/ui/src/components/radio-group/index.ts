export {
  RadioGroup,
  RadioGroupControl,
  type RadioGroupControlProps,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
  type RadioOption,
  radioVariants,
} from "./radio-group.tsx";
