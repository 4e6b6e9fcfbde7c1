import admin from './admin';
import auth from './auth';
import common from './common';
import errors from './errors';
import mail from './mail';
import mailing from './mailing';
import products from './products';
import publicSite from './public';
import registrations from './registrations';
import settings from './settings';
import shopSuppliers from './shop-suppliers';
import superArea from './super';
import suppliers from './suppliers';
import time from './time';
import users from './users';
import validation from './validation';

export default { admin, auth, common, errors, mail, mailing, products, public: publicSite, registrations, settings, shopSuppliers, super: superArea, suppliers, time, users, validation };
