import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { Trans, useTranslation } from 'react-i18next';

interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  phone?: string;
  employees?: string;
  message: string;
  gdprConsent?: boolean;
}

const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;

/**
 * Contact form of the landing page (spec section 2).
 *
 * Its submission is deliberately NOT wired to the server: the spec lists /api/contact without a
 * method or payload and says the form's submission is not wired. Pressing send therefore only
 * validates the input and then states plainly that nothing was transmitted; it never shows the
 * spec's contact success toast, which would be untrue. Wire it once the server offers /api/contact.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactValues>();
  const [notSent, setNotSent] = useState(false);

  return (
    <Form<ContactValues>
      form={form}
      name="contact"
      layout="vertical"
      requiredMark="optional"
      noValidate
      onFinish={() => setNotSent(true)}
      onValuesChange={() => setNotSent(false)}
      className="contact-form"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('contact.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('validation.firstNameRequired') }]}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('contact.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('validation.lastNameRequired') }]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('contact.fields.email')}
            rules={[
              { required: true, whitespace: true, message: t('validation.emailRequired') },
              { type: 'email', message: t('validation.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="company" label={t('contact.fields.company')}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('contact.fields.phone')}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="employees" label={t('contact.fields.employees')}>
            <Select
              allowClear
              placeholder={t('contact.fields.employeesPlaceholder')}
              options={EMPLOYEE_RANGES.map((range) => ({ value: range, label: t(`contact.employeeRanges.${range}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="message" label={t('contact.fields.message')} rules={[{ required: true, whitespace: true, message: t('validation.messageRequired') }]}>
        <Input.TextArea rows={4} placeholder={t('contact.fields.messagePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="gdprConsent"
        valuePropName="checked"
        rules={[{ validator: (_, checked: boolean | undefined) => (checked ? Promise.resolve() : Promise.reject(new Error(t('contact.gdprRequired')))) }]}
      >
        <Checkbox>
          <Trans i18nKey="contact.gdprConsent" components={{ privacy: <a href="/privacy" target="_blank" rel="noreferrer" /> }} />
        </Checkbox>
      </Form.Item>
      {notSent && (
        <Alert className="contact-form__notice" type="info" showIcon title={t('contact.notWiredTitle')} description={t('contact.notWiredDescription')} />
      )}
      <Button type="primary" htmlType="submit" size="large">
        {t('contact.submit')}
      </Button>
    </Form>
  );
}
