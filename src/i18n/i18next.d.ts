import 'i18next';
import type common from '../../locales/en-US/common.json';
import type guidelines from '../../locales/en-US/guidelines.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; guidelines: typeof guidelines };
  }
}
