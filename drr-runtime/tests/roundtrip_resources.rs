//! File metadata blocks (`{-# dialect_resources: …, external_resources: … #-}`):
//! kept with the parsed module and printed back as mlir-opt-22 prints them.
//!
//! `tests/resources/NAME.mlir` is the input; `NAME.local-scope.expected` is
//! mlir-opt-22's output with `--mlir-print-op-generic --mlir-print-local-scope
//! --mlir-print-debuginfo` (which prints no resources, like
//! [`print_op`]); `NAME.with-resources.expected` its output with only
//! `--mlir-print-op-generic` (the module, then the resources it refers to,
//! which [`write_resources`] appends).

use std::path::Path;

use drr_runtime::Context;
use drr_runtime::text::{
    FileResources, PrintOptions, ResourceValue, parse_module, print_op, write_resources,
};

fn read(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/resources")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn resources_are_kept_and_printed_back() {
    let src = read("resources.mlir");
    let mut ctx = Context::new();
    let m = parse_module(&mut ctx, &src, "resources.mlir").unwrap();
    let local = print_op(&ctx, m, PrintOptions { debug_info: true });
    assert_eq!(local, read("resources.local-scope.expected"));
    let mut with = print_op(&ctx, m, PrintOptions { debug_info: false });
    write_resources(&ctx, m, &mut with);
    assert_eq!(with, read("resources.with-resources.expected"));
    // All of them are kept, the unused blob too.
    let r: &FileResources = ctx.resources(m).expect("resources");
    assert_eq!(r.dialect.len(), 1);
    assert_eq!(r.dialect[0].entries.len(), 3);
    assert_eq!(
        r.dialect[0].entries[1],
        (
            b"unused".to_vec(),
            ResourceValue::Blob {
                alignment: 1,
                data: vec![0]
            }
        )
    );
    assert_eq!(r.external.len(), 2);
    assert_eq!(r.external[0].entries[1].1, ResourceValue::Bool(true));
    // Printed and parsed again: the same resources.
    let mut ctx2 = Context::new();
    let m2 = parse_module(&mut ctx2, &with, "resources.mlir").unwrap();
    let mut again = print_op(&ctx2, m2, PrintOptions { debug_info: false });
    write_resources(&ctx2, m2, &mut again);
    assert_eq!(again, with);
}

#[test]
fn no_resources_print_nothing() {
    let mut ctx = Context::new();
    let m = parse_module(&mut ctx, "\"t.a\"() : () -> ()\n{-#\n#-}\n", "t.mlir").unwrap();
    assert!(ctx.resources(m).is_none());
    let mut out = String::new();
    write_resources(&ctx, m, &mut out);
    assert_eq!(out, "");
}

#[test]
fn resource_keys_are_byte_strings() {
    let src = read("byte_keys.mlir");
    let mut ctx = Context::new();
    let m = parse_module(&mut ctx, &src, "byte_keys.mlir").unwrap();
    let local = print_op(&ctx, m, PrintOptions { debug_info: true });
    assert_eq!(local, read("byte_keys.local-scope.expected"));
    let mut with = print_op(&ctx, m, PrintOptions { debug_info: false });
    write_resources(&ctx, m, &mut with);
    assert_eq!(with, read("byte_keys.with-resources.expected"));
    let r = ctx.resources(m).expect("resources");
    assert_eq!(r.dialect[0].entries[0].0, b"\xFF".to_vec());
    assert_eq!(r.external[0].entries[1].0, b"k\x00".to_vec());
}
