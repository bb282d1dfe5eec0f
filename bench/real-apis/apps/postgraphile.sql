-- The schema PostGraphile serves in bench/real-apis (a small blog with constraints and a function).
create schema app;
create table app.author (
  id serial primary key,
  name text not null check (char_length(name) between 1 and 80),
  email text unique,
  created_at timestamptz not null default now()
);
create table app.post (
  id serial primary key,
  author_id int not null references app.author(id) on delete cascade,
  title text not null,
  body text,
  score numeric(6,2) default 0,
  tags text[] not null default '{}',
  published boolean not null default false,
  meta jsonb
);
create index on app.post(author_id);
create table app.comment (
  id serial primary key,
  post_id int not null references app.post(id) on delete cascade,
  body text not null,
  created_on date not null default current_date
);
create index on app.comment(post_id);
create function app.search_posts(term text) returns setof app.post as $$
  select * from app.post where title ilike '%' || term || '%' or body ilike '%' || term || '%'
$$ language sql stable;
create function app.author_post_count(a app.author) returns int as $$
  select count(*)::int from app.post where author_id = a.id
$$ language sql stable;
insert into app.author(name, email) values ('Ada', 'ada@example.com'), ('Linus', 'linus@example.com');
insert into app.post(author_id, title, body, tags, published) values
  (1, 'Engines', 'On the analytical engine', '{math}', true),
  (2, 'Kernels', 'Just a hobby', '{os,c}', false);
insert into app.comment(post_id, body) values (1, 'Brilliant'), (2, 'Nice');
