//! The game service (REST, GraphQL, persistence adapters): filled by the service issue; empty until then.
