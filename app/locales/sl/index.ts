import admin from './admin';
import analytics from './analytics';
import analyticsDetail from './analytics-detail';
import asn from './asn';
import asnApi from './asn-api';
import asnFormats from './asn-formats';
import asnImport from './asn-import';
import auth from './auth';
import cart from './cart';
import common from './common';
import comparison from './comparison';
import creditNotes from './credit-notes';
import deliveries from './deliveries';
import deliveryLists from './delivery-lists';
import deliveryRecords from './delivery-records';
import errors from './errors';
import inventory from './inventory';
import inventoryLayout from './inventory-layout';
import inventoryCounting from './inventory-counting';
import mail from './mail';
import mailing from './mailing';
import orderHistory from './order-history';
import overview from './overview';
import productImport from './product-import';
import products from './products';
import publicSite from './public';
import receiving from './receiving';
import receivingRecords from './receiving-records';
import reclamationAnswer from './reclamation-answer';
import reclamations from './reclamations';
import registrations from './registrations';
import scanner from './scanner';
import settings from './settings';
import shopSuppliers from './shop-suppliers';
import spreadsheet from './spreadsheet';
import stockExport from './stock-export';
import superArea from './super';
import suppliers from './suppliers';
import time from './time';
import users from './users';
import validation from './validation';

export default {
  admin,
  analytics,
  analyticsDetail,
  asn,
  asnApi,
  asnFormats,
  asnImport,
  auth,
  cart,
  common,
  comparison,
  creditNotes,
  deliveries,
  deliveryLists,
  deliveryRecords,
  errors,
  inventory,
  inventoryLayout,
  inventoryCounting,
  mail,
  mailing,
  orderHistory,
  overview,
  productImport,
  products,
  public: publicSite,
  receiving,
  receivingRecords,
  reclamationAnswer,
  reclamations,
  registrations,
  scanner,
  settings,
  shopSuppliers,
  spreadsheet,
  stockExport,
  super: superArea,
  suppliers,
  time,
  users,
  validation,
};
