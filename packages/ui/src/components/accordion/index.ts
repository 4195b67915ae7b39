export {
  Accordion,
  AccordionContent,
  AccordionItem,
  type AccordionProps,
  AccordionTrigger,
  accordionItemVariants,
} from "./accordion.tsx";
