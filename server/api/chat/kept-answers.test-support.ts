/** A kept answer's state and whole text: a row's own text (the earlier shape) and then its parts. */
export const keptTextSql = `
  select a.state, a.content || coalesce(
    (select string_agg(p.content, '' order by p.start_at) from kept_answer_parts p where p.owner = a.owner and p.answer_id = a.answer_id), ''
  ) as content
  from kept_answers a where a.answer_id = $1`;
