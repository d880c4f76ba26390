// /categories: the category table (ID, name with icon, description, status, actions) and its create/edit dialog.
import { type Category, type CategoryCreate, categoryCreateSchema, categoryIcons, categoryTypes } from '@contracts/catalogue';
import { DatabaseIcon, type LucideIcon, MessageSquareTextIcon, PhoneIcon, TagsIcon } from 'lucide-react';
import type { ColumnDef } from '@/components/data-table';
import { EntityDialog, } from '@/components/entity-dialog';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/form-fields';
import { useCategories } from '@/features/catalogue/catalogue-api';
import { useCatalogueDelete, useCatalogueForm } from '@/features/catalogue/catalogue-changes';
import { CatalogueTablePage, useCatalogueTable } from '@/features/catalogue/catalogue-ui';
import { type TranslationKey, useT } from '@/lib/i18n';

/** The icon choices of SPEC §2 (SMS, Database, Phone, Tags), by the value stored on the category, named in the admin's language. */
const iconChoices: Record<(typeof categoryIcons)[number], { label: TranslationKey; icon: LucideIcon }> = {
  sms: { label: 'categories.iconSms', icon: MessageSquareTextIcon },
  database: { label: 'categories.iconDatabase', icon: DatabaseIcon },
  phone: { label: 'categories.iconPhone', icon: PhoneIcon },
  tags: { label: 'categories.iconTags', icon: TagsIcon },
};

/** The type choices of SPEC §2, by the value stored on the category. */
const typeLabels: Record<(typeof categoryTypes)[number], TranslationKey> = {
  special: 'categories.typeSpecial',
  multicheck: 'categories.typeMulticheck',
};

/** SPEC's default icon, a phone emoji, is the 'phone' choice: one 'Téléphone' in the list, not a second phone. */
const DEFAULT_ICON_EMOJI = '📱';
const iconChoiceOf = (icon: string) => (icon === DEFAULT_ICON_EMOJI ? 'phone' : icon);

/** A known icon name (or the default phone emoji) draws its icon; anything else (an emoji of the admin's) is shown as written. */
function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const choice = iconChoices[iconChoiceOf(icon) as keyof typeof iconChoices];
  if (choice) {
    const Icon = choice.icon;
    return <Icon aria-hidden="true" className={className ?? 'size-4'} />;
  }
  return (
    <span aria-hidden="true" className="text-base leading-none">
      {icon}
    </span>
  );
}

export default function CategoriesPage() {
  const t = useT();
  const categories = useCategories();
  const { dialog, id, status, actions } = useCatalogueTable(useCatalogueDelete<Category>('categories', (category) => category.name));

  const columns: ColumnDef<Category>[] = [
    id,
    {
      id: 'name',
      header: t('catalogue.name'),
      cell: ({ row }) => (
        <div className="flex items-center gap-2 font-medium">
          <span className="flex size-7 items-center justify-center rounded-md bg-primary/10 text-primary">
            <CategoryIcon icon={row.original.icon} />
          </span>
          {row.original.name}
        </div>
      ),
    },
    {
      accessorKey: 'description',
      header: t('categories.descriptionColumn'),
      meta: { cellClassName: 'max-w-md truncate text-muted-foreground', title: (category) => category.description },
    },
    status,
    actions,
  ];

  return (
    <CatalogueTablePage area="categories" item="category" icon={TagsIcon} query={categories} columns={columns} onAdd={dialog.create}>
      <CategoryDialog open={dialog.open} onOpenChange={dialog.onOpenChange} category={dialog.entity} />
    </CatalogueTablePage>
  );
}

const emptyCategory: CategoryCreate = { name: '', description: '', icon: 'phone', type: 'special', isActive: true };

function toFormValues(category: Category | null): CategoryCreate {
  if (!category) return emptyCategory;
  const { name, description, isActive } = category;
  const type = (categoryTypes as readonly string[]).includes(category.type) ? (category.type as CategoryCreate['type']) : 'special';
  return { name, description, icon: iconChoiceOf(category.icon), type, isActive };
}

function CategoryDialog({ open, onOpenChange, category }: { open: boolean; onOpenChange(open: boolean): void; category: Category | null }) {
  const t = useT();
  const dialog = useCatalogueForm({ area: 'categories', entity: category, open, onOpenChange, schema: categoryCreateSchema, values: toFormValues(category) });

  // An icon stored before the choices were fixed stays choosable for its category.
  const currentIcon = dialog.entity.form.watch('icon');
  const iconValues: string[] = [...categoryIcons];
  if (currentIcon && !iconValues.includes(currentIcon)) iconValues.push(currentIcon);

  return (
    <EntityDialog {...dialog} testId="category-dialog">
      <TextField name="name" label={t('catalogue.name')} placeholder="SMS" />
      <TextareaField name="description" label={t('categories.descriptionColumn')} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="icon"
          label={t('categories.icon')}
          placeholder={t('categories.icon')}
          options={iconValues.map((value) => ({
            value,
            label: (
              <>
                <CategoryIcon icon={value} />
                {value in iconChoices ? t(iconChoices[value as keyof typeof iconChoices].label) : value}
              </>
            ),
          }))}
        />
        <SelectField name="type" label={t('categories.type')} options={categoryTypes.map((value) => ({ value, label: t(typeLabels[value]) }))} />
      </div>
      <CheckboxField name="isActive" label={t('categories.active')} />
    </EntityDialog>
  );
}
