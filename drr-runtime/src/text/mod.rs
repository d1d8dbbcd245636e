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
pub(crate) mod ssa_names;
pub use printer::{
    PrintOptions, print_attribute, print_location, print_op, print_type, write_attribute,
    write_location, write_op, write_op_to, write_type,
};
pub(crate) use printer::{print_op_for_diagnostic, print_op_for_diagnostic_with};

// Parser (generic form).
mod affine_text;
mod lexer;
mod parse_attrs;
mod parse_dense;
mod parse_dialect;
mod parse_locations;
mod parse_ops;
mod parse_types;
pub mod parser;
mod resources;
mod source_file;
pub use parser::{
    MAX_DEPTH, ParseError, parse_attribute, parse_location, parse_module, parse_module_bytes,
    parse_type,
};
pub use resources::{FileResources, ResourceGroup, ResourceValue, write_resources};
pub use source_file::{SourceFile, parse_module_file};

/// The 1-based line and column of byte `offset` of `src`, by counting
/// (what the lexer's line tracking and the location tests check against).
#[cfg(test)]
pub(crate) fn naive_line_col(src: &[u8], offset: usize) -> (u32, u32) {
    let before = &src[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    (line, (offset - start) as u32 + 1)
}
