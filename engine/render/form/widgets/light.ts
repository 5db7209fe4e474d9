// The widgets a login or registration form uses: text, password and the code inputs. They are in the
// form's chunk; every other widget loads with the first form that shows one (form/parts.ts, README
// "Bundle budget").
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { CaptchaWidget } from './CaptchaWidget';
import { SmsCodeWidget } from './SmsCodeWidget';
import { PasswordWidget, TextareaWidget, TextWidget } from './TextWidget';

export const LIGHT_WIDGETS: Readonly<Record<string, ComponentType<WidgetProps>>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  captcha: CaptchaWidget,
  'sms-code': SmsCodeWidget,
  // A value the form carries without showing it (a captcha's id).
  hidden: () => null,
  TextWidget,
  TextareaWidget,
  PasswordWidget,
  EmailWidget: TextWidget,
  URLWidget: TextWidget,
};
