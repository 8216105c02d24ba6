//! Workspace automation (`cargo xtask ...`): the library half, shared by the
//! `xtask` binary and the tidy integration tests.

pub mod standalone;
pub mod tidy;
