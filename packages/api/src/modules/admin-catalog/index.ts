import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./admin-products.handlers.ts";
import * as routes from "./admin-products.routes.ts";
import * as csvRoutes from "./product-csv.routes.ts";
import * as properties from "./properties.service.ts";
import { mountResource, onCategoryMove } from "./taxonomy.handlers.ts";
import {
  brandRoutes,
  categoryMove,
  categoryRoutes,
  modelRoutes,
  propertyRoutes,
  supplierRoutes,
} from "./taxonomy.routes.ts";
import * as taxonomy from "./taxonomy.service.ts";

const productsRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.updatePrice, handlers.onUpdatePrice)
  .openapi(routes.updateSort, handlers.onUpdateSort)
  .openapi(routes.updateLanguage, handlers.onUpdateLanguage)
  .openapi(routes.updateImages, handlers.onUpdateImages)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(routes.subList, handlers.onSubList)
  .openapi(routes.subAdd, handlers.onSubAdd)
  .openapi(routes.subUpdate, handlers.onSubUpdate)
  .openapi(routes.subDelete, handlers.onSubDelete)
  .openapi(routes.personalizationList, handlers.onPersonalizationList)
  .openapi(routes.personalizationAdd, handlers.onPersonalizationAdd)
  .openapi(routes.personalizationUpdate, handlers.onPersonalizationUpdate)
  .openapi(routes.personalizationDelete, handlers.onPersonalizationDelete)
  .openapi(routes.dashboard, handlers.onDashboard)
  .openapi(categoryMove, onCategoryMove)
  .openapi(csvRoutes.exportProducts, handlers.onExport)
  .openapi(csvRoutes.previewImport, handlers.onPreviewImport)
  .openapi(csvRoutes.commitImport, handlers.onCommitImport);

mountResource(productsRouter, categoryRoutes, {
  list: taxonomy.listCategories,
  create: taxonomy.createCategory,
  update: taxonomy.updateCategory,
  remove: taxonomy.deleteCategory,
});
mountResource(productsRouter, brandRoutes, {
  list: taxonomy.listBrands,
  create: taxonomy.createBrand,
  update: taxonomy.updateBrand,
  remove: taxonomy.deleteBrand,
});
mountResource(productsRouter, modelRoutes, {
  list: taxonomy.listModels,
  create: taxonomy.createModel,
  update: taxonomy.updateModel,
  remove: taxonomy.deleteModel,
});
mountResource(productsRouter, supplierRoutes, {
  list: taxonomy.listSuppliers,
  create: taxonomy.createSupplier,
  update: taxonomy.updateSupplier,
  remove: taxonomy.deleteSupplier,
});
mountResource(productsRouter, propertyRoutes, {
  list: properties.listProperties,
  create: properties.createProperty,
  update: properties.updateProperty,
  remove: properties.deleteProperty,
});

/** The admin's catalogue: products with their sub-products, and what they are filed under. */
export const adminCatalogRouter = productsRouter;
