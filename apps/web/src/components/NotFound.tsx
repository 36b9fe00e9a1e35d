import { MSG } from '@kurz/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <main className="center-page">
      <div className="card auth-card center-text">
        <div className="big-code" aria-hidden="true">
          404
        </div>
        <h1 className="lead">{MSG.pageNotFound}</h1>
        <Link to="/links" className="btn btn-primary">
          Go to Links
        </Link>
      </div>
    </main>
  );
}
