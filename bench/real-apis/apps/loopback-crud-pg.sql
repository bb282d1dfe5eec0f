-- Tables of the loopback-crud-pg benchmark app: customers, their orders (a foreign key), and
-- order lines (a foreign key to orders): an order needs a customer that exists, a line an order.
create table customer (
  id serial primary key,
  name text not null,
  email text not null unique,
  tier text not null default 'basic',
  credit integer not null default 0 check (credit >= 0)
);
create table "order" (
  id serial primary key,
  customerid integer not null references customer(id) on delete cascade,
  status text not null default 'new',
  total numeric(10,2) not null default 0,
  note text
);
create table orderline (
  id serial primary key,
  orderid integer not null references "order"(id) on delete cascade,
  sku text not null,
  quantity integer not null check (quantity > 0)
);
insert into customer (name, email, tier, credit) values ('Ada', 'ada@example.com', 'gold', 100), ('Bob', 'bob@example.com', 'basic', 0);
insert into "order" (customerid, status, total) values (1, 'paid', 12.5);
