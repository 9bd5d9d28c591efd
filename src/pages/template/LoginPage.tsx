import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { CheckboxField, TextField } from '../../components/template/fields';
import { SampleForm } from '../../components/template/SampleForm';
import { SampleNote } from '../../components/template/SampleNote';
import '../../styles/template.css';

export default function LoginPage(): ReactElement {
  return (
    <section className="t-auth">
      <div className="t-card t-auth__card">
        <h1>Welcome Back!</h1>
        <p className="t-muted">Please login to your account</p>
        <SampleForm label="Login" className="t-form">
          <TextField label="Email" name="email" type="email" autoComplete="email" />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" />
          <div className="t-auth__row">
            <CheckboxField name="remember" label="Keep me Login" />
            <Link href="/">Forgot Password?</Link>
          </div>
          {/* Spec: Login Now links to '/'; the sample signs nobody in. */}
          <Link href="/" className="button button--primary t-block">
            Login Now
          </Link>
        </SampleForm>
        <p className="t-auth__switch">
          Don’t have an account? <Link href="/signup">Create one</Link>
        </p>
        <SampleNote />
      </div>
    </section>
  );
}
