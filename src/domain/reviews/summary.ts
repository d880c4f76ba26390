// What customers see of the reviews of an operator (the bot's operator screen, the Mini App's operator view): the
// average and count, per list when several of its lists have some, and the latest comments. Hidden reviews never count.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/** How many of the latest comments are shown, and how long each may be there (the full text stays in the back office). */
const LATEST_COMMENTS = 3;
const SHOWN_COMMENT_LENGTH = 120;

type RatingFigures = { average: number; count: number };
/** `name`: the list as customers know it, its category (numbered when the operator has several lists of it), never the admin's list name. */
type ListRating = RatingFigures & { numlistId: number; name: string };
type ReviewComment = { rating: number; comment: string; createdAt: Date };
export type OperatorReviews = RatingFigures & { lists: ListRating[]; latest: ReviewComment[] };

/** The mean of `total` over `count` ratings, to one decimal (0 when none). */
const averageOf = (total: number, count: number) => (count > 0 ? Math.round((total * 10) / count) / 10 : 0);

/** A comment as shown to customers: at most SHOWN_COMMENT_LENGTH characters, cut with an ellipsis. */
function shortComment(comment: string): string {
  const chars = [...comment.replace(/\s+/g, ' ').trim()];
  return chars.length <= SHOWN_COMMENT_LENGTH ? chars.join('') : `${chars.slice(0, SHOWN_COMMENT_LENGTH - 1).join('')}…`;
}

/**
 * One query over the operator's visible reviews (one range of order_reviews_operator_idx): the totals, the totals of
 * each of its active lists, and the latest comments. Lists are given only when two or more have reviews.
 */
export async function operatorReviews(db: Executor, operatorId: number): Promise<OperatorReviews> {
  const [row] = await queryRows<{
    count: string | number;
    total: string | number;
    lists: Array<{ numlist_id: number; name: string; count: number; total: number }> | string;
    latest: Array<{ rating: number; comment: string; created_at: string }> | string;
  }>(
    db,
    sql`with visible as (
          select r.id, r.rating, r.comment, r.created_at, r.numlist_id from order_reviews r
          where r.operator_id = ${operatorId} and r.hidden_at is null)
        select (select count(*) from visible) as count,
               (select coalesce(sum(v.rating), 0) from visible v) as total,
               (select coalesce(json_agg(json_build_object('numlist_id', l.numlist_id, 'name', l.label, 'count', l.count, 'total', l.total) order by l.label, l.numlist_id), '[]')
                  from (select r.numlist_id, r.count, r.total,
                               -- What customers know a list by: its category (the admin's list name may name a supplier),
                               -- numbered when one category holds several of the operator's lists.
                               case when cat.name is null then '#' || row_number() over (partition by n.category_id order by n.id)
                                    when count(*) over (partition by n.category_id) > 1
                                      then cat.name || ' #' || row_number() over (partition by n.category_id order by n.id)
                                    else cat.name end as label
                          from (select v.numlist_id, count(*) as count, sum(v.rating) as total from visible v where v.numlist_id is not null group by v.numlist_id) r
                          join numlists n on n.id = r.numlist_id and n.is_active
                          left join categories cat on cat.id = n.category_id) l) as lists,
               (select coalesce(json_agg(json_build_object('rating', c.rating, 'comment', c.comment, 'created_at', c.created_at) order by c.created_at desc, c.id desc), '[]')
                  from (select v.id, v.rating, v.comment, v.created_at from visible v where v.comment is not null order by v.created_at desc, v.id desc limit ${LATEST_COMMENTS}) c) as latest`,
  );
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  const lists = json(row.lists).map((l) => ({ numlistId: Number(l.numlist_id), name: l.name, count: Number(l.count), average: averageOf(Number(l.total), Number(l.count)) }));
  const count = Number(row.count);
  return {
    count,
    average: averageOf(Number(row.total), count),
    lists: lists.length >= 2 ? lists : [],
    latest: json(row.latest).map((c) => ({ rating: Number(c.rating), comment: shortComment(c.comment), createdAt: new Date(c.created_at) })),
  };
}
