// SortableList: a vertical list put in order by dragging its handles, or from the keyboard (Space/Enter lifts, arrows move, Space/Enter drops, Escape cancels).
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export type SortableListProps<T> = {
  items: readonly T[];
  getId(item: T): string;
  /** Plain text naming an item, for the handle's label and the screen-reader announcements. */
  getLabel(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  onReorder(items: T[]): void;
  /** The row of this id is shown as selected. */
  selectedId?: string | null;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
};

export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  selectedId,
  disabled,
  className,
  'data-testid': testId,
}: SortableListProps<T>) {
  const t = useT();
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);

  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === String(id));
    return item ? getLabel(item) : String(id);
  };
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.picked', { item: labelOf(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? t('sortable.moved', { item: labelOf(active.id), position: positionOf(over.id), total: ids.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('sortable.dropped', { item: labelOf(active.id), position: positionOf(over.id), total: ids.length }) : undefined,
    onDragCancel: ({ active }) => t('sortable.cancelled', { item: labelOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={cn('grid min-w-0 grid-cols-1 gap-2', className)} data-testid={testId}>
          {items.map((item, index) => {
            const id = getId(item);
            return (
              <SortableRow key={id} id={id} index={index} label={getLabel(item)} selected={selectedId === id} disabled={disabled}>
                {renderItem(item, index)}
              </SortableRow>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  index,
  label,
  selected,
  disabled,
  children,
}: {
  id: string;
  index: number;
  label: string;
  selected: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="sortable-item"
      data-id={id}
      data-selected={selected || undefined}
      className={cn(
        'relative flex min-h-12 min-w-0 items-center gap-2 rounded-lg border bg-card px-2 py-1.5 text-sm shadow-xs',
        selected && 'border-primary/60 bg-primary/5 ring-1 ring-primary/30',
        isDragging && 'z-10 shadow-lg ring-2 ring-primary/40',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('sortable.handle', { item: label })}
        data-testid="sortable-handle"
        className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
      >
        <GripVerticalIcon className="size-4" />
      </button>
      <span className="w-6 shrink-0 text-center text-xs font-medium text-muted-foreground tabular-nums">{index + 1}</span>
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
    </li>
  );
}
