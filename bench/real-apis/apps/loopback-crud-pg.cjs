'use strict';
// A LoopBack 4 API over PostgreSQL, the way @loopback/rest-crud's "advanced use" builds one:
// models defined in code, CRUD repositories and controllers made by LoopBack, and a small
// controller of its own (orders of a customer, paying an order). Installed by
// bench/real-apis/run.js from the npm registry (@loopback/rest-crud, @loopback/rest,
// @loopback/repository, loopback-connector-postgresql); the tables come from loopback-crud-pg.sql.
// Data dependencies: an order needs a customer that exists (a foreign key), a line an order;
// paying an order needs the order, its customer and enough credit. Relations (a customer's
// orders, an order's customer and lines) can be included in reads (`filter={"include":[…]}`).
const path = require('node:path');

const from = (name) => require(require.resolve(name, { paths: [process.env.APP_DIR] }));
const { RestApplication, api, HttpErrors } = from('@loopback/rest');
const { RepositoryMixin, juggler, Entity, ModelDefinition, defineModelClass, defineCrudRepositoryClass, RelationType } = from('@loopback/repository');
const { defineCrudRestController } = from('@loopback/rest-crud');
const { inject } = from('@loopback/core');
const postgresql = from('loopback-connector-postgresql');

const id = { type: 'number', id: true, generated: true };
const table = (name) => ({ postgresql: { schema: 'public', table: name } });

const Customer = defineModelClass(Entity, new ModelDefinition({ name: 'Customer', settings: { ...table('customer'), strict: true } })
  .addProperty('id', id)
  .addProperty('name', { type: 'string', required: true, jsonSchema: { minLength: 1, maxLength: 40 } })
  .addProperty('email', { type: 'string', required: true, jsonSchema: { format: 'email', maxLength: 80 } })
  .addProperty('tier', { type: 'string', jsonSchema: { enum: ['basic', 'silver', 'gold'] } })
  .addProperty('credit', { type: 'number', jsonSchema: { type: 'integer', minimum: 0, maximum: 100000 } }));

const Order = defineModelClass(Entity, new ModelDefinition({ name: 'Order', settings: { ...table('order'), strict: true } })
  .addProperty('id', id)
  .addProperty('customerId', { type: 'number', required: true, postgresql: { columnName: 'customerid' }, jsonSchema: { type: 'integer', minimum: 1 } })
  .addProperty('status', { type: 'string', jsonSchema: { enum: ['new', 'paid', 'shipped', 'cancelled'] } })
  .addProperty('total', { type: 'number', jsonSchema: { minimum: 0, maximum: 99999999 } })
  .addProperty('note', { type: 'string', jsonSchema: { maxLength: 200 } }));

const OrderLine = defineModelClass(Entity, new ModelDefinition({ name: 'OrderLine', settings: { ...table('orderline'), strict: true } })
  .addProperty('id', id)
  .addProperty('orderId', { type: 'number', required: true, postgresql: { columnName: 'orderid' }, jsonSchema: { type: 'integer', minimum: 1 } })
  .addProperty('sku', { type: 'string', required: true, jsonSchema: { pattern: '^[A-Z]{3}-[0-9]{3}$' } })
  .addProperty('quantity', { type: 'number', required: true, jsonSchema: { type: 'integer', minimum: 1, maximum: 99 } }));

// Relations, as the @hasMany/@belongsTo decorators would declare them.
const hasMany = (source, name, target, keyTo) => source.definition.addRelation({ name, type: RelationType.hasMany, targetsMany: true, source, target: () => target, keyFrom: 'id', keyTo });
hasMany(Customer, 'orders', Order, 'customerId');
hasMany(Order, 'lines', OrderLine, 'orderId');
Order.definition.addRelation({ name: 'customer', type: RelationType.belongsTo, targetsMany: false, source: Order, target: () => Customer, keyFrom: 'customerId', keyTo: 'id' });
OrderLine.definition.addRelation({ name: 'order', type: RelationType.belongsTo, targetsMany: false, source: OrderLine, target: () => Order, keyFrom: 'orderId', keyTo: 'id' });

/** A CRUD repository whose relations resolve `include` (what a repository class with relations does). */
function repositoryWith(model, relations) {
  const Base = defineCrudRepositoryClass(model);
  const Repository = {
    [Base.name]: class extends Base {
      constructor(dataSource, ...getters) {
        super(dataSource);
        relations.forEach(([kind, name], index) => {
          const accessor = kind === 'hasMany' ? this.createHasManyRepositoryFactoryFor(name, getters[index]) : this.createBelongsToAccessorFor(name, getters[index]);
          this.registerInclusionResolver(name, accessor.inclusionResolver);
        });
      }
    },
  }[Base.name];
  inject('datasources.db')(Repository, undefined, 0);
  relations.forEach(([, , target], index) => inject.getter(`repositories.${target}Repository`)(Repository, undefined, index + 1));
  return Repository;
}

const idParameter = (name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } });
const json = (schema) => ({ content: { 'application/json': { schema } } });

/** Routes LoopBack's CRUD controllers do not have: a customer's orders, paying an order. */
class ShopController {
  constructor(customers, orders, lines) {
    this.customers = customers;
    this.orders = orders;
    this.lines = lines;
  }

  async customerOrders(customerId, status) {
    if (!(await this.customers.exists(customerId))) throw new HttpErrors.NotFound(`customer ${customerId} not found`);
    return this.orders.find({ where: status === undefined ? { customerId } : { customerId, status }, order: ['id ASC'] });
  }

  async payOrder(orderId) {
    const order = await this.orders.findById(orderId);
    if (order.status !== 'new') throw new HttpErrors.Conflict(`order ${orderId} is ${order.status}, not new`);
    const lines = await this.lines.find({ where: { orderId } });
    if (lines.length === 0) throw new HttpErrors.UnprocessableEntity(`order ${orderId} has no lines`);
    const customer = await this.customers.findById(order.customerId);
    const total = Number(order.total ?? 0);
    if ((customer.credit ?? 0) < total) throw new HttpErrors.PaymentRequired(`customer ${customer.id} has ${customer.credit} credit, order costs ${total}`);
    await this.customers.updateById(customer.id, { credit: customer.credit - Math.ceil(total) });
    await this.orders.updateById(orderId, { status: 'paid' });
    return { orderId, status: 'paid', lines: lines.length, charged: total };
  }
}
api({
  paths: {
    '/customers/{customerId}/orders': {
      get: {
        'x-operation-name': 'customerOrders',
        parameters: [idParameter('customerId'), { name: 'status', in: 'query', schema: { type: 'string', enum: ['new', 'paid', 'shipped', 'cancelled'] } }],
        responses: { 200: { description: 'the customer\'s orders', ...json({ type: 'array', items: { 'x-ts-type': Order } }) }, 404: { description: 'no such customer' } },
      },
    },
    '/orders/{orderId}/pay': {
      post: {
        'x-operation-name': 'payOrder',
        parameters: [idParameter('orderId')],
        responses: {
          200: { description: 'paid', ...json({ type: 'object', properties: { orderId: { type: 'integer' }, status: { type: 'string' }, lines: { type: 'integer' }, charged: { type: 'number' } } }) },
          402: { description: 'not enough credit' }, 404: { description: 'no such order' }, 409: { description: 'not a new order' }, 422: { description: 'an order without lines' },
        },
      },
    },
  },
})(ShopController);

async function main() {
  const app = new (RepositoryMixin(RestApplication))({
    rest: { host: '127.0.0.1', port: Number(process.env.PORT), openApiSpec: { setServersFromRequest: true } },
  });
  app.dataSource(new juggler.DataSource({ name: 'db', connector: postgresql, url: process.env.DATABASE_URL }));
  const resources = [
    [Customer, '/customers', [['hasMany', 'orders', 'Order']]],
    [Order, '/orders', [['hasMany', 'lines', 'OrderLine'], ['belongsTo', 'customer', 'Customer']]],
    [OrderLine, '/order-lines', [['belongsTo', 'order', 'Order']]],
  ];
  for (const [model, basePath, relations] of resources) {
    const Repository = repositoryWith(model, relations);
    app.repository(Repository);
    const Controller = defineCrudRestController(model, { basePath });
    inject(`repositories.${Repository.name}`)(Controller, undefined, 0);
    app.controller(Controller);
  }
  inject('repositories.CustomerRepository')(ShopController, undefined, 0);
  inject('repositories.OrderRepository')(ShopController, undefined, 1);
  inject('repositories.OrderLineRepository')(ShopController, undefined, 2);
  app.controller(ShopController);
  await app.start();
  process.stdout.write(`loopback-crud-pg on ${app.restServer.url} (${path.basename(__filename)})\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
