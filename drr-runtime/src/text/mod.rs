//! MLIR's generic textual format: parsing and printing.

pub mod float;
