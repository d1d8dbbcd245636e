//! MLIR's generic textual format: parsing and printing.

pub mod float;

// Printer (generic form, local scope).
mod asm_writer;
mod print_attrs;
mod print_locations;
mod print_types;
mod print_util;
pub mod printer;
#[cfg(test)]
mod printer_tests;
mod ssa_names;
pub use printer::{
    PrintOptions, print_attribute, print_location, print_op, print_type, write_attribute,
    write_location, write_op, write_op_to, write_type,
};

// Parser (generic form).
mod lexer;
mod parse_attrs;
mod parse_dense;
mod parse_dialect;
mod parse_locations;
mod parse_ops;
mod parse_types;
pub mod parser;
pub use parser::{
    MAX_DEPTH, ParseError, parse_attribute, parse_location, parse_module, parse_type,
};
