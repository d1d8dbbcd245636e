//! `Context::reject_unregistered_dialects`: what mlir-opt-22 reports
//! without `--allow-unregistered-dialect` for an operation, a type or an
//! attribute of a dialect it does not register (messages and positions
//! recorded from `mlir-opt-22 --mlir-print-op-generic FILE`), and that
//! dialects named as known, registered ones and the default context
//! accept them.

use drr_runtime::Context;
use drr_runtime::opt_tool::MLIR_OPT_DIALECTS;
use drr_runtime::text::parse_module;

const OP: &str = "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used";
const ADVICE: &str = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

fn strict() -> Context {
    let mut ctx = Context::new();
    ctx.reject_unregistered_dialects(MLIR_OPT_DIALECTS);
    ctx
}

fn module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n")
}

/// The first error of parsing `body` (inside a module) in a strict
/// context, as `line:col: message`.
fn error(body: &str) -> String {
    let mut ctx = strict();
    match parse_module(&mut ctx, &module(body), "f.mlir") {
        Ok(_) => panic!("parsed: {body}"),
        Err(e) => format!("{}:{}: {}", e.line, e.column, e.message),
    }
}

const FUNC: &str = r#"  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({ "func.return"() : () -> () }) : () -> ()"#;

#[test]
fn operations_of_unregistered_dialects() {
    assert_eq!(
        error(r#"  "module"() ({}) : () -> ()"#),
        format!("2:11: {OP}")
    );
    assert_eq!(
        error(r#"  "foo.bar"(%x) : (i32) -> ()"#),
        format!("2:12: {OP}")
    );
    assert_eq!(
        error(r#"  "a.b"() {x = #foo.bar} : () -> ()"#),
        format!("2:8: {OP}")
    );
}

#[test]
fn types_of_unregistered_dialects() {
    let constant = |ty: &str| {
        format!(
            r#"  "func.func"() <{{function_type = () -> (), sym_name = "f"}}> ({{ %0 = "arith.constant"() <{{value = 1 : i32}}> : () -> {ty} "func.return"() : () -> () }}) : () -> ()"#
        )
    };
    assert_eq!(
        error(&constant("!foo.bar")),
        format!("2:122: `!\"foo\"<\"bar\">` type created with unregistered dialect. {ADVICE}")
    );
    assert_eq!(
        error(&constant(r#"!foo.bar<1, "a">"#)),
        format!(
            "2:122: `!\"foo\"<\"bar<1, \"a\">\">` type created with unregistered dialect. {ADVICE}"
        )
    );
    assert_eq!(
        error(&constant("!foo<bar>")),
        format!("2:117: `!\"foo\"<\"bar\">` type created with unregistered dialect. {ADVICE}")
    );
    assert_eq!(
        error(
            r#"  "func.func"() <{function_type = () -> (!foo.bar), sym_name = "f"}> ({ "func.return"() : () -> () }) : () -> ()"#
        ),
        format!("2:47: `!\"foo\"<\"bar\">` type created with unregistered dialect. {ADVICE}")
    );
    assert_eq!(
        error(
            r#"  "func.func"() <{function_type = (tensor<4x!foo.e>) -> (), sym_name = "f"}> ({ ^bb0(%a: tensor<4x!foo.e>): "func.return"() : () -> () }) : () -> ()"#
        ),
        format!("2:50: `!\"foo\"<\"e\">` type created with unregistered dialect. {ADVICE}")
    );
}

#[test]
fn attributes_of_unregistered_dialects() {
    let property = |attr: &str| {
        format!(
            r#"  "func.func"() <{{function_type = () -> (), sym_name = "f", x = {attr}}}> ({{ "func.return"() : () -> () }}) : () -> ()"#
        )
    };
    assert_eq!(
        error(&property("#foo<bar>")),
        format!(
            "2:65: #\"foo\"<\"bar\"> : 'none' attribute created with unregistered dialect. {ADVICE}"
        )
    );
    assert_eq!(
        error(&property("#foo.bar : i32")),
        format!(
            "2:70: #\"foo\"<\"bar\"> : 'i32' attribute created with unregistered dialect. {ADVICE}"
        )
    );
    assert_eq!(
        error(&property(r#"#foo<"a\"b"> : i32"#)),
        format!(
            "2:65: #\"foo\"<\"\"a\\\"b\"\"> : 'i32' attribute created with unregistered dialect. {ADVICE}"
        )
    );
    assert_eq!(
        error(&format!("{FUNC} loc(#foo.l)")),
        format!(
            "2:115: #\"foo\"<\"l\"> : 'none' attribute created with unregistered dialect. {ADVICE}"
        )
    );
    assert_eq!(
        error(&format!(r#"{FUNC} loc(fused<#foo.x>["a"])"#)),
        format!(
            "2:121: #\"foo\"<\"x\"> : 'none' attribute created with unregistered dialect. {ADVICE}"
        )
    );
}

/// Dialects mlir-opt registers parse as unknown objects; the default
/// context, and one that knows the dialect, accept everything.
#[test]
fn known_dialects_are_accepted() {
    let text = module(
        r#"  "memref.foo"() {a = #llvm.linkage<external>, t = !llvm.ptr} : () -> ()
  "test.foo"() : () -> ()"#,
    );
    assert!(parse_module(&mut strict(), &text, "f.mlir").is_ok());
    let other = module(r#"  "foo.bar"() {a = #foo.x, t = !foo.t} : () -> ()"#);
    assert!(parse_module(&mut Context::new(), &other, "f.mlir").is_ok());
    let mut ctx = Context::new();
    ctx.reject_unregistered_dialects(&["foo"]);
    assert!(parse_module(&mut ctx, &other, "f.mlir").is_ok());
}
