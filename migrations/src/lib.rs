//! Database migrations (sea-orm-migration): filled by the service issue; empty until then.
