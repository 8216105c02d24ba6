//! The operator dashboard mounted under `/admin`: filled by the dashboard issue; empty until then.
