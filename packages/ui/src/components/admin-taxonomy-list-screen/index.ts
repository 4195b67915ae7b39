export {
  type AdminTaxonomyItem,
  AdminTaxonomyListScreen,
  type AdminTaxonomyListScreenProps,
} from "./admin-taxonomy-list-screen.tsx";
