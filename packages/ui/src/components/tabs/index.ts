export {
  Tabs,
  TabsContent,
  TabsList,
  type TabsProps,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
} from "./tabs.tsx";
