//! MLIR's generic textual format: parsing and printing.
//!
//! [`parse_module`] reads what `mlir-opt --mlir-print-op-generic` prints
//! (and the custom forms of locations, types and builtin attributes that
//! the generic form contains) into a [`Context`](crate::Context);
//! [`print_op`] prints an operation back as `mlir-opt
//! --mlir-print-op-generic --mlir-print-local-scope` does (`PrintOptions {
//! debug_info: true }` for `--mlir-print-debuginfo`), [`write_op_to`]
//! streams it. Types and attributes parse and print on their own too
//! ([`parse_type`], [`print_attribute`], …).
//!
//! A [`ParseError`] holds a line, a column, MLIR's message and its notes; its
//! `Display` and [`ParseError::render`] are the one-line forms. The
//! diagnostic mlir-opt prints, with the source line and a caret, is
//! [`Diagnostic::from_parse_error`](crate::diagnostic::Diagnostic::from_parse_error)
//! rendered with a [`SourceManager`](crate::diagnostic::SourceManager)
//! holding the text; verifier failures render the same way
//! ([`VerifyError::render`](crate::verifier::VerifyError::render)):
//!
//! ```
//! use drr_runtime::diagnostic::{Diagnostic, SourceManager};
//! use drr_runtime::text::{PrintOptions, parse_module, print_op};
//! use drr_runtime::{Context, verifier};
//!
//! let mut ctx = Context::new();
//! let text = r#""builtin.module"() ({
//!   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
//!   ^bb0(%a: i32):
//!     "func.return"(%a, %b) : (i32, i32) -> ()
//!   }) : () -> ()
//! }) : () -> ()
//! "#;
//! let error = parse_module(&mut ctx, text, "in.mlir").unwrap_err();
//! assert_eq!(error.render("in.mlir"), "in.mlir:4:23: error: use of undeclared SSA value name");
//! let sources = SourceManager::with_buffer("in.mlir", text);
//! assert_eq!(Diagnostic::from_parse_error(&error, "in.mlir").render(&sources), "\
//! in.mlir:4:23: error: use of undeclared SSA value name
//!     \"func.return\"(%a, %b) : (i32, i32) -> ()
//!                       ^
//! ");
//!
//! // Parses, but returns two values from a function returning one.
//! let text = text.replace("%a, %b", "%a, %a");
//! let module = parse_module(&mut ctx, &text, "in.mlir").unwrap();
//! let errors = verifier::verify(&ctx, module).unwrap_err();
//! let sources = SourceManager::with_buffer("in.mlir", &text);
//! assert_eq!(errors[0].render(&ctx, &sources), "\
//! in.mlir:4:5: error: 'func.return' op has 2 operands, but enclosing function (@f) returns 1
//!     \"func.return\"(%a, %a) : (i32, i32) -> ()
//!     ^
//! in.mlir:4:5: note: see current operation: \"func.return\"(%arg0, %arg0) : (i32, i32) -> ()
//! ");
//! assert!(print_op(&ctx, module, PrintOptions { debug_info: false })
//!     .contains(r#""func.return"(%arg0, %arg0) : (i32, i32) -> ()"#));
//! ```

pub mod float;

// Printer (generic form, local scope).
mod asm_writer;
mod print_attrs;
mod print_locations;
mod print_types;
mod print_util;
pub(crate) use print_util::is_bare_identifier;
pub mod printer;
#[cfg(test)]
mod printer_tests;
pub(crate) mod ssa_names;
pub(crate) use printer::print_op_for_diagnostic_with;
pub use printer::{
    PrintOptions, print_attribute, print_location, print_op, print_type, write_attribute,
    write_location, write_op, write_op_to, write_type,
};

// Parser (generic form).
mod affine_check;
mod affine_expr;
mod affine_text;
mod alias_map;
mod body_builtins;
mod lexer;
mod llvm_stripped;
mod parse_attrs;
mod parse_dense;
mod parse_dialect;
mod quant_types;
pub(crate) use parse_dialect::{body_namespace, keyword_len, symbol_mnemonic_at};
mod parse_def_format;
mod parse_locations;
mod parse_ops;
mod parse_types;
pub mod parser;
mod resources;
mod source_file;
mod split_input;
pub use parser::{
    MAX_DEPTH, ParseError, ParseNote, parse_attribute, parse_location, parse_module,
    parse_module_bytes, parse_type,
};
pub use resources::{FileResources, ResourceGroup, ResourceValue, write_resources};
pub use source_file::{SourceFile, parse_module_file};
pub use split_input::{SplitChunk, SplitInput, parse_module_chunk, split_input_file};

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
