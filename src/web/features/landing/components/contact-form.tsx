import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { Trans } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { CONTACT_MESSAGE_MAX, EMPLOYEE_RANGES, type EmployeeRange } from '../../../../shared/contracts/contact';
import { useSendContactRequest } from '../api/contact';
import { useLandingT } from '../i18n';

interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  phone?: string;
  employees?: EmployeeRange;
  message: string;
  gdprConsent?: boolean;
}

const FIELDS: readonly (keyof ContactValues)[] = ['firstName', 'lastName', 'email', 'company', 'phone', 'employees', 'message', 'gdprConsent'];
const isField = (field: unknown): field is keyof ContactValues => typeof field === 'string' && (FIELDS as readonly string[]).includes(field);

/**
 * Contact form of the landing page (spec sections 2 and 8, issue 13 item 9): POST /api/contact.
 * Success: the toast 'Anfrage gesendet' (answer within 24 hours), a confirmation under the form
 * and an emptied form. A field the server refuses shows its message under that field; any other
 * failure shows the spec's failure text (with the server's reason, e.g. the wait time of the rate
 * limit, below it).
 */
export function ContactForm() {
  const { t } = useLandingT();
  const toast = useToast();
  const [form] = Form.useForm<ContactValues>();
  const [sent, setSent] = useState(false);
  const send = useSendContactRequest();

  const submit = async (values: ContactValues) => {
    try {
      await send.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        company: values.company ?? null,
        phone: values.phone ?? null,
        employees: values.employees ?? null,
        message: values.message,
        gdprConsent: values.gdprConsent === true,
      });
    } catch (error) {
      const field = isApiError(error) && error.body && typeof error.body === 'object' ? (error.body as { field?: unknown }).field : undefined;
      if (isApiError(error) && error.status === 400 && isField(field) && error.serverMessage) {
        form.setFields([{ name: field, errors: [error.serverMessage] }]);
      }
      toast.error(t('contactForm.failed'), isApiError(error) && error.serverMessage ? error.serverMessage : undefined);
      return;
    }
    toast.success(t('contactForm.sent'), t('contactForm.sentText'));
    form.resetFields();
    setSent(true);
  };

  return (
    <Form<ContactValues>
      form={form}
      name="contact-request"
      layout="vertical"
      requiredMark="optional"
      noValidate
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setSent(false)}
      className="contact-form"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('contactForm.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('common.validation.firstNameRequired') }]}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('contactForm.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('common.validation.lastNameRequired') }]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('contactForm.fields.email')}
            rules={[
              { required: true, whitespace: true, message: t('common.validation.emailRequired') },
              { type: 'email', message: t('common.validation.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="company" label={t('contactForm.fields.company')}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('contactForm.fields.phone')}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="employees" label={t('contactForm.fields.employees')}>
            <Select
              allowClear
              placeholder={t('contactForm.fields.employeesPlaceholder')}
              options={EMPLOYEE_RANGES.map((range) => ({ value: range, label: t(`contactForm.employeeRanges.${range}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="message" label={t('contactForm.fields.message')} rules={[{ required: true, whitespace: true, message: t('common.validation.messageRequired') }]}>
        <Input.TextArea rows={4} maxLength={CONTACT_MESSAGE_MAX} showCount placeholder={t('contactForm.fields.messagePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="gdprConsent"
        valuePropName="checked"
        rules={[{ validator: (_, checked: boolean | undefined) => (checked ? Promise.resolve() : Promise.reject(new Error(t('contactForm.gdprRequired')))) }]}
      >
        <Checkbox>
          <Trans i18nKey="landing.contactForm.gdprConsent" components={{ privacy: <a href="/privacy" target="_blank" rel="noreferrer" /> }} />
        </Checkbox>
      </Form.Item>
      {sent && <Alert className="contact-form__notice" type="success" showIcon title={t('contactForm.sent')} description={t('contactForm.sentText')} data-testid="contact-sent" />}
      <Button type="primary" htmlType="submit" size="large" loading={send.isPending}>
        {t('contactForm.submit')}
      </Button>
    </Form>
  );
}
