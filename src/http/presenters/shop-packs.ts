// Presents admins' packs (the « Produits » page): euro strings, category 0 for "none" in the Mini App's figures.
import type { AdminPacksResponse } from '../../contracts/shop';
import type { AdminPack, OperatorPacks, StoredPack } from '../../domain/shop/pack-admin';
import { formatEuros } from '../../domain/wallet/money';
import { presentCategoryRef, presentShopProduct } from './shop';

export const presentStoredPack = (p: StoredPack) => ({
  id: p.id,
  operatorId: p.operatorId,
  categoryId: p.categoryId,
  quantity: p.quantity,
  name: p.name,
  isActive: p.isActive,
  sortOrder: p.sortOrder,
});

const presentAdminPack = (p: AdminPack) => ({
  ...presentStoredPack(p),
  categoryName: p.categoryName,
  offers: p.offers.map((o) => ({ category: presentCategoryRef(o.category), price: formatEuros(o.priceCents), stock: o.stock, lowStock: o.lowStock, onSale: o.onSale })),
});

export const presentOperatorPacks = (view: OperatorPacks): AdminPacksResponse => ({
  operator: view.operator,
  minimumQuantity: view.minimumQuantity,
  maximumQuantity: view.maximumQuantity,
  packs: view.packs.map(presentAdminPack),
  preview: view.preview.map((p) => ({
    category: presentCategoryRef(p.category),
    usesPresets: p.usesPresets,
    products: p.products.map(presentShopProduct(p.category.id, view.operator.id)),
  })),
});
