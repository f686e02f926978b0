import 'i18next';
import type account from '../../locales/ru/account.json';
import type auth from '../../locales/ru/auth.json';
import type bankCard from '../../locales/ru/bankCard.json';
import type common from '../../locales/ru/common.json';
import type consents from '../../locales/ru/consents.json';
import type content from '../../locales/ru/content.json';
import type cooling from '../../locales/ru/cooling.json';
import type cost from '../../locales/ru/cost.json';
import type coupons from '../../locales/ru/coupons.json';
import type extension from '../../locales/ru/extension.json';
import type hardship from '../../locales/ru/hardship.json';
import type home from '../../locales/ru/home.json';
import type landing from '../../locales/ru/landing.json';
import type loan from '../../locales/ru/loan.json';
import type loanPage from '../../locales/ru/loanPage.json';
import type messages from '../../locales/ru/messages.json';
import type offer from '../../locales/ru/offer.json';
import type onboarding from '../../locales/ru/onboarding.json';
import type options from '../../locales/ru/options.json';
import type pages from '../../locales/ru/pages.json';
import type refusal from '../../locales/ru/refusal.json';
import type repayment from '../../locales/ru/repayment.json';
import type threads from '../../locales/ru/threads.json';
import type signup2 from '../../locales/ru/signup2.json';
import type ui from '../../locales/ru/ui.json';
import type otp from '../../locales/ru/otp.json';
import type calendar from '../../locales/ru/calendar.json';
import type offline from '../../locales/ru/offline.json';
import type sw from '../../locales/ru/sw.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    strictKeyChecks: true;
    resources: {
      common: typeof common;
      ui: typeof ui;
      auth: typeof auth;
      account: typeof account;
      pages: typeof pages;
      options: typeof options;
      onboarding: typeof onboarding;
      bankCard: typeof bankCard;
      loan: typeof loan;
      repayment: typeof repayment;
      extension: typeof extension;
      coupons: typeof coupons;
      messages: typeof messages;
      content: typeof content;
      landing: typeof landing;
      cost: typeof cost;
      loanPage: typeof loanPage;
      offer: typeof offer;
      home: typeof home;
      refusal: typeof refusal;
      hardship: typeof hardship;
      threads: typeof threads;
      cooling: typeof cooling;
      signup2: typeof signup2;
      consents: typeof consents;
      otp: typeof otp;
      calendar: typeof calendar;
      offline: typeof offline;
      sw: typeof sw;
    };
  }
}
