import { MSG } from '@kurz/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <div className="center-page">
      <div className="card auth-card center-text">
        <div className="big-code">404</div>
        <p className="lead">{MSG.pageNotFound}</p>
        <Link to="/links" className="btn btn-primary">
          Go to Links
        </Link>
      </div>
    </div>
  );
}
