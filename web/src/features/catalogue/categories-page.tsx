// /categories: the category table (ID, name with icon, description, status, actions) and its create/edit dialog.
import { type Category, type CategoryCreate, categoryCreateSchema, categoryIcons, categoryTypes } from '@contracts/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatabaseIcon, type LucideIcon, MessageSquareTextIcon, PhoneIcon, PlusIcon, TagsIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { RowActions, SkeletonRows } from '@/features/catalogue/catalogue-ui';
import { useCatalogueDelete } from '@/features/catalogue/use-catalogue-delete';
import { invalidateCatalogue, useCategories } from '@/features/catalogue/catalogue-api';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

/** The icon choices of SPEC §2, by the value stored on the category. */
const iconChoices: Record<(typeof categoryIcons)[number], { label: string; icon: LucideIcon }> = {
  sms: { label: 'SMS', icon: MessageSquareTextIcon },
  database: { label: 'Database', icon: DatabaseIcon },
  phone: { label: 'Phone', icon: PhoneIcon },
  tags: { label: 'Tags', icon: TagsIcon },
};

/** A known icon name draws its icon; anything else (an emoji such as the default 📱) is shown as written. */
export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const choice = iconChoices[icon as keyof typeof iconChoices];
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
  const [editing, setEditing] = useState<Category | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const { askDelete, pendingId } = useCatalogueDelete<Category>('categories', (category) => category.name);

  const openDialog = (category: Category | null) => {
    setEditing(category);
    setDialogOpen(true);
  };

  const rows = categories.data ?? [];
  return (
    <div data-testid="categories-page">
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <Button onClick={() => openDialog(null)} data-testid="add-category">
            <PlusIcon />
            {t('categories.add')}
          </Button>
        }
      />

      {categories.isError ? (
        <LoadError
          description={t('categories.loadFailed')}
          error={categories.error}
          onRetry={() => categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : !categories.isPending && rows.length === 0 ? (
        <EmptyState icon={TagsIcon} title={t('categories.empty')} description={t('categories.emptyHint')} />
      ) : (
        <Card className="py-0">
          <Table data-testid="categories-table">
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t('catalogue.id')}</TableHead>
                <TableHead>{t('catalogue.name')}</TableHead>
                <TableHead>{t('categories.descriptionColumn')}</TableHead>
                <TableHead>{t('catalogue.status')}</TableHead>
                <TableHead className="text-right">{t('catalogue.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {categories.isPending ? (
                <SkeletonRows columns={5} />
              ) : (
                rows.map((category) => (
                  <TableRow key={category.id} data-testid="category-row">
                    <TableCell className="text-muted-foreground tabular-nums">{category.id}</TableCell>
                    <TableCell>
                      <div className="flex items-center gap-2 font-medium">
                        <span className="flex size-7 items-center justify-center rounded-md bg-primary/10 text-primary">
                          <CategoryIcon icon={category.icon} />
                        </span>
                        {category.name}
                      </div>
                    </TableCell>
                    <TableCell className="max-w-md truncate text-muted-foreground" title={category.description}>
                      {category.description}
                    </TableCell>
                    <TableCell>
                      <StatusBadge active={category.isActive} />
                    </TableCell>
                    <TableCell>
                      <RowActions
                        name={category.name}
                        onEdit={() => openDialog(category)}
                        onDelete={() => askDelete(category)}
                        deleting={pendingId === category.id}
                      />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Card>
      )}

      <CategoryDialog open={dialogOpen} onOpenChange={setDialogOpen} category={editing} />
    </div>
  );
}

const emptyCategory: CategoryCreate = { name: '', description: '', icon: 'phone', type: 'special', isActive: true };

function toFormValues(category: Category | null): CategoryCreate {
  if (!category) return emptyCategory;
  const { name, description, icon, isActive } = category;
  const type = (categoryTypes as readonly string[]).includes(category.type) ? (category.type as CategoryCreate['type']) : 'special';
  return { name, description, icon, type, isActive };
}

function CategoryDialog({ open, onOpenChange, category }: { open: boolean; onOpenChange(open: boolean): void; category: Category | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(categoryCreateSchema), defaultValues: toFormValues(category) });

  useEffect(() => {
    if (open) form.reset(toFormValues(category));
  }, [open, category, form]);

  const save = useMutation({
    mutationFn: (values: CategoryCreate) =>
      category ? apiRequest<Category>('PUT', `/api/categories/${category.id}`, values) : apiRequest<Category>('POST', '/api/categories', values),
    onSuccess: () => {
      notifySuccess(category ? t('categories.updated') : t('categories.created'));
      onOpenChange(false);
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), category ? t('categories.updateFailed') : t('categories.createFailed'), error);
    },
  });

  const currentIcon = form.watch('icon');
  const iconValues: string[] = [...categoryIcons];
  if (currentIcon && !iconValues.includes(currentIcon)) iconValues.push(currentIcon);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="category-dialog">
        <DialogHeader>
          <DialogTitle>{category ? t('categories.editTitle') : t('categories.createTitle')}</DialogTitle>
          <DialogDescription>{t('categories.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('catalogue.name')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" placeholder="SMS" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('categories.descriptionColumn')}</FormLabel>
                  <FormControl>
                    <Textarea rows={3} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="icon"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('categories.icon')}</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue placeholder={t('categories.icon')} />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {iconValues.map((value) => (
                          <SelectItem key={value} value={value}>
                            <CategoryIcon icon={value} />
                            {iconChoices[value as keyof typeof iconChoices]?.label ?? value}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="type"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('categories.type')}</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {categoryTypes.map((value) => (
                          <SelectItem key={value} value={value}>
                            {value}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <FormItem className="flex flex-row items-center gap-2">
                  <FormControl>
                    <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  </FormControl>
                  <FormLabel className="font-normal">{t('categories.active')}</FormLabel>
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Spinner />}
                {category ? t('common.save') : t('catalogue.create')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
