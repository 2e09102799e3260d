import { Form, Input } from 'antd';

/**
 * First and last name side by side (`form-grid-2`) in an antd form with the fields `firstName` and
 * `lastName`. `personal`: the browser may fill in the user's own name (the profile); otherwise
 * (someone else's account) it offers nothing.
 */
export function NameFields({ firstNameLabel, lastNameLabel, personal = false }: { firstNameLabel: string; lastNameLabel: string; personal?: boolean }) {
  return (
    <div className="form-grid-2">
      <Form.Item name="firstName" label={firstNameLabel}>
        <Input autoComplete={personal ? 'given-name' : 'off'} />
      </Form.Item>
      <Form.Item name="lastName" label={lastNameLabel}>
        <Input autoComplete={personal ? 'family-name' : 'off'} />
      </Form.Item>
    </div>
  );
}
